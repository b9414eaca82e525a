package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * fio's per-I/O latency log ({@code write_lat_log}): {@code completionMillis, latencyNanos,
 * direction(0 read, 1 write, 2 trim), sizeBytes, offsetBytes[, priority]}. The measured time is fio's
 * total latency; the issue time is derived as completion − latency (completion is logged in whole
 * milliseconds, so arrival times are accurate to 1 ms — good for ordering, not for open-loop timing).
 */
public final class FioLatLogReader extends LineTraceReader {
    private static final String LAYOUT = "completionMillis, latencyNanos, direction, sizeBytes, offsetBytes[, priority]";

    @Override
    public String format() {
        return "fio";
    }

    @Override
    public String description() {
        return "fio per-I/O latency logs: " + LAYOUT;
    }

    @Override
    protected LineFields.Separator separator() {
        return LineFields.Separator.COMMAS;
    }

    @Override
    protected LineParser newParser() {
        return (f, trace) -> {
            f.require(5, LAYOUT);
            long completion = f.wholeNanos(0, "completion time (ms)", 1_000_000);
            long latency = f.wholeNanos(1, "latency (ns)", 1);
            IoOp op = switch (f.text(2)) {
                case "0" -> IoOp.READ;
                case "1" -> IoOp.WRITE;
                case "2" -> IoOp.TRIM;
                default -> throw f.error(2, "direction must be 0, 1 or 2, found '" + f.text(2) + "'");
            };
            long size = f.size(3, "size (bytes)", 1);
            long offset = f.bytes(4, "offset (bytes)", 1);
            trace.add(op, offset, size, Math.max(0, completion - latency), -1, latency, 0);
        };
    }
}
