package org.storagesim.validation.calibrate;

/**
 * One microbenchmark point measured on a real device: the fio-style pattern that produced it and
 * what it achieved. Sizes in bytes, throughput in decimal MB/s, latencies in nanoseconds from
 * submission to completion (fio's "lat", not "clat"). Read/write latencies are null when the point
 * had no I/O of that direction; a percentile is -1 when the source did not record it.
 *
 * @param perIoLog path of a per-I/O log (fio lat.log format) relative to the measurement file, or null
 */
public record MeasuredPoint(String name, String rw, int rwmixread, long bs, int iodepth, long ios, double iops,
                            double readMbPerSec, double writeMbPerSec, LatencyFigures latencyNs,
                            LatencyFigures readLatencyNs, LatencyFigures writeLatencyNs, String perIoLog) {
}
