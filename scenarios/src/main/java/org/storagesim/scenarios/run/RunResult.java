package org.storagesim.scenarios.run;

import org.storagesim.core.stats.ThroughputSeries;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.workload.JobStats;

/**
 * What one device × workload run measured (warm-up excluded), with the throughput series cut to
 * the run: the last interval ends where the run ended, and its rates are over its own length.
 *
 * @param spanNanos simulated time from the start of the measured job to its last completion
 * @param flash     what the device's flash drives did during the measured job (host and flash
 *                  pages, erases: write amplification), or null for a device without flash
 */
public record RunResult(String device, String workload, JobStats stats, long spanNanos, FtlStats flash) {

    /**
     * Number of throughput intervals. When the run ends less than half an interval after the start
     * of its last one, that sliver is counted in the interval before, which then lasts up to 1.5
     * intervals: a rate over a sliver of time says little (a few completions in 0.1 ms read as a
     * spike), and completions exactly at the end would open an interval of length zero.
     */
    public int intervals() {
        int n = series().intervals();
        long interval = series().intervalNanos();
        return n > 1 && spanNanos - (n - 1) * interval < interval / 2 ? n - 1 : n;
    }

    public long opsIn(int i) {
        return i == intervals() - 1 ? sumFrom(i, true) : series().opsIn(i);
    }

    public long bytesIn(int i) {
        return i == intervals() - 1 ? sumFrom(i, false) : series().bytesIn(i);
    }

    /** Length of interval {@code i}: the series' interval, except for the last, which ends with the run. */
    public long intervalLengthNanos(int i) {
        long interval = series().intervalNanos();
        return i == intervals() - 1 ? Math.max(1, spanNanos - i * interval) : interval;
    }

    /** Completions per second in interval {@code i}. */
    public double iopsIn(int i) {
        return opsIn(i) * 1e9 / intervalLengthNanos(i);
    }

    /** Decimal MB per second in interval {@code i}. */
    public double mbPerSecIn(int i) {
        return bytesIn(i) * 1e3 / intervalLengthNanos(i);
    }

    private long sumFrom(int first, boolean ops) {
        long sum = 0;
        for (int i = first; i < series().intervals(); i++) {
            sum += ops ? series().opsIn(i) : series().bytesIn(i);
        }
        return sum;
    }

    private ThroughputSeries series() {
        return stats.throughput();
    }
}
