package org.storagesim.scenarios.report;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;
import org.storagesim.core.stats.LatencyRecorder;

/**
 * The empirical latency CDF of a run, read from its HdrHistogram: one point per distinct recorded
 * bucket (the bucket's highest equivalent value and the fraction of requests at or below it), the
 * last one at the exact greatest latency rather than at its bucket's top.
 */
final class LatencyCdf {
    record Point(long latencyNanos, double fraction) {
    }

    private LatencyCdf() {
    }

    static List<Point> of(LatencyRecorder latency) {
        List<Point> points = new ArrayList<>();
        Histogram histogram = latency.histogram();
        long total = histogram.getTotalCount();
        if (total == 0) {
            return points;
        }
        for (HistogramIterationValue v : histogram.recordedValues()) {
            points.add(new Point(latency.within(v.getValueIteratedTo()), v.getTotalCountToThisValue() / (double) total));
        }
        return points;
    }

    /**
     * Decimals that tell apart fractions one request apart among {@code total}: six, or more for a
     * run of more than a million requests, whose tail rows would otherwise all read 1.000000.
     */
    static int fractionDecimals(long total) {
        int decimals = 0;
        for (long power = 1; power < total; power *= 10) {
            decimals++;
        }
        return Math.max(6, decimals);
    }
}
