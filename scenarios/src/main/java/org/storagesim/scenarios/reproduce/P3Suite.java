package org.storagesim.scenarios.reproduce;

import java.util.ArrayList;
import java.util.List;
import org.storagesim.scenarios.report.Numbers;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * P3, Append and Pack (seeds/003): how a Fusion ioDrive's throughput depends on its write history.
 * Runs {@code p3/p3-1-degradation.yaml} (24 simulated hours of random writes), {@code
 * p3/p3-2-recovery.yaml} (sequential writes after random ones) and {@code p3/p3-3-mixed.yaml}
 * (random read/write mixes), and compares their 1 s throughput points with Section 4.2. Each
 * scenario's result folder (throughput in 1 s points, CSV and chart) goes to {@code results/p3/}.
 */
public final class P3Suite implements ExperimentSuite {
    static final String DEGRADATION = "p3/p3-1-degradation.yaml";
    static final String RECOVERY = "p3/p3-2-recovery.yaml";
    static final String MIXED = "p3/p3-3-mixed.yaml";
    /** 322 MiB/s fresh, under 25 MiB/s after 24 h, 320 MiB/s steady sequential (Section 4.2). */
    private static final double FRESH_MIB = 322;
    private static final double DEGRADED_MIB = 25;
    private static final double SEQUENTIAL_MIB = 320;
    private static final double RATE_TOLERANCE = 0.10;
    private static final int HOUR = 3600;
    private static final int MINUTE = 60;
    /** The steady sequential rate is the mean of the last five minutes (the scenario writes the device twice). */
    private static final int STEADY_POINTS = 300;

    @Override
    public String id() {
        return "p3";
    }

    @Override
    public String description() {
        return "Append and Pack: ioDrive degradation under random writes, recovery by sequential writes, mixes";
    }

    @Override
    public List<Finding> run(ReproduceContext context) {
        ScenarioPlan recovery = context.load(RECOVERY);
        List<ScenarioPlan> plans = List.of(context.load(DEGRADATION), recovery, context.load(MIXED));
        plans.forEach(plan -> ResultFolder.requireReplaceable(context.resultFolder(id(), plan)));
        // P3-1's 24 hours are one long run; the other scenarios' runs go beside it on the free threads.
        List<List<RunResult>> results = context.runTogether(plans);
        for (int i = 0; i < plans.size(); i++) {
            context.writeResults(id(), plans.get(i), results.get(i));
        }
        List<Finding> findings = new ArrayList<>(degradation(results.get(0).get(0)));
        // The sequential writer sweeps its whole address range, which is the whole device.
        findings.addAll(recovery(results.get(1).get(0), recovery.runs().get(0).job().sizeBytes()));
        findings.addAll(mixed(results.get(2)));
        return findings;
    }

    static List<Finding> degradation(RunResult run) {
        ThroughputTrace t = new ThroughputTrace(run);
        double fresh = t.at(0);
        double lastHour = t.mean(Math.max(0, t.points() - HOUR), t.points());
        // A fresh log-structured card writes random pages as fast as sequential ones; from the
        // moment garbage collection starts, a 1 s point's cost relative to sequential writing is
        // fresh / point.
        int gcStarts = firstBelow(t, 0.95 * fresh);
        double lowest = Double.MAX_VALUE;
        double highest = 0;
        for (int i = Math.max(0, gcStarts); i < t.points() - 1; i++) {
            lowest = Math.min(lowest, t.at(i));
            highest = Math.max(highest, t.at(i));
        }
        double cheapest = gcStarts < 0 ? 1 : fresh / highest;
        double dearest = gcStarts < 0 ? 1 : fresh / lowest;
        return List.of(
                Finding.withinRelative("P3-1", "fresh random 8KiB write throughput (first 1 s)", fresh, FRESH_MIB,
                        RATE_TOLERANCE, P3Suite::mib),
                Finding.shape("P3-1", "random-write throughput over the last of 24 h (mean of 1 s points) under 25 MiB/s",
                        lastHour < DEGRADED_MIB, mib(lastHour), "<" + mib(DEGRADED_MIB)),
                Finding.shape("P3-1", "random/sequential write cost ratio spans 2x..46x with device state"
                                + " (lowest <= 3x, highest >= 23x)",
                        cheapest <= 3 && dearest >= 23, Numbers.plain(cheapest, 1) + "x.." + Numbers.plain(dearest, 1) + "x",
                        "2x..46x"));
    }

    static List<Finding> recovery(RunResult run, long deviceBytes) {
        ThroughputTrace t = new ThroughputTrace(run);
        int n = t.points() - 1; // the last point is a partial second
        double steady = t.mean(Math.max(0, n - STEADY_POINTS), n);
        double firstMinute = t.mean(0, MINUTE);
        int settled = t.settlesAt(steady, 0.05, MINUTE);
        double deviceWrites = settled < 0 ? Double.NaN : (double) t.bytesBefore(settled) / deviceBytes;
        return List.of(
                Finding.shape("P3-2", "sequential writes after random ones are hurt at first (first minute below 80 % of"
                        + " steady)", firstMinute < 0.8 * steady, mib(firstMinute) + " vs " + mib(steady), "hurt at first"),
                Finding.withinRelative("P3-2", "steady sequential write throughput after recovery", steady, SEQUENTIAL_MIB,
                        RATE_TOLERANCE, P3Suite::mib),
                Finding.shape("P3-2", "throughput steadies after about one full-device write (0.5..1.5)",
                        deviceWrites >= 0.5 && deviceWrites <= 1.5, Numbers.plain(deviceWrites, 2) + " device writes",
                        "about 1 device write"));
    }

    static List<Finding> mixed(List<RunResult> runs) {
        ThroughputTrace mix = new ThroughputTrace(runs.get(0));
        double start = mix.mean(0, MINUTE);
        double end = mix.mean(Math.max(0, mix.points() - HOUR), mix.points());
        double readOnly = runs.get(1).stats().mbPerSec();
        double tenPercent = runs.get(2).stats().mbPerSec();
        double cut = 1 - tenPercent / readOnly;
        return List.of(
                Finding.shape("P3-3", "50/50 random read/write degrades like random writes (last hour below a quarter of"
                        + " the first minute)", end < 0.25 * start, mib(end) + " vs " + mib(start), "degrades"),
                Finding.withinRelative("P3-3", "throughput cut by adding 10 % random writes to random reads", cut, 0.90,
                        RATE_TOLERANCE, v -> Numbers.plain(v * 100, 1) + "%"));
    }

    private static int firstBelow(ThroughputTrace t, double level) {
        for (int i = 0; i < t.points(); i++) {
            if (t.at(i) < level) {
                return i;
            }
        }
        return -1;
    }

    private static String mib(double v) {
        return Numbers.plain(v, 1) + "MiB/s";
    }
}
