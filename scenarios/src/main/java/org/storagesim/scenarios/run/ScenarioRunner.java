package org.storagesim.scenarios.run;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.WorkloadRun;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * Executes a plan. Every run gets a fresh kernel, fresh streams from the same seed and a freshly
 * built device, so devices are compared under common random numbers and runs are independent:
 * they may go to parallel threads, and results still come back in plan order, bit for bit the
 * same as a sequential execution.
 */
public final class ScenarioRunner {
    /** Told after each run finishes (from the thread that ran it). */
    public interface Listener {
        void runFinished(PlannedRun run);
    }

    private ScenarioRunner() {
    }

    public static List<RunResult> run(ScenarioPlan plan, long seed, int threads, Listener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        long interval = plan.scenario().results().throughputInterval().nanos();
        List<PlannedRun> runs = plan.runs();
        if (threads == 1 || runs.size() == 1) {
            List<RunResult> results = new ArrayList<>();
            for (PlannedRun run : runs) {
                results.add(runOne(plan, run, seed, interval));
                listener.runFinished(run);
            }
            return results;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, runs.size()), r -> {
            Thread t = new Thread(r, "sim-run");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<RunResult>> futures = new ArrayList<>();
            for (PlannedRun run : runs) {
                futures.add(pool.submit(() -> {
                    RunResult result = runOne(plan, run, seed, interval);
                    listener.runFinished(run);
                    return result;
                }));
            }
            List<RunResult> results = new ArrayList<>();
            for (Future<RunResult> f : futures) {
                results.add(await(f));
            }
            return results;
        } finally {
            pool.shutdownNow();
        }
    }

    /** One run: build the device, precondition it with the warm-up jobs, then measure. */
    public static RunResult runOne(ScenarioPlan plan, PlannedRun run, long seed, long intervalNanos) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(seed);
        BlockDevice device = plan.factory().build(sim, streams, run.device(), run.deviceSpec());
        for (JobSpec warmup : run.warmups()) {
            WorkloadRun.run(sim, device, warmup, streams, intervalNanos);
        }
        long start = sim.now();
        JobStats stats = WorkloadRun.run(sim, device, run.job(), streams, intervalNanos);
        // WorkloadRun stops the kernel at the job's last completion, so the clock is the run's end.
        return new RunResult(run.device(), run.workload(), stats, sim.now() - start);
    }

    private static RunResult await(Future<RunResult> future) {
        return Futures.await(future, "a run");
    }
}
