package org.storagesim.validation.metrics;

/**
 * How closely simulated service times match measured ones. The demerit figure is the root mean
 * square of the horizontal distance between the two cumulative distributions (Ruemmler and Wilkes
 * 1994; DiskSim's validation measure), taken at the measured sample's quantiles; it is reported in
 * milliseconds and as a percentage of the measured mean.
 *
 * @param requests       number of measured requests
 * @param demeritMs      RMS horizontal distance between the CDFs
 * @param demeritPct     demerit as % of the measured mean
 * @param measuredMeanMs mean measured service time
 * @param simulatedMeanMs mean simulated service time
 * @param meanErrorPct   (simulated mean - measured mean) / measured mean, in %
 * @param p50ErrorPct    error of the median, in % of the measured median
 * @param p90ErrorPct    error of the 90th percentile, in %
 * @param p99ErrorPct    error of the 99th percentile, in %
 */
public record ResponseTimeComparison(int requests, double demeritMs, double demeritPct, double measuredMeanMs,
                                     double simulatedMeanMs, double meanErrorPct, double p50ErrorPct,
                                     double p90ErrorPct, double p99ErrorPct) {

    /** Compares two samples of service times in nanoseconds (they need not be the same size). */
    public static ResponseTimeComparison of(long[] simulatedNanos, long[] measuredNanos) {
        return ofSorted(RadixSort.sortedCopy(simulatedNanos), RadixSort.sortedCopy(measuredNanos));
    }

    /** Compares two samples of service times in nanoseconds, each already sorted ascending. */
    public static ResponseTimeComparison ofSorted(long[] simulatedNanos, long[] measuredNanos) {
        return ofSorted(simulatedNanos, MeasuredSample.ofSorted(measuredNanos));
    }

    /** Compares sorted simulated service times in nanoseconds with a prepared measured sample. */
    public static ResponseTimeComparison ofSorted(long[] simulatedNanos, MeasuredSample measured) {
        if (simulatedNanos.length == 0 || measured.size() == 0) {
            throw new IllegalArgumentException("both samples need at least one service time");
        }
        // Milliseconds are computed from the nanoseconds where needed rather than kept in arrays of
        // their own: a million-request validation would otherwise allocate and fill 16 MB for them.
        long[] sim = simulatedNanos;
        long[] real = measured.sortedNanos();
        double sumSquares = 0;
        for (int i = 0; i < real.length; i++) {
            double q = (i + 0.5) / real.length;
            double d = quantileMillis(sim, q) - millis(real[i]);
            sumSquares += d * d;
        }
        double demerit = Math.sqrt(sumSquares / real.length);
        double realMean = measured.meanMillis();
        double simMean = meanMillis(sim);
        return new ResponseTimeComparison(real.length, demerit, 100 * demerit / realMean, realMean, simMean,
                100 * (simMean - realMean) / realMean, errorPct(sim, real, 0.50), errorPct(sim, real, 0.90),
                errorPct(sim, real, 0.99));
    }

    private static double errorPct(long[] sim, long[] real, double q) {
        double r = quantileMillis(real, q);
        return 100 * (quantileMillis(sim, q) - r) / r;
    }

    /** Linear interpolation between order statistics at positions (i + 0.5) / n. */
    static double quantile(double[] sorted, double q) {
        double pos = position(q, sorted.length);
        int i = (int) pos;
        double f = pos - i;
        return f == 0 ? sorted[i] : sorted[i] + f * (sorted[i + 1] - sorted[i]);
    }

    /** As {@link #quantile}, in ms, of service times in ns. */
    static double quantileMillis(long[] sortedNanos, double q) {
        double pos = position(q, sortedNanos.length);
        int i = (int) pos;
        double f = pos - i;
        double below = millis(sortedNanos[i]);
        return f == 0 ? below : below + f * (millis(sortedNanos[i + 1]) - below);
    }

    /** Where quantile {@code q} lies among {@code n} order statistics: index plus fraction, within [0, n − 1]. */
    private static double position(double q, int n) {
        return Math.min(n - 1, Math.max(0, q * n - 0.5));
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }

    /** Mean in ms of service times in ns. */
    static double meanMillis(long[] nanos) {
        double s = 0;
        for (long v : nanos) {
            s += millis(v);
        }
        return s / nanos.length;
    }
}
