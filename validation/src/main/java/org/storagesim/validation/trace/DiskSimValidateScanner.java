package org.storagesim.validation.trace;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import org.storagesim.devices.IoOp;

/**
 * A fast path for well-formed DiskSim validate traces: reads the file in chunks into one reused
 * buffer and parses each chunk's bytes in a single tight loop, with no string or object per line,
 * so a million-request trace costs tens of milliseconds. It accepts only the plain form
 * ({@code R|W outcome block count micros micros}, plain decimals); on anything else it gives up and
 * the line-by-line reader, which reports errors with file and line, reads the file instead. Both
 * produce the same trace. Large files are cut at a line end into two halves scanned in parallel.
 */
final class DiskSimValidateScanner {
    private static final int BLOCK = 512;
    private static final int CHUNK = 1 << 20;
    /** Below this size one thread scans the whole file. */
    private static final long PARALLEL_MIN_BYTES = 1 << 22;
    /** Numbers of up to this many digits cannot overflow a long. */
    private static final int MAX_DIGITS = 15;

    private final byte[] b = new byte[CHUNK + 1];
    private int pos;

    private DiskSimValidateScanner() {
    }

    /** The trace in {@code file}, or null if some line is not in the plain form. */
    static Trace scan(FileChannel file) throws IOException {
        long size = file.size();
        long cut = size < PARALLEL_MIN_BYTES || Runtime.getRuntime().availableProcessors() < 2 ? size : lineStartAfter(file, size / 2);
        if (cut >= size) {
            Trace all = new DiskSimValidateScanner().scanRange(file, 0, size, size, null);
            return all == null || all.size() == 0 ? null : all;
        }
        Trace[] second = new Trace[1];
        IOException[] failure = new IOException[1];
        Thread helper = new Thread(() -> {
            try {
                second[0] = new DiskSimValidateScanner().scanRange(file, cut, size, size - cut, null);
            } catch (IOException e) {
                failure[0] = e;
            }
        }, "trace-scan");
        helper.start();
        // The first half's trace gets room for the whole file, so joining copies only the second half.
        Trace first = new DiskSimValidateScanner().scanRange(file, 0, cut, size, null);
        try {
            helper.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
        if (failure[0] != null) {
            throw failure[0];
        }
        if (first == null || second[0] == null) {
            return null;
        }
        first.append(second[0]);
        return first.size() == 0 ? null : first;
    }

    /**
     * Scans the whole file on the calling thread and hands each chunk's requests to {@code sink} as
     * soon as they are parsed, in file order, so a consumer can start on the first requests while
     * later ones are read. False if some line is not in the plain form or there is no request (the
     * blocks handed over are then to be dropped).
     */
    static boolean scanInBlocks(FileChannel file, DiskSimValidateReader.BlockSink sink) throws IOException {
        long[] requests = {0};
        DiskSimValidateReader.BlockSink counting = new DiskSimValidateReader.BlockSink() {
            @Override
            public Trace emptyBlock() {
                return sink.emptyBlock();
            }

            @Override
            public void accept(Trace block) {
                requests[0] += block.size();
                sink.accept(block);
            }
        };
        Trace last = new DiskSimValidateScanner().scanRange(file, 0, file.size(), 0, counting);
        return last != null && requests[0] > 0;
    }

    /** Position just past the first line end at or after {@code from - 1}, or the file size if none is near. */
    private static long lineStartAfter(FileChannel file, long from) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(4096);
        long at = from - 1;
        if (file.read(buf, at) <= 0) {
            return file.size();
        }
        for (int i = 0; i < buf.position(); i++) {
            if (buf.get(i) == '\n') {
                return at + i + 1;
            }
        }
        return file.size();
    }

