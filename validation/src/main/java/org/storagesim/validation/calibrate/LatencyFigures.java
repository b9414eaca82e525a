package org.storagesim.validation.calibrate;

import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.LatencySummary;

/** Latency figures of one measured point, in nanoseconds. */
public record LatencyFigures(double mean, long p50, long p90, long p99, long p999, long max) {

    public static LatencyFigures of(LatencySummary s) {
        return new LatencyFigures(s.mean(), s.p50(), s.p90(), s.p99(), s.p999(), s.max());
    }

    public static LatencyFigures of(LatencyRecorder r) {
        return of(r.summary());
    }
}
