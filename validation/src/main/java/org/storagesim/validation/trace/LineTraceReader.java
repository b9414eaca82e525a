package org.storagesim.validation.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The loop every text trace format shares: read line by line, skip blank and comment lines, hand
 * each other line to a parser made for this read (it may keep state, e.g. to pair events), and
 * apply the bad-line policy to whatever it rejects.
 */
public abstract class LineTraceReader implements TraceReader {

    /** Parses the lines of one trace into {@code out}. */
    protected interface LineParser {
        /** Parses one line; throws {@link TraceFormatException} for a line it cannot read. */
        void parse(String line, String source, long lineNumber, Trace out);

        /** Whether reading should stop before this line (e.g. a trailing summary section). */
        default boolean endsTrace(String line) {
            return false;
        }
    }

    protected abstract LineParser newParser();

    /** Whether a line carries no request (blank or a comment). */
    protected boolean ignorable(String trimmed) {
        return trimmed.isEmpty() || trimmed.startsWith("#");
    }

    @Override
    public Trace read(BufferedReader in, String source, BadLines badLines) throws IOException {
        Trace trace = new Trace();
        LineParser parser = newParser();
        long number = 0;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            String trimmed = line.trim();
            if (ignorable(trimmed)) {
                continue;
            }
            if (parser.endsTrace(trimmed)) {
                break;
            }
            try {
                parser.parse(trimmed, source, number, trace);
            } catch (TraceFormatException e) {
                badLines.handle(e);
            }
        }
        if (trace.size() == 0) {
            throw new TraceFormatException(source, number, "the trace has no requests");
        }
        return trace;
    }

    /**
     * The line number (from 1) of request {@code index} (from 0) of a file in a format with one
     * request per line, or 0 if it has fewer requests; for pointing at the line of a request that
     * was read well but turned out to be wrong later (it names blocks the device does not have).
     */
    public long lineOfRequest(Path file, long index) throws IOException {
        try (BufferedReader in = TraceReader.open(file)) {
            long number = 0;
            long requests = 0;
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                number++;
                if (!ignorable(line.trim()) && requests++ == index) {
                    return number;
                }
            }
        }
        return 0;
    }

    /** A non-negative integer field, or an error naming it. */
    protected static long nonNegativeLong(String text, String what, String source, long line) {
        try {
            long v = Long.parseLong(text.trim());
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new TraceFormatException(source, line, what + " must be a non-negative integer, found '" + text + "'");
    }

    /** A non-negative decimal field, or an error naming it. */
    protected static double nonNegativeDouble(String text, String what, String source, long line) {
        try {
            double v = Double.parseDouble(text.trim());
            if (v >= 0 && !Double.isInfinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new TraceFormatException(source, line, what + " must be a non-negative number, found '" + text + "'");
    }

    /** Splits on whitespace, requiring at least {@code min} fields described by {@code layout}. */
    protected static String[] fields(String line, String separatorRegex, int min, String layout, String source,
                                     long number) {
        String[] f = line.split(separatorRegex);
        if (f.length < min) {
            throw new TraceFormatException(source, number, "expected " + min + " fields '" + layout + "' but found "
                    + f.length + ": '" + line + "'");
        }
        return f;
    }
}
