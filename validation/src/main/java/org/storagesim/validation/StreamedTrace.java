package org.storagesim.validation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import org.storagesim.validation.metrics.MeasuredSample;
import org.storagesim.validation.metrics.RadixSort;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;

/**
 * A DiskSim validate trace read on a second thread and handed over block by block as it is parsed,
 * so a replay can work through the first requests while later ones are still being read; that
 * thread also keeps the measured service times and, once the file is read, sorts them and makes
 * them ready for comparison. A few blocks go round between the two threads, so a million-request
 * trace leaves no garbage for the collector to copy (its pauses would stop the replay too). Only
 * plain traces stream (see {@link DiskSimValidateReader#readPlainInBlocks}): for any other file,
 * or one that cannot be read, {@link #isPlain} turns false and the caller reads it the ordinary
 * way, which reports what is wrong.
 */
final class StreamedTrace {
    /** Blocks in circulation: one being parsed, one being replayed, some parsed ahead. */
    private static final int BLOCKS = 4;
    private static final Trace END = new Trace(16);
    private static final Trace NOT_PLAIN = new Trace(16);

    private final BlockingQueue<Trace> parsed = new LinkedBlockingQueue<>();
    private final BlockingQueue<Trace> free = new LinkedBlockingQueue<>();
    private final FutureTask<MeasuredSample> measuredSample;
    private final int expectedRequests;
    private volatile boolean cancelled;
    private Trace lent;
    private boolean plain = true;
    private boolean over;

    private StreamedTrace(Path file, int expectedRequests) {
        this.expectedRequests = expectedRequests;
        measuredSample = new FutureTask<>(() -> readAndSort(file));
    }

    /** Starts reading {@code file} on a thread of its own. */
    static StreamedTrace start(Path file) {
        // Plain validate lines take 40 to 50 bytes; a wrong guess only costs a copy.
        long bytes = sizeOrZero(file);
        StreamedTrace t = new StreamedTrace(file, (int) Math.min(1 << 28, Math.max(1 << 14, bytes / 40)));
        Thread reader = new Thread(t.measuredSample, "trace-read");
        reader.setDaemon(true);
        reader.start();
        return t;
    }

    private static long sizeOrZero(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return 0; // the reading thread reports it
        }
    }

    /** About how many requests the trace holds, from its size. */
    int expectedRequests() {
        return expectedRequests;
    }

    private MeasuredSample readAndSort(Path file) throws IOException {
        Lender lender = new Lender();
        boolean ok = false;
        try {
            ok = DiskSimValidateReader.readPlainInBlocks(file, lender);
        } finally {
            parsed.add(ok ? END : NOT_PLAIN);
        }
        return ok ? MeasuredSample.ofSorted(lender.measured.sorted()) : null;
    }

    /** The reading thread's side: lends the scanner blocks, passes the parsed ones on, keeps the measured times. */
    private final class Lender implements DiskSimValidateReader.BlockSink {
        private final MeasuredTimes measured = new MeasuredTimes(expectedRequests);
        private int made;

        @Override
        public Trace emptyBlock() {
            Trace block = free.poll();
            if (block == null && made < BLOCKS) {
                // Made here, as needed, rather than by the thread that will replay them.
                block = new Trace(1 << 15);
                made++;
            } else if (block == null) {
                block = take(free);
            }
            if (cancelled) {
                throw new CancellationException("trace no longer wanted");
            }
            return block;
        }

        @Override
        public void accept(Trace block) {
            measured.add(block);
            parsed.add(block);
        }
    }

    /**
     * The next block of requests, or null when the trace is over or turned out not to be plain. The
     * block returned by the previous call goes back to the reading thread, so use it up first.
     */
    Trace next() {
        if (lent != null) {
            free.add(lent);
            lent = null;
        }
        if (over) {
            return null;
        }
        Trace block = take(parsed);
        if (block == END || block == NOT_PLAIN) {
            over = true;
            plain = block == END;
            return null;
        }
        lent = block;
        return block;
    }

    /** Whether the file was read as a plain trace; final once {@link #next} has returned null. */
    boolean isPlain() {
        return plain;
    }

    /** The measured service times of the whole (plain) trace, sorted and ready for comparison. */
    MeasuredSample measuredSample() {
        return DiskSimValidation.joined(measuredSample);
    }

    /** Stops reading at the next block (the trace is not needed after all). */
    void cancel() {
        cancelled = true;
        free.add(new Trace(16)); // wakes the reading thread if it waits for a block
    }

    private static Trace take(BlockingQueue<Trace> queue) {
        try {
            return queue.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the trace", e);
        }
    }

    /** The measured service times gathered block by block on the reading thread. */
    private static final class MeasuredTimes {
        private long[] values;
        private int size;
        private boolean complete = true;

        MeasuredTimes(int expected) {
            values = new long[expected];
        }

        void add(Trace block) {
            int n = block.size();
            if (size + n > values.length) {
                values = Arrays.copyOf(values, Math.max(size + n, 2 * values.length));
            }
            for (int i = 0; i < n; i++) {
                long m = block.measured(i);
                complete &= m >= 0;
                values[size++] = m;
            }
        }

        /** Sorted ascending; empty if some request has no measured time (as {@link Trace#measuredTimes}). */
        long[] sorted() {
            if (!complete) {
                return new long[0];
            }
            long[] all = Arrays.copyOf(values, size);
            RadixSort.sort(all);
            return all;
        }
    }
}
