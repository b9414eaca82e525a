package org.storagesim.validation.trace;

/**
 * A trace that cannot be read: names the file, the line and, where one field is at fault, the
 * column where it starts ({@code file:line:column: what is wrong}), then what was expected.
 */
public final class TraceFormatException extends RuntimeException {
    private final String source;
    private final long line;
    private final int column;

    /** An error at {@code column} (from 1) of {@code line}. */
    public TraceFormatException(String source, long line, int column, String message) {
        super(source + ":" + line + ":" + column + ": " + message);
        this.source = source;
        this.line = line;
        this.column = column;
    }

    /** An error about the file as a whole (it holds no request), reported at its last line. */
    public TraceFormatException(String source, long line, String message) {
        super(source + ":" + line + ": " + message);
        this.source = source;
        this.line = line;
        this.column = 0;
    }

    /** An error about the file as a whole that no line can be named for (its bytes are not text that can be read). */
    public TraceFormatException(String source, String message) {
        super(source + ": " + message);
        this.source = source;
        this.line = 0;
        this.column = 0;
    }

    public String source() {
        return source;
    }

    public long line() {
        return line;
    }

    /** The column (from 1) of the field at fault, or 0 when the error is about the whole file. */
    public int column() {
        return column;
    }
}
