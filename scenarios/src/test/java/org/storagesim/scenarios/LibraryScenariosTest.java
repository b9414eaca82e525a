package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.scenarios.reproduce.ExperimentSuites;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/** The bench, P3 and comparison scenario files load and say what issue 3 asks of them (running them takes minutes). */
class LibraryScenariosTest {
    private static final long MQSIM_LOGICAL_BYTES = 60_132_672L * 8192;

    @Test
    void mqsimBenchmarksCoverNinetyPercentAtQueueDepth32() {
        for (String name : new String[] {"mqsim-randread-qd32", "mqsim-randread-qd32-10m", "mqsim-randwrite-qd32",
                "mqsim-randwrite-qd32-10m"}) {
            ScenarioPlan plan = ScenarioLoader.load(Path.of("bench", name + ".yaml"));
            JobSpec job = plan.runs().get(0).job();
            assertEquals(32, job.ioDepth(), name);
            assertEquals(4096, job.blockSizes().max(), name);
            assertEquals(name.endsWith("-10m") ? 10_000_000 : 1_000_000, job.numberIos(), name);
            double span = (double) job.sizeBytes() / MQSIM_LOGICAL_BYTES;
            assertTrue(Math.abs(span - 0.9) < 1e-6, name + " spans " + span + " of the logical space");
        }
    }

    @Test
    void gcPreemptionComparesTheCollectionsOnTheSameMix() {
        List<PlannedRun> runs = ScenarioLoader.load(Path.of("gc-preemption.yaml")).runs();
        assertEquals(3, runs.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(i >= 1, runs.get(i).deviceSpec().path("ftl").path("gc_preemptible").asBoolean(), runs.get(i).device());
            assertEquals(i == 2 ? "700us" : "", runs.get(i).deviceSpec().path("nand").path("erase_suspend").asText());
            assertEquals("mqsim-default", runs.get(i).deviceSpec().path("profile").asText());
            assertEquals(70, runs.get(i).job().rwMixRead());
        }
    }

    @Test
    void gcSkewComparesThePoliciesAfterAWarmUpOfTheSameHotAndColdLoad() {
        List<PlannedRun> runs = ScenarioLoader.load(Path.of("gc-skew.yaml")).runs();
        assertEquals(List.of("greedy", "cost_benefit", "fifo"),
                runs.stream().map(r -> r.deviceSpec().path("ftl").path("gc_policy").asText()).toList());
        for (PlannedRun r : runs) {
            assertEquals("zoned:90/10:10/90", r.job().distribution().toString(), r.device());
            assertEquals(r.job().distribution().toString(), r.warmups().get(0).distribution().toString(), r.device());
            assertEquals(r.job().sizeBytes(), r.warmups().get(0).sizeBytes(), "the same blocks are hot: " + r.device());
        }
    }

    @Test
    void diskSchedulingRunsEverySchedulerOnTheSameReads() {
        List<PlannedRun> runs = ScenarioLoader.load(Path.of("disk-scheduling.yaml")).runs();
        assertEquals(List.of("fcfs", "sstf", "clook", "sptf", "asptf", "asptf"),
                runs.stream().map(r -> r.deviceSpec().path("scheduler").asText()).toList());
        assertEquals(List.of(6, 30), runs.subList(4, 6).stream()
                .map(r -> r.deviceSpec().path("age_weight_ms_per_s").asInt()).toList());
        assertTrue(runs.stream().allMatch(r -> r.job().ioDepth() == 32 && r.job().equals(runs.get(0).job())));
    }

    @Test
    void p3ScenariosMatchThePaperSetUp() {
        JobSpec degradation = ScenarioLoader.load(Path.of("p3", "p3-1-degradation.yaml")).runs().get(0).job();
        assertEquals(15, degradation.numJobs());
        assertEquals(8192, degradation.blockSizes().max());
        assertEquals(24L * 3600 * 1_000_000_000L, degradation.runtimeNanos());
        JobSpec recovery = ScenarioLoader.load(Path.of("p3", "p3-2-recovery.yaml")).runs().get(0).job();
        assertTrue(recovery.ioSizeBytes() >= 2 * recovery.sizeBytes() * 0.99, "two full-device writes");
        assertEquals(3, ScenarioLoader.load(Path.of("p3", "p3-3-mixed.yaml")).runs().size());
        assertTrue(ExperimentSuites.find("p3").isPresent());
    }
}
