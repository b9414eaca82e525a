package org.storagesim.validation.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The loop every text trace format shares: read line by line, skip blank and comment lines, hand
 * each other line to a parser made for this read (it may keep state, e.g. to pair events), and
 * apply the bad-line policy to whatever it rejects.
 */
public abstract class LineTraceReader implements TraceReader {
    private static final Pattern COLUMN_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_ ()./-]*");

    /** Parses the lines of one trace into {@code out}. */
    protected interface LineParser {
        /** Parses one line, cut into its fields; throws {@link TraceFormatException} for a line it cannot read. */
        void parse(LineFields fields, Trace out);

        /** Whether reading should stop before this line, given without its surrounding blanks (e.g. a trailing summary section). */
        default boolean endsTrace(String line) {
            return false;
        }

        /** Checks what only the whole file shows, after its {@code lines} lines are read; throws {@link TraceFormatException}. */
        default void finish(Trace out, String source, long lines) {
        }
    }

    protected abstract LineParser newParser();

    /** How the fields of a line are separated (blanks unless the format says otherwise). */
    protected LineFields.Separator separator() {
        return LineFields.Separator.BLANKS;
    }

    /** Whether a line carries no request (blank or a comment). */
    protected boolean ignorable(String trimmed) {
        return trimmed.isEmpty() || trimmed.startsWith("#");
    }

    /** Whether the format's files may open with a line of column names, as CSV exports often do. */
    protected boolean mayHaveHeader() {
        return false;
    }

    /**
     * Whether {@code fields}, the first line that is not blank or a comment, names columns: every
     * field a word (no request field of a CSV format is one: each has numbers, which no name starts with).
     */
    private boolean isHeader(LineFields fields) {
        if (!mayHaveHeader()) {
            return false;
        }
        for (int k = 0; k < fields.count(); k++) {
            if (!COLUMN_NAME.matcher(fields.text(k)).matches()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public Trace read(BufferedReader in, String source, BadLines badLines) throws IOException {
        Trace trace = new Trace();
        LineParser parser = newParser();
        long lines = eachRequestLine(in, source, parser, fields -> {
            try {
                parser.parse(fields, trace);
            } catch (TraceFormatException e) {
                badLines.handle(e);
            }
            return true;
        });
        if (trace.size() == 0) {
            throw new TraceFormatException(source, lines, "the trace has no requests");
        }
        parser.finish(trace, source, lines);
        return trace;
    }

    /**
     * Hands {@code visit} each line that may hold a request (not blank, a comment or a header of
     * column names) until it returns false or {@code parser} ends the trace; returns the number of
     * lines read.
     */
    private long eachRequestLine(BufferedReader in, String source, LineParser parser, Predicate<LineFields> visit)
            throws IOException {
        long number = 0;
        boolean first = true;
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            number++;
            String trimmed = line.trim();
            if (ignorable(trimmed)) {
                continue;
            }
            if (parser.endsTrace(trimmed)) {
                break;
            }
            LineFields fields = LineFields.split(line, separator(), source, number);
            if (first) {
                first = false;
                if (isHeader(fields)) {
                    continue;
                }
            }
            if (!visit.test(fields)) {
                break;
            }
        }
        return number;
    }

    /** Whether each line that is not blank or a comment holds one request (not so in a format that pairs events). */
    protected boolean oneRequestPerLine() {
        return true;
    }

    /**
     * Where request {@code index} (from 0) of {@code file} stands, for a message about it:
     * {@code FILE:LINE} in a format with one request per line, else the file alone.
     */
    public String placeOfRequest(Path file, long index) throws IOException {
        LineFields fields = oneRequestPerLine() ? fieldsOfRequest(file, index) : null;
        return fields == null ? file.toString() : file + ":" + fields.lineNumber();
    }

    /**
     * The fields of request {@code index} (from 0) of a file in a format with one request per
     * line, or null if it has fewer requests; for pointing at a field of a request that was read
     * well but turned out to be wrong later (it names blocks the device does not have). Each line
     * is parsed as reading parses it, so lines skipped as malformed ({@code --skip-bad-lines}) are
     * not counted as requests.
     */
    public LineFields fieldsOfRequest(Path file, long index) throws IOException {
        LineParser parser = newParser();
        Trace scratch = new Trace();
        LineFields[] found = new LineFields[1];
        try (BufferedReader in = TraceReader.open(file)) {
            eachRequestLine(in, file.toString(), parser, fields -> {
                try {
                    parser.parse(fields, scratch);
                } catch (TraceFormatException malformed) {
                    return true;
                }
                if (scratch.size() > index) {
                    found[0] = fields;
                    return false;
                }
                return true;
            });
        }
        return found[0];
    }
}
