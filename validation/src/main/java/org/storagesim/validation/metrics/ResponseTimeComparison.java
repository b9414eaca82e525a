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
        double[] sim = millis(simulatedNanos);
        double[] real = measured.sortedMillis();
        double sumSquares = 0;
        for (int i = 0; i < real.length; i++) {
            double q = (i + 0.5) / real.length;
            double d = quantile(sim, q) - real[i];
            sumSquares += d * d;
        }
        double demerit = Math.sqrt(sumSquares / real.length);
        double realMean = measured.meanMillis();
        double simMean = mean(sim);
        return new ResponseTimeComparison(real.length, demerit, 100 * demerit / realMean, realMean, simMean,
                100 * (simMean - realMean) / realMean, errorPct(sim, real, 0.50), errorPct(sim, real, 0.90),
                errorPct(sim, real, 0.99));
    }

    private static double errorPct(double[] sim, double[] real, double q) {
        double r = quantile(real, q);
        return 100 * (quantile(sim, q) - r) / r;
    }

    /** Linear interpolation between order statistics at positions (i + 0.5) / n. */
    static double quantile(double[] sorted, double q) {
        double pos = q * sorted.length - 0.5;
        if (pos <= 0) {
            return sorted[0];
        }
        if (pos >= sorted.length - 1) {
            return sorted[sorted.length - 1];
        }
        int i = (int) pos;
        double f = pos - i;
        return sorted[i] + f * (sorted[i + 1] - sorted[i]);
    }

    static double[] millis(long[] nanos) {
        double[] ms = new double[nanos.length];
        for (int i = 0; i < nanos.length; i++) {
            ms[i] = nanos[i] / 1e6;
        }
        return ms;
    }

    static double mean(double[] values) {
        double s = 0;
        for (double v : values) {
            s += v;
        }
        return s / values.length;
    }
}