    /**
     * Scans {@code [from, to)}, which starts at a line start; {@code roomForBytes} sizes the trace
     * (estimated from the first chunk's bytes per request). With a {@code sink}, each chunk goes into
     * a block the sink lends and is handed over once parsed; the last block is returned. Null if a
     * line is not in the plain form.
     */
    private Trace scanRange(FileChannel file, long from, long to, long roomForBytes,
                            DiskSimValidateReader.BlockSink sink) throws IOException {
        Trace trace = null;
        long at = from;
        while (at < to) {
            int want = (int) Math.min(CHUNK, to - at);
            ByteBuffer buf = ByteBuffer.wrap(b, 0, want);
            while (buf.hasRemaining()) {
                if (file.read(buf, at + buf.position()) < 0) {
                    return null; // the file shrank while being read
                }
            }
            int usable;
            if (at + want >= to) {
                b[want] = '\n'; // the last line may lack its line end
                usable = want + 1;
            } else {
                usable = lastLineEnd(want) + 1;
                if (usable == 0) {
                    return null; // a line longer than a chunk is not a plain trace line
                }
            }
            if (sink != null) {
                trace = sink.emptyBlock();
                trace.clear();
            } else if (trace == null) {
                int linesHere = Math.max(1, countLines(usable));
                trace = new Trace((int) Math.min(Integer.MAX_VALUE - 16, roomForBytes * linesHere / usable + 16));
            }
            if (!parseLines(usable, trace)) {
                return null;
            }
            if (sink != null) {
                sink.accept(trace);
            }
            at += Math.min(usable, want);
        }
        return trace == null ? new Trace(16) : trace;
    }

    private int lastLineEnd(int length) {
        for (int i = length - 1; i >= 0; i--) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    private int countLines(int length) {
        int n = 0;
        for (int i = 0; i < length; i++) {
            if (b[i] == '\n') {
                n++;
            }
        }
        return n;
    }

    /** Parses the lines in {@code b[0, end)}, each ending in '\n'; false at the first line not in the plain form. */
    private boolean parseLines(int end, Trace trace) {
        byte[] b = this.b;
        int p = 0;
        while (p < end) {
            byte c;
            while ((c = b[p]) == ' ' || c == '\t') {
                p++;
            }
            if (c == '\n' || c == '\r' || c == '#') {
                while (b[p] != '\n') {
                    p++;
                }
                p++;
                continue;
            }
            IoOp op;
            if (c == 'R' || c == 'r') {
                op = IoOp.READ;
            } else if (c == 'W' || c == 'w') {
                op = IoOp.WRITE;
            } else {
                return false;
            }
            p++;
            int s = p;
            while ((c = b[p]) == ' ' || c == '\t') {
                p++;
            }
            if (p == s) {
                return false;
            }
            s = p;
            while ((c = b[p]) != ' ' && c != '\t' && c != '\n' && c != '\r') {
                p++;
            }
            if (p == s) {
                return false;
            }
            pos = p;
            long block = blanksThenInteger();
            long count = blanksThenInteger();
            long service = blanksThenMicros();
            long think = blanksThenMicros();
            p = pos;
            while ((c = b[p]) == ' ' || c == '\t') {
                p++;
            }
            if (c == '\r') {
                c = b[++p];
            }
            if (block < 0 || count < 1 || service < 0 || think < 0 || service > Trace.MAX_NANOS
                    || think > Trace.MAX_NANOS || c != '\n') {
                return false;
            }
            p++;
            trace.add(op, block * BLOCK, count * BLOCK, -1, think, service, 0);
        }
        return true;
    }

    /** At least one blank, then a plain decimal integer of up to 15 digits; -1 if not. */
    private long blanksThenInteger() {
        byte[] b = this.b;
        int p = pos;
        int s = p;
        byte c;
        while ((c = b[p]) == ' ' || c == '\t') {
            p++;
        }
        if (p == s) {
            return -1;
        }
        long v = 0;
        s = p;
        int d;
        while ((d = b[p] - '0') >= 0 && d <= 9) {
            v = v * 10 + d;
            p++;
        }
        pos = p;
        return p == s || p - s > MAX_DIGITS ? -1 : v;
    }

    /**
     * At least one blank, then a non-negative decimal number of microseconds, as nanoseconds. Digits
     * past the third decimal place must be zeros (as in the published traces), so rounding is never
     * in question; -1 if not.
     */
    private long blanksThenMicros() {
        long whole = blanksThenInteger();
        if (whole < 0) {
            return -1;
        }
        byte[] b = this.b;
        int p = pos;
        long nanos = whole * 1000;
        if (b[p] == '.') {
            p++;
            int digits = 0;
            long fraction = 0;
            int d;
            while ((d = b[p] - '0') >= 0 && d <= 9) {
                if (digits < 3) {
                    fraction = fraction * 10 + d;
                } else if (d != 0) {
                    pos = p;
                    return -1;
                }
                digits++;
                p++;
            }
            for (int i = digits; i < 3; i++) {
                fraction *= 10;
            }
            nanos += fraction;
        }
        pos = p;
        return nanos;
    }
}
