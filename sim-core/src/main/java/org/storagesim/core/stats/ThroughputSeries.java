package org.storagesim.core.stats;

import java.util.Arrays;

/**
 * Completions and bytes per fixed interval of simulated time (for throughput-over-time charts such
 * as P3's 1 s points). Interval {@code i} covers [i·interval, (i+1)·interval).
 */
public final class ThroughputSeries {
    private final long intervalNanos;
    private long[] ops = new long[64];
    private long[] bytes = new long[64];
    private int intervals;
    private long lastIndex;
    private long lastStart;

    public ThroughputSeries(long intervalNanos) {
        if (intervalNanos <= 0) {
            throw new IllegalArgumentException("interval must be positive, got " + intervalNanos + " ns");
        }
        this.intervalNanos = intervalNanos;
    }

    public void record(long timeNanos, long byteCount) {
        // Completions come in time order, mostly in the same interval as the last one: skip the division then.
        boolean sameInterval = timeNanos >= lastStart && timeNanos - lastStart < intervalNanos;
        long index = sameInterval ? lastIndex : timeNanos / intervalNanos;
        if (index >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("time " + timeNanos + " ns is beyond the series");
        }
        lastIndex = index;
        lastStart = index * intervalNanos;
        int i = (int) index;
        if (i >= ops.length) {
            int cap = Math.max(i + 1, ops.length * 2);
            ops = Arrays.copyOf(ops, cap);
            bytes = Arrays.copyOf(bytes, cap);
        }
        ops[i]++;
        bytes[i] += byteCount;
        intervals = Math.max(intervals, i + 1);
    }

    public long intervalNanos() {
        return intervalNanos;
    }

    /** Number of intervals up to and including the last one that saw a completion. */
    public int intervals() {
        return intervals;
    }

    public long opsIn(int interval) {
        return ops[interval];
    }

    public long bytesIn(int interval) {
        return bytes[interval];
    }

    /** Operations per second in the interval. */
    public double iopsIn(int interval) {
        return ops[interval] * 1e9 / intervalNanos;
    }

    /** Bytes per second in the interval. */
    public double bytesPerSecondIn(int interval) {
        return bytes[interval] * 1e9 / intervalNanos;
    }
}
