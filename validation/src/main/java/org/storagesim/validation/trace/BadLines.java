package org.storagesim.validation.trace;

/**
 * What to do with a line that cannot be read: stop with an error naming the file and line (the
 * default), or skip it and count it, keeping the first error to show the user.
 */
public final class BadLines {
    private final boolean skip;
    private long skipped;
    private TraceFormatException first;

    private BadLines(boolean skip) {
        this.skip = skip;
    }

    public static BadLines strict() {
        return new BadLines(false);
    }

    public static BadLines skipping() {
        return new BadLines(true);
    }

    /** Throws the error, or counts it when skipping. */
    void handle(TraceFormatException e) {
        if (!skip) {
            throw e;
        }
        if (first == null) {
            first = e;
        }
        skipped++;
    }

    public long skipped() {
        return skipped;
    }

    /** The first skipped line's error, or null. */
    public TraceFormatException firstError() {
        return first;
    }
}
