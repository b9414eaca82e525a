package org.storagesim.validation.calibrate;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.storagesim.core.stats.LatencyRecorder;

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

    public static FioLatLog read(Path file) throws IOException {
        FioLatLog log = new FioLatLog();
        try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int lineNo = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                lineNo++;
                if (line.isBlank()) {
                    continue;
                }
                String[] f = line.split(",");
                if (f.length < 5) {
                    throw new IOException(file + ":" + lineNo + ": expected at least 5 comma-separated fields "
                            + "(time, latency, direction, size, offset), found " + f.length);
                }
                try {
                    long latency = Long.parseLong(f[1].trim());
                    int direction = Integer.parseInt(f[2].trim());
                    log.all.record(latency);
                    if (direction == 0) {
                        log.reads.record(latency);
                    } else if (direction == 1) {
                        log.writes.record(latency);
                    }
                } catch (NumberFormatException e) {
                    throw new IOException(file + ":" + lineNo + ": not a number: " + e.getMessage());
                }
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
