package org.storagesim.benchmarks;

import java.util.Collection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link DiskSimReplay} and prints its replay rate next to DiskSim 4.0's on this machine class.
 * DiskSim is C and is not part of this build, so its side is the figure measured for the hard-disk
 * issue (the 10,000-request cheetah9LP trace in 0.55 s, about 18,000 requests per second, start-up
 * included; about 33,000 per second on hp_c2247a). The whole-process comparison, start-up included on
 * both sides, is {@code time ./sim validate disksim PARV TRACE} on a 1 M-request trace.
 */
public final class DiskSimReplayComparison {
    private static final double DISKSIM_REQUESTS_PER_SECOND = 18_000;

    private DiskSimReplayComparison() {
    }

    public static void main(String[] args) throws RunnerException {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(DiskSimReplay.class.getName() + "\\.").build()).run();
        double ours = results.iterator().next().getPrimaryResult().getScore();
        System.out.printf("%nDiskSim validate-trace replay (cheetah9LP x100, 1,000,000 requests): storagesim=%,.0f req/s"
                + "  disksim-reference=%,.0f req/s  ratio=%.1fx%n", ours, DISKSIM_REQUESTS_PER_SECOND,
                ours / DISKSIM_REQUESTS_PER_SECOND);
    }
}
