package org.storagesim.validation.trace;

import java.io.BufferedReader;
import java.io.IOException;
import org.storagesim.devices.IoOp;

/**
 * DiskSim's {@code validate} format, recorded closed loop at queue depth 1 on real drives:
 * {@code R|W cacheOutcome blockNumber blockCount serviceMicros thinkMicros} with 512-byte blocks;
 * {@code thinkMicros} is the pause after the previous request completed.
 */
public final class DiskSimValidateReader implements TraceReader {
    private static final int BLOCK = 512;

    @Override
    public String format() {
        return "disksim";
    }

    @Override
    public String description() {
        return "DiskSim validate traces: R|W outcome block count serviceMicros thinkMicros (closed loop)";
    }

    @Override
    public Trace read(BufferedReader in, String source) throws IOException {
        Trace trace = new Trace();
        String line;
        long number = 0;
        while ((line = in.readLine()) != null) {
            number++;
            String s = line.trim();
            if (s.isEmpty() || s.startsWith("#")) {
                continue;
            }
            String[] f = s.split("\\s+");
            if (f.length != 6) {
                throw new TraceFormatException(source, number, "expected 6 fields 'R|W outcome block count serviceMicros"
                        + " thinkMicros' but found " + f.length + ": '" + s + "'");
            }
            IoOp op = switch (f[0]) {
                case "R", "r" -> IoOp.READ;
                case "W", "w" -> IoOp.WRITE;
                default -> throw new TraceFormatException(source, number, "direction must be R or W, found '" + f[0] + "'");
            };
            long block = parseLong(f[2], "block number", source, number);
            long count = parseLong(f[3], "block count", source, number);
            if (count < 1) {
                throw new TraceFormatException(source, number, "block count must be at least 1, found " + count);
            }
            long service = micros(f[4], "service time", source, number);
            long think = micros(f[5], "think time", source, number);
            trace.add(op, block * BLOCK, count * BLOCK, -1, think, service, 0);
        }
        if (trace.size() == 0) {
            throw new TraceFormatException(source, number, "the trace has no requests");
        }
        return trace;
    }

    private static long parseLong(String text, String what, String source, long line) {
        try {
            long v = Long.parseLong(text);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new TraceFormatException(source, line, what + " must be a non-negative integer, found '" + text + "'");
        }
    }

    private static long micros(String text, String what, String source, long line) {
        try {
            double v = Double.parseDouble(text);
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new NumberFormatException();
            }
            return Math.round(v * 1000);
        } catch (NumberFormatException e) {
            throw new TraceFormatException(source, line, what + " must be a non-negative number of microseconds, found '"
                    + text + "'");
        }
    }
}
