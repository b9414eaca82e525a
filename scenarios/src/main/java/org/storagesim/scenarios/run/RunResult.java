package org.storagesim.scenarios.run;

import org.storagesim.devices.workload.JobStats;

/**
 * What one device × workload run measured (warm-up excluded).
 *
 * @param spanNanos simulated time from the start of the measured job to its last completion, which
 *                  is where the last throughput interval really ends
 */
public record RunResult(String device, String workload, JobStats stats, long spanNanos) {

    /** Length of throughput interval {@code i}: the interval, except for a last one cut short by the end of the run. */
    public long intervalLengthNanos(int i) {
        long interval = stats.throughput().intervalNanos();
        long start = i * interval;
        return Math.max(1, Math.min(interval, spanNanos - start));
    }

    /** Completions per second in throughput interval {@code i}, over the part of it the run covered. */
    public double iopsIn(int i) {
        return stats.throughput().opsIn(i) * 1e9 / intervalLengthNanos(i);
    }

    /** Decimal MB per second in throughput interval {@code i}, over the part of it the run covered. */
    public double mbPerSecIn(int i) {
        return stats.throughput().bytesIn(i) * 1e3 / intervalLengthNanos(i);
    }
}
