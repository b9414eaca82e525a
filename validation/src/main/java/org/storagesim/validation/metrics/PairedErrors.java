package org.storagesim.validation.metrics;

import java.util.Arrays;

/**
 * Request-by-request error: for each request, (simulated − measured) / measured, summarised by its
 * median, the median of its absolute value, and the 90th and 99th percentiles of the absolute
 * value, in percent. Unlike the demerit figure, which compares distributions, this says whether
 * the model is right about each request (it gets the slow ones slow).
 */
public record PairedErrors(int requests, double medianPct, double medianAbsPct, double p90AbsPct, double p99AbsPct) {

    public static PairedErrors of(long[] simulatedNanos, long[] measuredNanos) {
        if (simulatedNanos.length != measuredNanos.length || simulatedNanos.length == 0) {
            throw new IllegalArgumentException("paired errors need the same, non-zero number of simulated ("
                    + simulatedNanos.length + ") and measured (" + measuredNanos.length + ") times");
        }
        int n = 0;
        double[] signed = new double[simulatedNanos.length];
        for (int i = 0; i < simulatedNanos.length; i++) {
            if (measuredNanos[i] > 0) {
                signed[n++] = 100.0 * (simulatedNanos[i] - measuredNanos[i]) / measuredNanos[i];
            }
        }
        if (n == 0) {
            throw new IllegalArgumentException("no request has a positive measured time");
        }
        double[] s = Arrays.copyOf(signed, n);
        double[] abs = new double[n];
        for (int i = 0; i < n; i++) {
            abs[i] = Math.abs(s[i]);
        }
        Arrays.sort(s);
        Arrays.sort(abs);
        return new PairedErrors(n, ResponseTimeComparison.quantile(s, 0.5), ResponseTimeComparison.quantile(abs, 0.5),
                ResponseTimeComparison.quantile(abs, 0.9), ResponseTimeComparison.quantile(abs, 0.99));
    }
}
