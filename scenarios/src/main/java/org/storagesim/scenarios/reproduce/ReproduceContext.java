package org.storagesim.scenarios.reproduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.scenarios.report.ResultWriter;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.run.ScenarioRunner;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * What a suite may use: the scenario library folder, a way to load and run its scenarios with the
 * command's thread count, and where its charts and result folders go.
 *
 * @param scenarios the {@code scenarios/} folder of the project
 * @param results   the folder that holds a folder per suite ({@code results/} of the working directory)
 */
public record ReproduceContext(Path scenarios, int threads, Path results) {

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

    /** The folder for a suite's charts and result folders. */
    public Path suiteResults(String suite) {
        return results.resolve(suite);
    }

    /** Where {@link #writeResults} puts the plan's result folder. */
    public Path resultFolder(String suite, ScenarioPlan plan) {
        return suiteResults(suite).resolve(plan.name());
    }

    /**
     * Writes the plan's result folder, as {@code sim run} would (summary, CSV series, charts), to
     * {@code SUITE/SCENARIO-NAME/} under the results folder, so a suite's long runs need not be run
     * again for their figures.
     */
    public void writeResults(String suite, ScenarioPlan plan, List<RunResult> runs) {
        Path folder = resultFolder(suite, plan);
        try {
            ResultWriter.write(folder, plan, plan.scenario().seed(), runs);
        } catch (IOException e) {
            throw new UncheckedIOException("the results of " + plan.name() + " to " + folder, e);
        }
    }
}
