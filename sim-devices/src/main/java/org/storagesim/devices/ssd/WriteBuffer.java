package org.storagesim.devices.ssd;

import java.util.Arrays;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.ProgramSink;

/**
 * The controller's DRAM write buffer. A host write completes once its pages are in the buffer;
 * each page's space is released when its flash program ends, and a full buffer makes the next
 * page wait for the earliest release. The release times live in a min-heap on a long array. With
 * no capacity the buffer is write-through: a write completes when its own pages are programmed.
 *
 * <p>When pages go to the FTL is the flush policy:
 * <ul>
 * <li>eager: at once (the FTL programs them in multi-plane groups as they fill);</li>
 * <li>watermark: they stay dirty in DRAM, where a rewrite overwrites them and a read finds them,
 *     until the dirty pages reach the high-water mark; then the least recently written go to the
 *     FTL until the low-water mark is reached (the high/low-mark destaging of Varma and Jacobson,
 *     "Destage algorithms for disk arrays with non-volatile caches", ISCA 1995). A flush command
 *     hands over every dirty page.</li>
 * </ul>
 */
final class WriteBuffer implements ProgramSink {
    private final int capacityPages;
    /** Pages waiting in DRAM under the watermark policy; null when eager. */
    private final DirtyPages dirty;
    private final int highWaterPages;
    private final int lowWaterPages;
    private long[] heap = new long[64];
    private int size;
    private long latestDone;
    private long absorbedPages;
    private long readHits;

    private WriteBuffer(int capacityPages, DirtyPages dirty, int highWaterPages, int lowWaterPages) {
        this.capacityPages = capacityPages;
        this.dirty = dirty;
        this.highWaterPages = highWaterPages;
        this.lowWaterPages = lowWaterPages;
    }

    static WriteBuffer of(WriteBufferPolicy policy, int pageBytes) {
        int pages = (int) Math.min(Integer.MAX_VALUE, policy.bytes() / pageBytes);
        if (!policy.watermark() || pages == 0) {
            return new WriteBuffer(pages, null, 0, 0);
        }
        int high = Math.max(1, (int) Math.ceil(policy.highWater() * pages));
        return new WriteBuffer(pages, new DirtyPages(pages), high, (int) Math.floor(policy.lowWater() * pages));
    }

    boolean writeThrough() {
        return capacityPages == 0;
    }

    /**
     * Takes one host page into the buffer once its data arrives at {@code t}; returns when it is
     * in. {@code partial}: the host wrote only some of the page's sectors.
     */
    long accept(int lpn, boolean partial, long t, Ftl ftl) {
        if (dirty == null) {
            long in = admit(t, ftl);
            ftl.write(lpn, partial, in);
            return in;
        }
        if (dirty.overwrite(lpn, partial)) {
            absorbedPages++;
            return t;
        }
        long in = admit(t, ftl);
        dirty.add(lpn, partial);
        if (dirty.size() >= highWaterPages) {
            while (dirty.size() > lowWaterPages) {
                destageOldest(in, ftl);
            }
        }
        return in;
    }

    /** When one more page fits, given that its data arrives at {@code t}. */
    private long admit(long t, Ftl ftl) {
        while (size > 0 && heap[0] <= t) {
            pop();
        }
        while (size + dirtyPages() + ftl.pendingPages() >= capacityPages) {
            if (size > 0) {
                t = Math.max(t, pop());
            } else if (ftl.pendingPages() > 0) {
                ftl.flush(t);
            } else {
                destageOldest(t, ftl);
            }
        }
        return t;
    }

    private int dirtyPages() {
        return dirty == null ? 0 : dirty.size();
    }

    /** Hands the least recently written dirty page to the FTL at {@code t}. */
    private void destageOldest(long t, Ftl ftl) {
        int lpn = dirty.oldestPage();
        boolean partial = dirty.oldestIsPartial();
        dirty.remove(lpn);
        ftl.write(lpn, partial, t);
    }

    /** Whether a read of {@code lpn} is served from DRAM (the buffer holds all of its newest data); counts it if so. */
    boolean servesRead(int lpn) {
        if (dirty != null && dirty.holdsWhole(lpn)) {
            readHits++;
            return true;
        }
        return false;
    }

    /** Whether no page waits in DRAM for the FTL (always so when eager). */
    boolean clean() {
        return dirty == null || dirty.size() == 0;
    }

    /** Drops {@code lpn}'s dirty copy (TRIM): it will never be programmed. */
    void discard(int lpn) {
        if (dirty != null) {
            dirty.remove(lpn);
        }
    }

    /** Hands every page to the FTL at {@code t} and has it program them; returns when all of them are durable. */
    long flush(long t, Ftl ftl) {
        while (!clean()) {
            destageOldest(t, ftl);
        }
        ftl.flush(t);
        return Math.max(t, latestDone);
    }

    @Override
    public void programmed(long doneNanos, int hostPages) {
        latestDone = Math.max(latestDone, doneNanos);
        if (capacityPages == 0) {
            return;
        }
        for (int i = 0; i < hostPages; i++) {
            push(doneNanos);
        }
    }

    /** The latest program end reported so far: when everything handed over is durable. */
    long latestDone() {
        return latestDone;
    }

    /** Host page writes that overwrote a dirty page in DRAM, so never reached the FTL. */
    long absorbedPages() {
        return absorbedPages;
    }

    /** Host page reads served from DRAM. */
    long readHits() {
        return readHits;
    }

    private void push(long v) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= v) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = v;
    }

    private long pop() {
        long top = heap[0];
        long last = heap[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= last) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return top;
    }
}
