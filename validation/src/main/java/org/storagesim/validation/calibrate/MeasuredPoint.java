package org.storagesim.validation.calibrate;

import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.workload.RwMode;

/**
 * One microbenchmark point measured on a real device: the fio-style pattern that produced it and
 * what it achieved. Sizes in bytes, throughput in decimal MB/s, latencies in nanoseconds from
 * submission to completion (fio's "lat", not "clat"). Read/write latencies are null when the point
 * had no I/O of that direction; a percentile is -1 when the source did not record it.
 *
 * <p>A point a fit could not use (no pattern, no data moved, a throughput that is not a number) is
 * rejected here, naming the key, so a hand-edited measurement file fails where it is wrong.
 *
 * @param perIoLog path of a per-I/O log (fio lat.log format) relative to the measurement file, or null
 */
public record MeasuredPoint(String name, String rw, int rwmixread, long bs, int iodepth, long ios, double iops,
                            double readMbPerSec, double writeMbPerSec, LatencyFigures latencyNs,
                            LatencyFigures readLatencyNs, LatencyFigures writeLatencyNs, String perIoLog) {

    public MeasuredPoint {
        if (name == null || name.isBlank()) {
            throw problem("name", name == null ? "is missing" : "is empty", "the point's name, e.g. randread-4k-qd1");
        }
        if (rw == null) {
            throw problem("rw", "is missing", RwMode.ALLOWED);
        }
        try {
            RwMode.parse(rw);
        } catch (IllegalArgumentException e) {
            throw problem("rw", "got '" + rw + "'", RwMode.ALLOWED);
        }
        if (rwmixread < 0 || rwmixread > 100) {
            throw problem("rwmixread", "got " + rwmixread, "a percentage from 0 to 100");
        }
        atLeastOne("bs", bs);
        atLeastOne("iodepth", iodepth);
        atLeastOne("ios", ios);
        notNegative("iops", iops);
        notNegative("readMbPerSec", readMbPerSec);
        notNegative("writeMbPerSec", writeMbPerSec);
        if (readMbPerSec + writeMbPerSec == 0) {
            throw problem("readMbPerSec", "and writeMbPerSec are both 0", "the throughput the point measured");
        }
        if (latencyNs == null) {
            throw problem("latencyNs", "is missing", "the point's latency figures (mean, p50, p90, p99, p999, max)");
        }
    }

    private static void atLeastOne(String key, long value) {
        if (value < 1) {
            throw problem(key, "got " + value, "a whole number of 1 or more");
        }
    }

    private static void notNegative(String key, double value) {
        if (!(value >= 0) || Double.isInfinite(value)) {
            throw problem(key, "got " + value, "a finite number of 0 or more");
        }
    }

    static InvalidConfigException problem(String key, String what, String allowed) {
        return new InvalidConfigException(List.of(key), what + "; allowed: " + allowed);
    }
}
