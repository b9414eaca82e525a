package org.storagesim.devices.workload;

import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.ThroughputSeries;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * What a job's clones measured together: latencies by direction, throughput over time, totals.
 * Flushes ({@code fsync}) have latencies of their own and count in the elapsed time, but not as
 * requests, bytes or throughput (fio reports its syncs apart from the I/O).
 */
public final class JobStats {
    private final LatencyRecorder reads = new LatencyRecorder();
    private final LatencyRecorder writes = new LatencyRecorder();
    private final LatencyRecorder others = new LatencyRecorder();
    private final LatencyRecorder flushes = new LatencyRecorder();
    /** All directions together, merged when asked for (each sample is recorded once, by direction). */
    private LatencyRecorder all = new LatencyRecorder();
    private final ThroughputSeries throughput;
    private final long originNanos;
    private long bytes;
    private long firstSubmit = Long.MAX_VALUE;
    private long lastComplete = Long.MIN_VALUE;

    JobStats(long originNanos, long throughputIntervalNanos) {
        this.originNanos = originNanos;
        this.throughput = ThroughputSeries.of(throughputIntervalNanos);
    }

    void submitted(long now) {
        firstSubmit = Math.min(firstSubmit, now);
    }

    void completed(IoRequest r) {
        long latency = r.latency();
        lastComplete = Math.max(lastComplete, r.completeTime());
        if (r.op() == IoOp.FLUSH) {
            flushes.record(latency);
            return;
        }
        if (r.op() == IoOp.READ) {
            reads.record(latency);
        } else if (r.op() == IoOp.WRITE) {
            writes.record(latency);
        } else {
            others.record(latency);
        }
        bytes += r.length();
        throughput.record(r.completeTime() - originNanos, r.length());
    }

    public LatencyRecorder latency() {
        if (all.count() != requests()) {
            all = new LatencyRecorder();
            all.add(reads);
            all.add(writes);
            all.add(others);
        }
        return all;
    }

    public LatencyRecorder readLatency() {
        return reads;
    }

    public LatencyRecorder writeLatency() {
        return writes;
    }

    /** Latencies of the flushes the job issued ({@code fsync}). */
    public LatencyRecorder flushLatency() {
        return flushes;
    }

    /** Throughput per interval, intervals counted from the start of the run. */
    public ThroughputSeries throughput() {
        return throughput;
    }

    public long requests() {
        return reads.count() + writes.count() + others.count();
    }

    public long bytes() {
        return bytes;
    }

    /** From the first submission to the last completion; 0 when nothing completed. */
    public long elapsedNanos() {
        return requests() == 0 ? 0 : lastComplete - firstSubmit;
    }

    /**
     * Whether the rates are defined: false when requests completed but took no simulated time at
     * all (trims on a drive with no command overhead), where {@link #iops} and {@link #mbPerSec}
     * would divide by zero and report 0 instead.
     */
    public boolean hasRates() {
        return requests() == 0 || elapsedNanos() > 0;
    }

    public double iops() {
        long elapsed = elapsedNanos();
        return elapsed == 0 ? 0 : requests() * 1e9 / elapsed;
    }

    /** Decimal megabytes (10^6 B) per second, as fio and the papers report bandwidth. */
    public double mbPerSec() {
        long elapsed = elapsedNanos();
        return elapsed == 0 ? 0 : bytes * 1e3 / elapsed;
    }
}
