package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * A fast path for well-formed DiskSim validate traces: scans the file's bytes in place, with no
 * string or object per line, so reading a million-request trace takes tens of milliseconds rather
 * than seconds. It accepts only the plain form ({@code R|W outcome block count micros micros}, plain
 * decimals); on anything else it gives up and the line-by-line reader, which reports errors with
 * file and line, reads the file instead. Both produce the same trace.
 */
final class DiskSimValidateScanner {
    private static final int BLOCK = 512;
    /** Signals a line outside the plain form. */
    private static final long REJECT = -1;

    /** Below this size one thread scans the whole file. */
    private static final int PARALLEL_MIN_BYTES = 1 << 22;

    private final byte[] b;
    private final int end;
    private int pos;

    private DiskSimValidateScanner(byte[] bytes, int from, int to) {
        this.b = bytes;
        this.pos = from;
        this.end = to;
    }

    /**
     * The trace in {@code bytes}, or null if some line is not in the plain form. Large files are
     * cut at line ends into one piece per processor, scanned in parallel and joined in order.
     */
    static Trace scan(byte[] bytes) {
        int pieces = bytes.length < PARALLEL_MIN_BYTES ? 1 : Math.min(4, Runtime.getRuntime().availableProcessors());
        int[] cut = new int[pieces + 1];
        cut[pieces] = bytes.length;
        for (int i = 1; i < pieces; i++) {
            int c = Math.max(cut[i - 1], (int) ((long) bytes.length * i / pieces));
            while (c < bytes.length && bytes[c - 1] != '\n') {
                c++;
            }
            cut[i] = c;
        }
        Trace[] parts = new Trace[pieces];
        Thread[] helpers = new Thread[pieces - 1];
        for (int i = 1; i < pieces; i++) {
            int piece = i;
            helpers[i - 1] = new Thread(() -> parts[piece] = new DiskSimValidateScanner(bytes, cut[piece], cut[piece + 1])
                    .scanAll(), "trace-scan-" + i);
            helpers[i - 1].start();
        }
        parts[0] = new DiskSimValidateScanner(bytes, 0, cut[1]).scanAll();
        try {
            for (Thread t : helpers) {
                t.join();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        for (Trace part : parts) {
            if (part == null) {
                return null;
            }
        }
        if (pieces == 1) {
            return parts[0].size() == 0 ? null : parts[0];
        }
        int total = 0;
        for (Trace part : parts) {
            total += part.size();
        }
        Trace all = new Trace(total);
        for (Trace part : parts) {
            all.append(part);
        }
        return all.size() == 0 ? null : all;
    }

    private Trace scanAll() {
        Trace trace = new Trace(countLines());
        while (pos < end) {
            skipBlanks();
            if (pos >= end) {
                break;
            }
            byte c = b[pos];
            if (c == '\n' || c == '\r' || c == '#') {
                skipLine();
                continue;
            }
            IoOp op;
            if (c == 'R' || c == 'r') {
                op = IoOp.READ;
            } else if (c == 'W' || c == 'w') {
                op = IoOp.WRITE;
            } else {
                return null;
            }
            pos++;
            if (!blanks() || !token() || !blanks()) {
                return null;
            }
            long block = integer();
            long count = blanks() ? integer() : REJECT;
            long service = blanks() ? microsAsNanos() : REJECT;
            long think = blanks() ? microsAsNanos() : REJECT;
            skipBlanks();
            if (block < 0 || count < 1 || service < 0 || think < 0 || !endOfLine()) {
                return null;
            }
            trace.add(op, block * BLOCK, count * BLOCK, -1, think, service, 0);
        }
        return trace;
    }

    private int countLines() {
        int n = 1;
        for (int i = pos; i < end; i++) {
            if (b[i] == '\n') {
                n++;
            }
        }
        return n;
    }

    private static boolean blank(byte c) {
        return c == ' ' || c == '\t';
    }

    private void skipBlanks() {
        while (pos < end && blank(b[pos])) {
            pos++;
        }
    }

    /** Skips at least one blank. */
    private boolean blanks() {
        int start = pos;
        skipBlanks();
        return pos > start;
    }

    /** Skips a run of non-blank characters (the cache outcome column). */
    private boolean token() {
        int start = pos;
        while (pos < end && !blank(b[pos]) && b[pos] != '\n' && b[pos] != '\r') {
            pos++;
        }
        return pos > start;
    }

    private boolean endOfLine() {
        if (pos < end && b[pos] == '\r') {
            pos++;
        }
        if (pos < end && b[pos] != '\n') {
            return false;
        }
        pos++;
        return true;
    }

    private void skipLine() {
        while (pos < end && b[pos] != '\n') {
            pos++;
        }
        pos++;
    }

    /** Up to 15 decimal digits, or {@link #REJECT}. */
    private long integer() {
        long v = 0;
        int start = pos;
        while (pos < end && b[pos] >= '0' && b[pos] <= '9' && pos - start < 15) {
            v = v * 10 + (b[pos++] - '0');
        }
        return pos > start && (pos >= end || b[pos] < '0' || b[pos] > '9') ? v : REJECT;
    }

    /**
     * A non-negative decimal number of microseconds as nanoseconds. Digits past the third decimal
     * place must be zeros (as in the published traces); otherwise the scan rejects, so rounding is
     * never in question.
     */
    private long microsAsNanos() {
        long whole = integer();
        if (whole < 0) {
            return REJECT;
        }
        long nanos = whole * 1000;
        if (pos < end && b[pos] == '.') {
            pos++;
            int digits = 0;
            long fraction = 0;
            while (pos < end && b[pos] >= '0' && b[pos] <= '9') {
                int d = b[pos++] - '0';
                if (digits < 3) {
                    fraction = fraction * 10 + d;
                } else if (d != 0) {
                    return REJECT;
                }
                digits++;
            }
            for (int i = digits; i < 3; i++) {
                fraction *= 10;
            }
            nanos += fraction;
        }
        return nanos;
    }
}
