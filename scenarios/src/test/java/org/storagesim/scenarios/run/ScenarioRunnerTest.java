package org.storagesim.scenarios.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

class ScenarioRunnerTest {
    /** Two reference stations, each workload on each: four independent runs. */
    private static final Path STATIONS = Path.of("src/test/resources/stations.yaml");
    /** The M/M/1 check: one run, another seed. */
    private static final Path MM1 = Path.of("checks", "mm1.yaml");

    @Test
    void plansRunTogetherGiveEachPlanTheResultsOfRunningItAloneInPlanOrder() {
        ScenarioPlan stations = ScenarioLoader.load(STATIONS);
        ScenarioPlan mm1 = ScenarioLoader.load(MM1);
        List<RunResult> stationsAlone = ScenarioRunner.run(stations, stations.scenario().seed(), 1, run -> { });
        List<RunResult> mm1Alone = ScenarioRunner.run(mm1, mm1.scenario().seed(), 1, run -> { });

        List<List<RunResult>> together = ScenarioRunner.runTogether(List.of(mm1, stations), 3, run -> { });

        assertEquals(2, together.size());
        assertSame(mm1Alone, together.get(0));
        assertSame(stationsAlone, together.get(1));
    }

    @Test
    void runsGoDeviceByDeviceSoAPreconditionedDriveServesItsRunsInTurnAndResultsComeInPlanOrder() {
        ScenarioPlan stations = ScenarioLoader.load(STATIONS);
        List<String> finished = new ArrayList<>();
        List<RunResult> results = ScenarioRunner.run(stations, stations.scenario().seed(), 1,
                run -> finished.add(run.device() + "/" + run.workload()));
        assertEquals(List.of("disk-like/randread-qd1", "disk-like/randread-qd32", "ssd-like/randread-qd1",
                "ssd-like/randread-qd32"), finished);
        assertEquals(List.of("disk-like/randread-qd1", "ssd-like/randread-qd1", "disk-like/randread-qd32",
                "ssd-like/randread-qd32"), results.stream().map(r -> r.device() + "/" + r.workload()).toList());
    }

    /** Same device and workload, same measured numbers, to the last digit. */
    private static void assertSame(List<RunResult> expected, List<RunResult> actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            RunResult e = expected.get(i);
            RunResult a = actual.get(i);
            assertEquals(e.device() + "/" + e.workload(), a.device() + "/" + a.workload());
            assertEquals(e.spanNanos(), a.spanNanos());
            assertEquals(e.stats().requests(), a.stats().requests());
            assertEquals(e.stats().bytes(), a.stats().bytes());
            assertEquals(e.stats().latency().mean(), a.stats().latency().mean());
            assertEquals(e.stats().latency().percentile(99), a.stats().latency().percentile(99));
            assertEquals(e.intervals(), a.intervals());
        }
    }
}
