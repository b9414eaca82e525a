package org.storagesim.benchmarks;

import java.util.Collection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link FlashRandomIo} (reads and writes) in one JMH run and prints each rate next to MQSim's
 * for the same workload. MQSim is C++ and not part of this build, so its side is the figure issue 3
 * gives for this machine class: whole process, 1 M requests, start-up and preconditioning included
 * (reads 30.4 s, writes 43.8 s); this side is the simulation alone in a warm JVM. The whole-process
 * comparison is {@code time ./sim run scenarios/bench/mqsim-rand*-qd32*.yaml --quiet}.
 * Usage: {@code java -cp benchmarks/target/benchmarks.jar org.storagesim.benchmarks.MqsimComparison}.
 */
public final class MqsimComparison {
    private static final double MQSIM_READS_PER_SECOND = FlashRandomIo.REQUESTS / 30.4;
    private static final double MQSIM_WRITES_PER_SECOND = FlashRandomIo.REQUESTS / 43.8;

    private MqsimComparison() {
    }

    public static void main(String[] args) throws RunnerException {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(FlashRandomIo.class.getName() + "\\.").build()).run();
        System.out.println();
        System.out.println("mqsim-default, 4 KiB uniform random requests over 90 % of the space, QD 32 (one JMH run):");
        for (RunResult r : results) {
            String rw = r.getParams().getParam("rw");
            double ours = r.getPrimaryResult().getScore();
            double mqsim = rw.equals("randread") ? MQSIM_READS_PER_SECOND : MQSIM_WRITES_PER_SECOND;
            System.out.printf("%-9s storagesim=%,.0f req/s  mqsim-reference=%,.0f req/s  ratio=%.1fx%n",
                    rw, ours, mqsim, ours / mqsim);
        }
    }
}
