package org.storagesim.validation.metrics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a replay's mean error comes from: the requests grouped by a class each one is given (for a
 * disk, its direction, the previous request's direction and how far the head had to move), and for
 * each class its count, measured and simulated means, and its contribution to the mean error,
 * (Σ simulated − Σ measured over the class) / Σ measured over all requests, in %. The
 * contributions add up to the mean error, so a class whose contribution is large is where the model
 * and the drive part.
 */
public final class ErrorBreakdown {
    /** One class of requests. */
    public record Row(String requestClass, int requests, double measuredMeanMs, double simulatedMeanMs,
                      double contributionPct) {
    }

    private final List<Row> rows;
    private final double meanErrorPct;

    private ErrorBreakdown(List<Row> rows, double meanErrorPct) {
        this.rows = rows;
        this.meanErrorPct = meanErrorPct;
    }

    /**
     * Groups request {@code i} under {@code classes[i]}, with its measured and simulated service
     * times in nanoseconds (all three arrays in trace order).
     */
    public static ErrorBreakdown of(String[] classes, long[] measuredNanos, long[] simulatedNanos) {
        if (classes.length != measuredNanos.length || classes.length != simulatedNanos.length || classes.length == 0) {
            throw new IllegalArgumentException("a breakdown needs one class, one measured and one simulated time per "
                    + "request, got " + classes.length + ", " + measuredNanos.length + " and " + simulatedNanos.length);
        }
        Map<String, long[]> sums = new LinkedHashMap<>(); // per class: requests, Σ measured, Σ simulated
        long measuredTotal = 0;
        long simulatedTotal = 0;
        for (int i = 0; i < classes.length; i++) {
            long[] s = sums.computeIfAbsent(classes[i], k -> new long[3]);
            s[0]++;
            s[1] += measuredNanos[i];
            s[2] += simulatedNanos[i];
            measuredTotal += measuredNanos[i];
            simulatedTotal += simulatedNanos[i];
        }
        if (measuredTotal <= 0) {
            throw new IllegalArgumentException("the measured service times add up to " + measuredTotal + " ns");
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, long[]> e : sums.entrySet()) {
            long[] s = e.getValue();
            rows.add(new Row(e.getKey(), (int) s[0], s[1] / 1e6 / s[0], s[2] / 1e6 / s[0],
                    100.0 * (s[2] - s[1]) / measuredTotal));
        }
        // Largest contribution, either way, first; ties in name order, so the order is reproducible.
        rows.sort(Comparator.comparingDouble((Row r) -> -Math.abs(r.contributionPct())).thenComparing(Row::requestClass));
        return new ErrorBreakdown(List.copyOf(rows), 100.0 * (simulatedTotal - measuredTotal) / measuredTotal);
    }

    public List<Row> rows() {
        return rows;
    }

    /** The mean error the contributions add up to, in %. */
    public double meanErrorPct() {
        return meanErrorPct;
    }

    /** As a table for the terminal, one class a line, largest contribution first. */
    public String table() {
        int width = Math.max("class".length(), rows.stream().mapToInt(r -> r.requestClass().length()).max().orElse(0));
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s  %8s  %11s  %12s  %16s%n",
                "class", "requests", "measured_ms", "simulated_ms", "contribution_pct"));
        for (Row r : rows) {
            b.append(String.format(Locale.ROOT, "%-" + width + "s  %8d  %11.3f  %12.3f  %+16.2f%n", r.requestClass(),
                    r.requests(), r.measuredMeanMs(), r.simulatedMeanMs(), r.contributionPct()));
        }
        return b.toString();
    }

    /** As CSV with a header line, the same rows and order as {@link #table()}. */
    public String csv() {
        StringBuilder b = new StringBuilder("class,requests,measured_mean_ms,simulated_mean_ms,contribution_pct\n");
        for (Row r : rows) {
            b.append(String.format(Locale.ROOT, "\"%s\",%d,%.4f,%.4f,%.4f%n", r.requestClass().replace("\"", "\"\""),
                    r.requests(), r.measuredMeanMs(), r.simulatedMeanMs(), r.contributionPct()));
        }
        return b.toString();
    }
}
