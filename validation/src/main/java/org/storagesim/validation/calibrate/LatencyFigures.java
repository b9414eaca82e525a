package org.storagesim.validation.calibrate;

import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.LatencySummary;

/** Latency figures of one measured point, in nanoseconds; a percentile or the max is -1 where it was not recorded. */
public record LatencyFigures(double mean, long p50, long p90, long p99, long p999, long max) {

    public LatencyFigures {
        if (!(mean > 0) || Double.isInfinite(mean)) {
            throw MeasuredPoint.problem("mean", "got " + mean, "a finite number of nanoseconds above 0");
        }
        recordedOrUnknown("p50", p50);
        recordedOrUnknown("p90", p90);
        recordedOrUnknown("p99", p99);
        recordedOrUnknown("p999", p999);
        recordedOrUnknown("max", max);
    }

    private static void recordedOrUnknown(String key, long value) {
        if (value < 1 && value != -1) {
            throw MeasuredPoint.problem(key, "got " + value, "a whole number of nanoseconds above 0, or -1 where not recorded");
        }
    }

    public static LatencyFigures of(LatencySummary s) {
        return new LatencyFigures(s.mean(), s.p50(), s.p90(), s.p99(), s.p999(), s.max());
    }

    public static LatencyFigures of(LatencyRecorder r) {
        return of(r.summary());
    }
}
