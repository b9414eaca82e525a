package org.storagesim.scenarios.report;

import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The empirical latency CDF of a run, read from its HdrHistogram: one point per distinct recorded
 * bucket (the bucket's highest equivalent value and the fraction of requests at or below it).
 */
final class LatencyCdf {
    record Point(long latencyNanos, double fraction) {
    }

    private LatencyCdf() {
    }

    static List<Point> of(Histogram histogram) {
        List<Point> points = new ArrayList<>();
        long total = histogram.getTotalCount();
        if (total == 0) {
            return points;
        }
        for (HistogramIterationValue v : histogram.recordedValues()) {
            points.add(new Point(v.getValueIteratedTo(), v.getTotalCountToThisValue() / (double) total));
        }
        return points;
    }
}
