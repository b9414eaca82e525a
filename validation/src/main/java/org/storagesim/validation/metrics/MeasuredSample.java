package org.storagesim.validation.metrics;

/**
 * A measured sample of service times made ready for {@link ResponseTimeComparison} once: sorted,
 * in milliseconds, with its mean. A replay that reads the measured times on another thread
 * prepares this there, off the path that waits for the simulated times.
 */
public final class MeasuredSample {
    private final long[] sortedNanos;
    private final double[] sortedMillis;
    private final double meanMillis;

    private MeasuredSample(long[] sortedNanos) {
        this.sortedNanos = sortedNanos;
        this.sortedMillis = ResponseTimeComparison.millis(sortedNanos);
        this.meanMillis = ResponseTimeComparison.mean(sortedMillis);
    }

    /** The sample of {@code sortedNanos}, service times in nanoseconds sorted ascending (kept, not copied). */
    public static MeasuredSample ofSorted(long[] sortedNanos) {
        return new MeasuredSample(sortedNanos);
    }

    public long[] sortedNanos() {
        return sortedNanos;
    }

    public int size() {
        return sortedNanos.length;
    }

    double[] sortedMillis() {
        return sortedMillis;
    }

    double meanMillis() {
        return meanMillis;
    }
}
