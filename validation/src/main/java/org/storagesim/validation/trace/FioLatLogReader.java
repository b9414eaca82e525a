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
    private final boolean replaying;

    /** A reader for replays, which need each request's offset. */
    public FioLatLogReader() {
        this(true);
    }

    private FioLatLogReader(boolean replaying) {
        this.replaying = replaying;
    }

    /** A reader for a log's latencies alone, which also takes a log fio wrote without offsets. */
    public static FioLatLogReader latenciesOnly() {
        return new FioLatLogReader(false);
    }

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
        return new LineParser() {
            /** Whether some line shows that its fifth field is an offset: a sixth field, or a fifth that is not 0. */
            private boolean offsetsShown;

            @Override
            public void parse(LineFields f, Trace trace) {
                f.require(5, LAYOUT);
                long completion = f.wholeNanos(0, "completion time (ms)", 1_000_000);
                long latency = f.wholeNanos(1, "latency (ns)", 1);
                IoOp op = switch (f.text(2)) {
                    case "0" -> IoOp.READ;
                    case "1" -> IoOp.WRITE;
                    case "2" -> IoOp.TRIM;
                    default -> throw f.error(2, "direction must be 0, 1 or 2, found '" + f.text(2) + "'");
                };
                if (f.text(3).equals("0")) {
                    throw f.error(3, "size 0: a log fio averaged over time (log_avg_msec) has no per-I/O records; record"
                            + " the job with log_avg_msec=0");
                }
                long size = f.size(3, "size (bytes)", 1);
                long offset = f.bytes(4, "offset (bytes)", 1);
                offsetsShown |= f.count() > 5 || offset != 0;
                trace.add(op, offset, size, Math.max(0, completion - latency), -1, latency, 0);
            }

            /**
             * fio writes the offset only with log_offset=1; without it, fio 3 writes the priority, often 0
             * for every I/O, in the fifth field. Read as offsets, those would put every request at block 0.
             */
            @Override
            public void finish(Trace trace, String source, long lines) {
                if (replaying && trace.size() > 1 && !offsetsShown) {
                    throw new TraceFormatException(source, lines, "every line has five fields and a fifth of 0: fio"
                            + " writes offsets only with log_offset=1 (then as the fifth of six fields), and without it"
                            + " the fifth is the I/O priority; record the job again with log_offset=1");
                }
            }
        };
    }
}
