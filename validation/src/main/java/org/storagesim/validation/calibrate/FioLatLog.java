package org.storagesim.validation.calibrate;

import java.io.IOException;
import java.nio.file.Path;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.devices.IoOp;
import org.storagesim.validation.trace.FioLatLogReader;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormatException;

/**
 * fio's per-I/O latency log ({@code write_lat_log}, one line per I/O:
 * {@code timeMillis, latencyNanos, direction(0 read, 1 write, 2 trim), sizeBytes, offsetBytes[, priority]}),
 * summarised into latency recorders.
 */
public final class FioLatLog {
    private final LatencyRecorder all = new LatencyRecorder();
    private final LatencyRecorder reads = new LatencyRecorder();
    private final LatencyRecorder writes = new LatencyRecorder();

    private FioLatLog() {
    }

    /** Reads the log with the {@code fio} trace reader; a line it cannot read is an error naming its line and column. */
    public static FioLatLog read(Path file) throws IOException {
        Trace trace;
        try {
            trace = FioLatLogReader.latenciesOnly().read(file);
        } catch (TraceFormatException e) {
            throw new IOException(e.getMessage(), e);
        }
        FioLatLog log = new FioLatLog();
        for (int i = 0; i < trace.size(); i++) {
            long latency = trace.measured(i);
            log.all.record(latency);
            if (trace.op(i) == IoOp.READ) {
                log.reads.record(latency);
            } else if (trace.op(i) == IoOp.WRITE) {
                log.writes.record(latency);
            }
        }
        return log;
    }

    public LatencyRecorder all() {
        return all;
    }

    public LatencyRecorder reads() {
        return reads;
    }

    public LatencyRecorder writes() {
        return writes;
    }
}
