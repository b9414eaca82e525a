package org.storagesim.validation.trace;

/** A trace line that cannot be read: names the file, the line number and what was expected. */
public final class TraceFormatException extends RuntimeException {
    private final String source;
    private final long line;

    public TraceFormatException(String source, long line, String message) {
        super(source + ":" + line + ": " + message);
        this.source = source;
        this.line = line;
    }

    public String source() {
        return source;
    }

    public long line() {
        return line;
    }
}
