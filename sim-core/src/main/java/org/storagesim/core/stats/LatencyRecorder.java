package org.storagesim.core.stats;

import org.HdrHistogram.Histogram;
import umontreal.ssj.stat.Tally;

/**
 * Records latencies in nanoseconds: an HdrHistogram (3 significant digits, any range) for
 * percentiles and an SSJ {@link Tally} for the exact mean and its confidence interval. Nothing is
 * stored per observation.
 */
public final class LatencyRecorder {
    private final Histogram histogram = new Histogram(3);
    private final Tally tally = new Tally();

    public LatencyRecorder() {
        tally.setBroadcasting(false);
    }

    public void record(long latencyNanos) {
        if (latencyNanos < 0) {
            throw new IllegalArgumentException("negative latency " + latencyNanos + " ns");
        }
        histogram.recordValue(latencyNanos);
        tally.add(latencyNanos);
    }

    public long count() {
        return tally.numberObs();
    }

    public double mean() {
        return tally.numberObs() == 0 ? 0.0 : tally.average();
    }

    /** Value at the given percentile (0..100), to the histogram's precision. */
    public long percentile(double percentile) {
        return histogram.getValueAtPercentile(percentile);
    }

    /** The underlying histogram, for CDF charts and merging; do not record into it directly. */
    public Histogram histogram() {
        return histogram;
    }

    public LatencySummary summary() {
        long n = tally.numberObs();
        if (n == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0, 0, 0);
        }
        double half = n > 1 ? 1.959963984540054 * tally.standardDeviation() / Math.sqrt(n) : 0.0;
        return new LatencySummary(n, tally.average(), percentile(50), percentile(90), percentile(99),
                percentile(99.9), histogram.getMaxValue(), half);
    }
}
