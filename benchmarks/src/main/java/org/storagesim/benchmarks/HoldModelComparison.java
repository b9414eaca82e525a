package org.storagesim.benchmarks;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs {@link HoldModel} for all three queues in one JMH run and prints, per queue size, each
 * queue's events per second and the project's speed-up over SSJ's SplayTree and PriorityQueue.
 * Usage: {@code java -cp benchmarks/target/benchmarks.jar org.storagesim.benchmarks.HoldModelComparison}.
 */
public final class HoldModelComparison {
    private HoldModelComparison() {
    }

    public static void main(String[] args) throws RunnerException {
        Collection<RunResult> results = new Runner(new OptionsBuilder()
                .include(HoldModel.class.getName() + "\\.")
                .build()).run();
        Map<String, Map<String, Double>> byPending = new TreeMap<>();
        for (RunResult r : results) {
            String pending = r.getParams().getParam("pending");
            String method = r.getParams().getBenchmark().replaceAll(".*\\.", "");
            byPending.computeIfAbsent(pending, k -> new TreeMap<>()).put(method, r.getPrimaryResult().getScore());
        }
        System.out.println();
        System.out.println("Hold model, events per second (one JMH run):");
        for (Map.Entry<String, Map<String, Double>> e : byPending.entrySet()) {
            Map<String, Double> m = e.getValue();
            double ours = m.get("storagesimEventQueue");
            double splay = m.get("ssjSplayTree");
            double pq = m.get("javaPriorityQueue");
            System.out.printf("pending=%-7s storagesim=%,.0f  ssj-splaytree=%,.0f  java-priorityqueue=%,.0f"
                    + "  speedup-vs-splaytree=%.2fx  speedup-vs-priorityqueue=%.2fx%n",
                    e.getKey(), ours, splay, pq, ours / splay, ours / pq);
        }
    }
}
