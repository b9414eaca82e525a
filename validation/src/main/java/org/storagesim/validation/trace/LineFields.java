package org.storagesim.validation.trace;

import java.util.Arrays;

/**
 * One trace line cut into fields, each remembering the column where it starts, so that an error
 * about a field points at it ({@code file:line:column: what is wrong}). Fields are separated by
 * runs of blanks, or by commas with any blanks around them trimmed off.
 */
public final class LineFields {
    /** How the fields of a format's lines are separated. */
    public enum Separator { BLANKS, COMMAS }

    private final String line;
    private final String source;
    private final long number;
    private String[] texts = new String[8];
    private int[] columns = new int[8];
    private int count;

    private LineFields(String line, String source, long number) {
        this.line = line;
        this.source = source;
        this.number = number;
    }

    /** Cuts {@code line}, line {@code number} of {@code source}, into its fields. */
    public static LineFields split(String line, Separator separator, String source, long number) {
        LineFields f = new LineFields(line, source, number);
        if (separator == Separator.BLANKS) {
            f.splitOnBlanks();
        } else {
            f.splitOnCommas();
        }
        return f;
    }

    private void splitOnBlanks() {
        int i = 0;
        int n = line.length();
        while (true) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i == n) {
                return;
            }
            int start = i;
            while (i < n && !Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            add(line.substring(start, i), start);
        }
    }

    private void splitOnCommas() {
        int start = 0;
        while (true) {
            int comma = line.indexOf(',', start);
            int end = comma < 0 ? line.length() : comma;
            int from = start;
            while (from < end && Character.isWhitespace(line.charAt(from))) {
                from++;
            }
            add(line.substring(from, end).trim(), from);
            if (comma < 0) {
                return;
            }
            start = comma + 1;
        }
    }

    private void add(String text, int index) {
        if (count == texts.length) {
            texts = Arrays.copyOf(texts, 2 * count);
            columns = Arrays.copyOf(columns, 2 * count);
        }
        texts[count] = text;
        columns[count] = index + 1;
        count++;
    }

    /** The line's number in its source, from 1. */
    public long lineNumber() {
        return number;
    }

    public int count() {
        return count;
    }

    /** Field {@code k} (from 0), without the blanks around it. */
    public String text(int k) {
        return texts[k];
    }

    /** The column (from 1) where field {@code k} starts. */
    public int column(int k) {
        return columns[k];
    }

    /** Requires at least {@code min} fields, laid out as {@code layout}; else an error where the first missing one would start. */
    public LineFields require(int min, String layout) {
        if (count < min) {
            throw new TraceFormatException(source, number, line.stripTrailing().length() + 1, "expected " + min
                    + " fields '" + layout + "' but found " + count + ": '" + line.trim() + "'");
        }
        return this;
    }

    /** Field {@code k} as a non-negative integer, or an error at it naming {@code what}. */
    public long nonNegativeLong(int k, String what) {
        try {
            long v = Long.parseLong(texts[k]);
            if (v >= 0) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(k, what + " must be a non-negative integer, found '" + texts[k] + "'");
    }

    /** Field {@code k} as a finite non-negative number, or an error at it naming {@code what}. */
    public double nonNegativeDouble(int k, String what) {
        try {
            double v = Double.parseDouble(texts[k]);
            if (v >= 0 && !Double.isInfinite(v)) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw error(k, what + " must be a non-negative number, found '" + texts[k] + "'");
    }

    /** Field {@code k} as a non-negative integer that fits an int (an id), or an error at it naming {@code what}. */
    public int nonNegativeInt(int k, String what) {
        long v = nonNegativeLong(k, what);
        if (v > Integer.MAX_VALUE) {
            throw error(k, what + " must be at most " + Integer.MAX_VALUE + ", found '" + texts[k] + "'");
        }
        return (int) v;
    }

    /**
     * Field {@code k}, a request's size: as {@link #bytes} but at least one unit, since a request
     * that moves no data is never sent to a device (and devices would time it differently).
     */
    public long size(int k, String what, long unitBytes) {
        long v = bytes(k, what, unitBytes);
        if (v == 0) {
            throw error(k, what + " must be at least 1, found '" + texts[k] + "'");
        }
        return v;
    }

    /**
     * Field {@code k}, a non-negative whole number of units of {@code unitBytes}, in bytes; an error
     * at it unless that is at most {@link Trace#MAX_BYTES}.
     */
    public long bytes(int k, String what, long unitBytes) {
        long v = nonNegativeLong(k, what);
        if (v > Trace.MAX_BYTES / unitBytes) {
            throw error(k, what + " must be at most " + Trace.MAX_BYTES / unitBytes + ", found '" + texts[k] + "'");
        }
        return v * unitBytes;
    }

    /**
     * Field {@code k}, a non-negative number of units of {@code nanosPerUnit} ns, in whole
     * nanoseconds; an error at it unless that is at most {@link Trace#MAX_NANOS} (about 104 days).
     */
    public long nanos(int k, String what, double nanosPerUnit) {
        double ns = nonNegativeDouble(k, what) * nanosPerUnit;
        if (ns > Trace.MAX_NANOS) {
            throw tooLong(k, what, nanosPerUnit);
        }
        return Math.round(ns);
    }

    /** As {@link #nanos}, for a field that is a whole number of units (read exactly, as a long). */
    public long wholeNanos(int k, String what, long nanosPerUnit) {
        long v = nonNegativeLong(k, what);
        if (v > Trace.MAX_NANOS / nanosPerUnit) {
            throw tooLong(k, what, nanosPerUnit);
        }
        return v * nanosPerUnit;
    }

    private TraceFormatException tooLong(int k, String what, double nanosPerUnit) {
        return error(k, what + " must be at most " + (long) (Trace.MAX_NANOS / nanosPerUnit)
                + " (104 days), found '" + texts[k] + "'");
    }

    /** An error about field {@code k}, pointing at its column. */
    public TraceFormatException error(int k, String message) {
        return new TraceFormatException(source, number, columns[k], message);
    }
}
