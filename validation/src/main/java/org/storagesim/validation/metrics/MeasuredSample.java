package org.storagesim.validation.metrics;

/**
 * A measured sample of service times made ready for {@link ResponseTimeComparison} once: sorted,
 * with its mean in milliseconds. A replay that reads the measured times on another thread
 * prepares this there, off the path that waits for the simulated times.
 */
public final class MeasuredSample {
    private final long[] sortedNanos;
    private final double meanMillis;

    private MeasuredSample(long[] sortedNanos) {
        this.sortedNanos = sortedNanos;
        this.meanMillis = ResponseTimeComparison.meanMillis(sortedNanos);
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

    double meanMillis() {
        return meanMillis;
    }
}
