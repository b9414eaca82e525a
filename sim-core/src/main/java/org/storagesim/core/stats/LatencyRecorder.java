package org.storagesim.core.stats;

import java.math.BigInteger;
import org.HdrHistogram.Histogram;

/**
 * Records latencies in nanoseconds: an HdrHistogram (3 significant digits, any range) for
 * percentiles, and the exact count, sum and sum of squares (a 128-bit integer) for the mean and
 * its confidence interval, and the exact least and greatest. Nothing is stored per observation.
 * Integer sums cost a few instructions per sample (a running mean costs a division), stay exact
 * however long the run, and add up, so recorders can be merged without losing anything.
 *
 * <p>A histogram value stands for its whole bucket and is reported as the bucket's top, which can
 * lie above every latency recorded there: requests that all took 99,234 ns would show a median and
 * a maximum of 99,263 ns beside a mean of 99,234. Percentiles are therefore kept within the exact
 * least and greatest latency, and the maximum is the exact one.
 */
public final class LatencyRecorder {
    private final Histogram histogram = new Histogram(3);
    private long count;
    private long sum;
    private long sumSquaresLow;
    private long sumSquaresHigh;
    private long least = Long.MAX_VALUE;
    private long greatest = Long.MIN_VALUE;

    public void record(long latencyNanos) {
        if (latencyNanos < 0) {
            throw new IllegalArgumentException("negative latency " + latencyNanos + " ns");
        }
        histogram.recordValue(latencyNanos);
        count++;
        sum += latencyNanos;
        addSquares(latencyNanos * latencyNanos, Math.multiplyHigh(latencyNanos, latencyNanos));
        least = Math.min(least, latencyNanos);
        greatest = Math.max(greatest, latencyNanos);
    }

    /** Adds everything {@code other} recorded to this recorder. */
    public void add(LatencyRecorder other) {
        histogram.add(other.histogram);
        count += other.count;
        sum += other.sum;
        addSquares(other.sumSquaresLow, other.sumSquaresHigh);
        least = Math.min(least, other.least);
        greatest = Math.max(greatest, other.greatest);
    }

    private void addSquares(long low, long high) {
        long before = sumSquaresLow;
        sumSquaresLow += low;
        sumSquaresHigh += high + (Long.compareUnsigned(sumSquaresLow, before) < 0 ? 1 : 0);
    }

    public long count() {
        return count;
    }

    public double mean() {
        return count == 0 ? 0.0 : (double) sum / count;
    }

    /** Sample standard deviation (0 with fewer than two observations). */
    public double standardDeviation() {
        if (count < 2) {
            return 0.0;
        }
        // n·Σx² − (Σx)², exactly, over n(n − 1).
        BigInteger n = BigInteger.valueOf(count);
        BigInteger squares = BigInteger.valueOf(sumSquaresHigh).shiftLeft(64)
                .add(new BigInteger(Long.toUnsignedString(sumSquaresLow)));
        BigInteger total = BigInteger.valueOf(sum);
        double numerator = n.multiply(squares).subtract(total.multiply(total)).doubleValue();
        return Math.sqrt(Math.max(0.0, numerator / ((double) count * (count - 1))));
    }

    /** The least latency recorded, exactly (0 if none was). */
    public long min() {
        return count == 0 ? 0 : least;
    }

    /** The greatest latency recorded, exactly (0 if none was). */
    public long max() {
        return count == 0 ? 0 : greatest;
    }

    /**
     * Value at the given percentile (0..100), to the histogram's precision and within the exact
     * least and greatest latency.
     */
    public long percentile(double percentile) {
        return within(histogram.getValueAtPercentile(percentile));
    }

    /** A value the histogram reports (a bucket's top), kept within the exact least and greatest latency. */
    public long within(long histogramValue) {
        return count == 0 ? 0 : Math.max(least, Math.min(greatest, histogramValue));
    }

    /** The underlying histogram, for CDF charts and merging; do not record into it directly. */
    public Histogram histogram() {
        return histogram;
    }

    public LatencySummary summary() {
        if (count == 0) {
            return new LatencySummary(0, 0, 0, 0, 0, 0, 0, 0);
        }
        double half = count > 1 ? 1.959963984540054 * standardDeviation() / Math.sqrt(count) : 0.0;
        return new LatencySummary(count, mean(), percentile(50), percentile(90), percentile(99),
                percentile(99.9), max(), half);
    }
}
