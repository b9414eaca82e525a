package org.storagesim.scenarios.run;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.kernel.TimeLimitException;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.stats.ThroughputSeries;
import org.storagesim.core.threads.SpareProcessors;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.ssd.FlashActivity;
import org.storagesim.devices.ssd.PreconditionedDrives;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.WorkloadRun;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioLoader;
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
        return execute(tasksOf(plan, seed), threads, listener);
    }

    /**
     * Runs every run of several plans, each with its own scenario's seed, on one set of {@code threads}
     * threads, so that a long run of one plan overlaps the runs of the others; the results of each
     * plan come back in its plan order, the same as running the plans one after another.
     */
    public static List<List<RunResult>> runTogether(List<ScenarioPlan> plans, int threads, Listener listener) {
        List<Task> tasks = new ArrayList<>();
        for (ScenarioPlan plan : plans) {
            tasks.addAll(tasksOf(plan, plan.scenario().seed()));
        }
        List<RunResult> all = execute(tasks, threads, listener);
        List<List<RunResult>> byPlan = new ArrayList<>();
        int from = 0;
        for (ScenarioPlan plan : plans) {
            int to = from + plan.runs().size();
            byPlan.add(List.copyOf(all.subList(from, to)));
            from = to;
        }
        return byPlan;
    }

    /** One run of a plan with the seed it is to use. */
    private record Task(ScenarioPlan plan, PlannedRun run, long seed) {
        RunResult execute() {
            return runOne(plan, run, seed, plan.scenario().results().throughputInterval().nanos());
        }
    }

    private static List<Task> tasksOf(ScenarioPlan plan, long seed) {
        List<Task> tasks = new ArrayList<>();
        for (PlannedRun run : plan.runs()) {
            tasks.add(new Task(plan, run, seed));
        }
        return tasks;
    }

    /**
     * The tasks' results in task order, computed on up to {@code threads} threads in
     * {@link #executionOrder}.
     */
    private static List<RunResult> execute(List<Task> tasks, int threads, Listener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, got " + threads);
        }
        List<Integer> order = executionOrder(tasks);
        RunResult[] results = new RunResult[tasks.size()];
        if (threads == 1 || tasks.size() <= 1) {
            for (int i : order) {
                results[i] = tasks.get(i).execute();
                listener.runFinished(tasks.get(i).run());
            }
            return List.of(results);
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, tasks.size()),
                SpareProcessors.simulationThreads("sim-run"));
        try {
            Map<Integer, Future<RunResult>> futures = new LinkedHashMap<>();
            for (int i : order) {
                Task task = tasks.get(i);
                futures.put(i, pool.submit(() -> {
                    RunResult result = task.execute();
                    listener.runFinished(task.run());
                    return result;
                }));
            }
            futures.forEach((i, f) -> results[i] = await(f));
            return List.of(results);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Task indices in the order to run them: each plan's runs device by device (plans and devices
     * in the order they come), so that the runs that start from one preconditioned drive follow
     * each other and {@link PreconditionedDrives}, which keeps only a few drives, has it for all.
     */
    private static List<Integer> executionOrder(List<Task> tasks) {
        List<Integer> order = new ArrayList<>();
        int from = 0;
        while (from < tasks.size()) {
            ScenarioPlan plan = tasks.get(from).plan(); // a plan's tasks follow each other
            Map<String, List<Integer>> byDevice = new LinkedHashMap<>();
            int to = from;
            for (; to < tasks.size() && tasks.get(to).plan() == plan; to++) {
                byDevice.computeIfAbsent(tasks.get(to).run().device(), d -> new ArrayList<>()).add(to);
            }
            byDevice.values().forEach(order::addAll);
            from = to;
        }
        return order;
    }

    /** One run: build the device, precondition it with the warm-up jobs, then measure. */
    public static RunResult runOne(ScenarioPlan plan, PlannedRun run, long seed, long intervalNanos) {
        try {
            return measure(plan, run, seed, intervalNanos);
        } catch (TimeLimitException e) {
            throw new InputException(plan.file() + ": the run of " + run.workload() + " on " + run.device() + " stops: "
                    + e.getMessage() + "; check the scenario's times (service, think and run times, rates)", e);
        }
    }

    private static RunResult measure(ScenarioPlan plan, PlannedRun run, long seed, long intervalNanos) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(seed);
        BlockDevice device = plan.factory().build(sim, streams, run.device(), run.deviceSpec());
        for (JobSpec warmup : run.warmups()) {
            // Its statistics are dropped: a series that stays small whatever the warm-up's length.
            WorkloadRun.run(sim, device, warmup, streams, ThroughputSeries.ADAPTIVE);
        }
        long start = sim.now();
        Optional<FtlStats> flashBefore = FlashActivity.of(device);
        JobStats stats;
        try {
            stats = WorkloadRun.run(sim, device, run.job(), streams, intervalNanos);
        } catch (ThroughputSeries.TooManyIntervalsException e) {
            throw ScenarioLoader.locate(plan.file(), new InvalidConfigException(List.of("results", "throughput_interval"),
                    SimDuration.format(intervalNanos) + " is too fine for the run of " + run.workload() + " on "
                    + run.device() + ", which lasts longer than " + String.format("%,d", ThroughputSeries.MAX_INTERVALS)
                    + " such intervals; allowed: auto, or a time of at least a millionth of the longest run"));
        }
        FtlStats flash = flashBefore.map(before -> FlashActivity.of(device).orElseThrow().since(before)).orElse(null);
        // WorkloadRun stops the kernel at the job's last completion, so the clock is the run's end.
        return new RunResult(run.device(), run.workload(), stats, sim.now() - start, flash);
    }

    private static RunResult await(Future<RunResult> future) {
        return Futures.await(future, "a run");
    }
}
