package org.storagesim.core.stats;

import java.util.Arrays;

/**
 * Completions and bytes per fixed interval of simulated time (for throughput-over-time charts such
 * as P3's 1 s points). Interval {@code i} covers [i·interval, (i+1)·interval).
 *
 * <p>An adaptive series ({@link #adaptive}) picks its interval from the run instead: it starts at
 * 1 us and, when a completion falls beyond its {@value #ADAPTIVE_MAX_INTERVALS}th interval, merges
 * neighbouring intervals into ones 5 or 2 times longer (1, 5, 10, 50, 100 us ... 1, 5, 10 s ...), so
 * a run of any length ends with 50 to {@value #ADAPTIVE_MAX_INTERVALS} points at a round interval:
 * a 0.5 s run on an SSD gets 100 points of 5 ms, a day-long run 173 of 500 s.
 */
public final class ThroughputSeries {
    /** The interval to pass to {@link #of} for an adaptive series. */
    public static final long ADAPTIVE = 0;
    /**
     * Most intervals a fixed series holds: a day at 100 ms. A finer interval over a longer run is
     * refused ({@link TooManyIntervalsException}) rather than filling the memory, and its chart.
     */
    public static final int MAX_INTERVALS = 1_000_000;
    /** Most intervals an adaptive series keeps. */
    static final int ADAPTIVE_MAX_INTERVALS = 250;
    private static final long ADAPTIVE_FIRST_INTERVAL_NANOS = 1_000;

    private final boolean adaptive;
    private long intervalNanos;
    private long[] ops;
    private long[] bytes;
    private int intervals;
    private long lastIndex;
    private long lastStart;

    public ThroughputSeries(long intervalNanos) {
        this(intervalNanos, false);
        if (intervalNanos <= 0) {
            throw new IllegalArgumentException("interval must be positive, got " + intervalNanos + " ns");
        }
    }

    private ThroughputSeries(long intervalNanos, boolean adaptive) {
        this.intervalNanos = intervalNanos;
        this.adaptive = adaptive;
        int capacity = adaptive ? ADAPTIVE_MAX_INTERVALS : 64;
        this.ops = new long[capacity];
        this.bytes = new long[capacity];
    }

    /** A series whose interval follows the length of the run (see the class comment). */
    public static ThroughputSeries adaptive() {
        return new ThroughputSeries(ADAPTIVE_FIRST_INTERVAL_NANOS, true);
    }

    /** A series of {@code intervalNanos}, or an adaptive one for {@link #ADAPTIVE}. */
    public static ThroughputSeries of(long intervalNanos) {
        return intervalNanos == ADAPTIVE ? adaptive() : new ThroughputSeries(intervalNanos);
    }

    public void record(long timeNanos, long byteCount) {
        // Completions come in time order, mostly in the same interval as the last one: skip the division then.
        boolean sameInterval = timeNanos >= lastStart && timeNanos - lastStart < intervalNanos;
        long index = sameInterval ? lastIndex : timeNanos / intervalNanos;
        if (index >= ops.length) {
            index = makeRoom(timeNanos, index);
        }
        lastIndex = index;
        lastStart = index * intervalNanos;
        int i = (int) index;
        ops[i]++;
        bytes[i] += byteCount;
        intervals = Math.max(intervals, i + 1);
    }

    /** Where a completion at {@code timeNanos}, beyond the arrays, goes: after coarsening, or growing them. */
    private long makeRoom(long timeNanos, long index) {
        if (adaptive) {
            while (index >= ADAPTIVE_MAX_INTERVALS) {
                coarsen();
                index = timeNanos / intervalNanos;
            }
            return index;
        }
        if (index >= MAX_INTERVALS) {
            throw new TooManyIntervalsException(intervalNanos, timeNanos);
        }
        int cap = (int) Math.min(MAX_INTERVALS, Math.max(index + 1, ops.length * 2L));
        ops = Arrays.copyOf(ops, cap);
        bytes = Arrays.copyOf(bytes, cap);
        return index;
    }

    /** Merges intervals into ones the next round length: 5 times longer from a power of ten, else twice. */
    private void coarsen() {
        int factor = isPowerOfTen(intervalNanos) ? 5 : 2;
        int merged = (intervals + factor - 1) / factor;
        for (int j = 0; j < merged; j++) {
            long o = 0;
            long b = 0;
            for (int i = j * factor; i < Math.min(intervals, (j + 1) * factor); i++) {
                o += ops[i];
                b += bytes[i];
            }
            ops[j] = o;
            bytes[j] = b;
        }
        Arrays.fill(ops, merged, ops.length, 0);
        Arrays.fill(bytes, merged, bytes.length, 0);
        intervals = merged;
        intervalNanos *= factor;
    }

    private static boolean isPowerOfTen(long n) {
        while (n % 10 == 0) {
            n /= 10;
        }
        return n == 1;
    }

    /** A completion beyond the {@value #MAX_INTERVALS}th interval of a fixed series. */
    public static final class TooManyIntervalsException extends IllegalArgumentException {
        TooManyIntervalsException(long intervalNanos, long timeNanos) {
            super("a completion at " + timeNanos + " ns would be in interval " + timeNanos / intervalNanos
                    + " of " + intervalNanos + " ns; a series holds at most " + MAX_INTERVALS);
        }
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
