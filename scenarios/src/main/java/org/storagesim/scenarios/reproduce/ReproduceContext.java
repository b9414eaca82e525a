package org.storagesim.scenarios.reproduce;

import java.nio.file.Path;
import java.util.List;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.run.ScenarioRunner;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * What a suite may use: the scenario library folder, and a way to load and run its scenarios
 * with the command's thread count.
 *
 * @param scenarios the {@code scenarios/} folder of the project
 */
public record ReproduceContext(Path scenarios, int threads) {

    /** Loads a scenario by its path inside the library, e.g. {@code checks/mm1.yaml}. */
    public ScenarioPlan load(String relativePath) {
        return ScenarioLoader.load(scenarios.resolve(relativePath));
    }

    /** Runs every run of the plan with the scenario's own seed; results in plan order. */
    public List<RunResult> run(ScenarioPlan plan) {
        return ScenarioRunner.run(plan, plan.scenario().seed(), threads, run -> { });
    }

    /**
     * Runs several plans' runs on the command's threads together (see
     * {@link ScenarioRunner#runTogether}); results per plan, in plan order.
     */
    public List<List<RunResult>> runTogether(List<ScenarioPlan> plans) {
        return ScenarioRunner.runTogether(plans, threads, run -> { });
    }
}
