package org.storagesim.devices.ssd;

import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.flash.Timeline;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.FtlStats;

/**
 * A flash drive: host interface → controller (command handling, read-ahead, DRAM write buffer) →
 * FTL → NAND array, the layering of MQSim. A request takes a command slot (NCQ tag, NVMe queue
 * entry; extra requests wait in the host queue in order), costs controller time, then its pages
 * are served by the FTL on the NAND timeline and its data crosses the link, page by page in
 * order. The whole service is reserved when the request starts, and one event completes it, so
 * a request costs a single kernel event and no allocation.
 */
public final class FlashSsd implements BlockDevice, EventHandler {
    private final Simulation sim;
    private final String name;
    private final Ftl ftl;
    private final HostInterface host;
    private final WriteBuffer buffer;
    private final ReadAhead readAhead;
    private final int pageBytes;
    /** log2 of the page size when it is a power of two (a shift is much cheaper than a long division), else −1. */
    private final int pageShift;
    private final long capacityBytes;
    private final double linkNanosPerByte;
    private final Timeline[] link = {new Timeline(), new Timeline()};
    private final int toHost;
    private final int toDevice;
    private final IoRequest[] slots;
    private final int[] freeSlots;
    private int freeCount;
    private IoRequest[] waiting = new IoRequest[64];
    private int waitHead;
    private int waitCount;
    private long controllerFree;
    private final int readWindowPages;
    private final long[] readWindow;
    private Runnable precondition;
    private long hostPagesWritten;
    /** Bytes of each read of an open read-only stretch whose offsets the FTL is told ahead; 0 when none is open. */
    private int stretchBytes;

    /**
     * @param buffer            DRAM write buffer and its flush policy
     * @param readAheadTrigger  sequential reads before read-ahead starts (0: none)
     * @param readAheadBytes    how far ahead it reads at least
     * @param readAheadMaxBytes how far ahead it reads at most (the window grows with the stream)
     * @param readAheadStreams  sequential streams the read-ahead follows at once
     */
    public FlashSsd(Simulation sim, String name, Ftl ftl, HostInterface host, WriteBufferPolicy buffer, int readAheadTrigger,
                    long readAheadBytes, long readAheadMaxBytes, int readAheadStreams) {
        this.sim = sim;
        this.name = name;
        this.ftl = ftl;
        this.host = host;
        this.pageBytes = ftl.pageBytes();
        this.pageShift = Integer.bitCount(pageBytes) == 1 ? Integer.numberOfTrailingZeros(pageBytes) : -1;
        this.capacityBytes = (long) ftl.logicalPages() * pageBytes;
        this.buffer = WriteBuffer.of(buffer, pageBytes);
        ftl.programSink(this.buffer);
        this.readAhead = new ReadAhead(readAheadTrigger, (int) (readAheadBytes / pageBytes),
                (int) (readAheadMaxBytes / pageBytes), readAheadStreams, pageBytes);
        this.linkNanosPerByte = 1e9 / host.linkBytesPerSec();
        this.toHost = 0;
        this.toDevice = host.protocol().fullDuplex() ? 1 : 0;
        this.slots = new IoRequest[host.queueDepth()];
        this.freeSlots = new int[host.queueDepth()];
        for (int i = 0; i < freeSlots.length; i++) {
            freeSlots[i] = freeSlots.length - 1 - i;
        }
        this.freeCount = freeSlots.length;
        this.readWindowPages = host.readWindowPages();
        this.readWindow = new long[readWindowPages];
    }

    @Override
    public boolean acceptsTrim() {
        return true;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return capacityBytes;
    }

    /**
     * Brings the drive to a used state when it is first used (first request, or first look at its
     * FTL), not when it is built: building a device only to check a scenario or learn its capacity
     * then costs no preconditioning.
     */
    public void preconditionOnFirstUse(Runnable step) {
        this.precondition = step;
    }

    public Ftl ftl() {
        preconditionIfPending();
        return ftl;
    }

    private void preconditionIfPending() {
        if (precondition != null) {
            Runnable step = precondition;
            precondition = null;
            step.run();
        }
    }

    /**
     * The FTL's counters with the host's view of writes: every page the host wrote, including
     * those the write buffer absorbed, and the buffer's read hits.
     */
    public FtlStats activity() {
        return ftl().stats().withBuffer(hostPagesWritten, buffer.absorbedPages(), buffer.readHits());
    }

    public HostInterface hostInterface() {
        return host;
    }

    /** Pages read ahead so far (used or wasted). */
    public long prefetchedPages() {
        return readAhead.prefetchedPages();
    }

    @Override
    public void submit(IoRequest request) {
        preconditionIfPending();
        if (request.end() > capacityBytes) {
            throw new IllegalArgumentException(request + " ends beyond the capacity of " + name + " (" + capacityBytes
                    + " B)");
        }
        if (freeCount > 0) {
            start(freeSlots[--freeCount], request);
        } else {
            enqueue(request);
        }
    }

    @Override
    public void upcoming(long offset) {
        if (stretchBytes > 0) {
            for (int lpn = pageOf(offset), last = pageOf(offset + stretchBytes - 1); lpn <= last; lpn++) {
                ftl.announce(lpn);
            }
        } else if (precondition == null && offset >= 0 && offset < capacityBytes) {
            ftl.prefetch(pageOf(offset));
        }
    }

    /**
     * Lets the FTL look the stretch's pages up ahead. Only when every page of a read goes to the
     * FTL in offset order: no read-ahead (its prefetches read pages nobody announced), no dirty
     * page in the write buffer (a read of it never reaches the FTL) and no request waiting for a
     * command slot from before.
     */
    @Override
    public int beginReadOnlyStretch(int bytes) {
        preconditionIfPending();
        if (bytes <= 0 || readAhead.enabled() || !buffer.clean() || waitCount > 0 || stretchBytes > 0) {
            return 0;
        }
        ftl.advanceTo(sim.now()); // programs over by now no longer keep their pages in DRAM
        int pages = ftl.openLookahead();
        if (pages == 0) {
            return 0;
        }
        stretchBytes = bytes;
        int mostPagesPerRead = (bytes + pageBytes - 2) / pageBytes + 1;
        return pages / mostPagesPerRead;
    }

    @Override
    public void endReadOnlyStretch() {
        if (stretchBytes > 0) {
            stretchBytes = 0;
            ftl.closeLookahead();
        }
    }

    @Override
    public void handle(long slot) {
        int s = (int) slot;
        IoRequest done = slots[s];
        slots[s] = null;
        if (waitCount > 0) {
            start(s, dequeue());
        } else {
            freeSlots[freeCount++] = s;
        }
        done.complete(sim.now());
    }

    private void start(int slot, IoRequest request) {
        slots[slot] = request;
        long now = sim.now();
        ftl.advanceTo(now);
        if (readAhead.enabled()) {
            // Prefetches queued behind earlier commands go first.
            issueDuePrefetches(now);
        }
        long commanded = Math.max(now, controllerFree) + host.commandNanos();
        // Per-page firmware work (mapping lookup, ECC and DMA set-up) keeps the controller busy
        // while the request's own flash operations proceed; reads charge it for the pages they fetch.
        controllerFree = commanded + (request.op() == IoOp.READ ? 0 : host.pageNanos() * pagesOf(request))
                + (request.op() == IoOp.WRITE ? host.writeNanos() : 0);
        long finish;
        switch (request.op()) {
            case READ:
                finish = read(request, commanded);
                break;
            case WRITE:
                finish = write(request, commanded);
                break;
            case TRIM:
                finish = trim(request, commanded);
                break;
            default:
                finish = buffer.flush(commanded, ftl);
        }
        if (readAhead.enabled()) {
            // A stream already in sequential mode keeps its window ahead at once (P4: the drive reads
            // ahead while the current request's data is still on the link), not at the next command.
            issueDuePrefetches(now);
        }
        sim.scheduleAt(finish + host.latencyNanos(), this, slot);
    }

    /** Issues the read-ahead that is due by {@code now}; each fetched page costs firmware time. */
    private void issueDuePrefetches(long now) {
        long before = readAhead.prefetchedPages();
        long hold = readAhead.issueDue(now, ftl);
        long fetched = readAhead.prefetchedPages() - before;
        controllerFree = Math.max(Math.max(controllerFree, now) + fetched * host.readAheadPageNanos(), hold);
    }

    private long pagesOf(IoRequest r) {
        return r.length() == 0 ? 0 : pageOf(r.end() - 1) - pageOf(r.offset()) + 1;
    }

    /** The logical page holding byte {@code byteOffset}; as the division, also for −1 (an empty request's end). */
    private int pageOf(long byteOffset) {
        return (int) (pageShift >= 0 && byteOffset >= 0 ? byteOffset >>> pageShift : byteOffset / pageBytes);
    }

    private long read(IoRequest r, long t) {
        long offset = r.offset();
        long end = r.end();
        int first = pageOf(offset);
        int last = pageOf(end - 1);
        if (first == last && !readAhead.enabled() && buffer.clean()) {
            // One page and no read-ahead, as every small random read: no buffered page to look for,
            // no window slot to wait for (the request's only page has the first) and no stream to follow.
            controllerFree += host.pageNanos();
            int bytes = (int) (end - offset);
            long ready = ftl.read(first, host.wholePageReads() ? pageBytes : bytes, t);
            return Math.max(t, transfer(toHost, ready, bytes));
        }
        long sent = t;
        for (int lpn = first; lpn <= last; lpn++) {
            long from = Math.max(offset, (long) lpn * pageBytes);
            long to = Math.min(end, (long) (lpn + 1) * pageBytes);
            int bytes = (int) (to - from);
            long buffered = readAhead.enabled() ? readAhead.ready(lpn) : -1;
            if (buffered < 0 && buffer.servesRead(lpn)) {
                buffered = t;
            }
            if (buffered < 0) {
                controllerFree += host.pageNanos();
            }
            // With a read window, a page's flash read waits until the page that held its slot in the
            // command's buffer has left over the link.
            int slot = readWindowPages > 0 ? (lpn - first) % readWindowPages : -1;
            long begin = slot >= 0 && lpn - first >= readWindowPages ? Math.max(t, readWindow[slot]) : t;
            long ready = buffered >= 0 ? Math.max(t, buffered)
                    : ftl.read(lpn, host.wholePageReads() ? pageBytes : bytes, begin);
            long out = transfer(toHost, ready, bytes);
            if (slot >= 0) {
                readWindow[slot] = out;
            }
            sent = Math.max(sent, out);
        }
        if (readAhead.enabled()) {
            readAhead.observe(offset, end, controllerFree, ftl.logicalPages());
        }
        return sent;
    }

    private long write(IoRequest r, long t) {
        long arrived = transfer(toDevice, t, r.length());
        long offset = r.offset();
        long end = r.end();
        int first = pageOf(offset);
        int last = pageOf(end - 1);
        if (readAhead.enabled()) {
            readAhead.invalidate(first, last + 1);
        }
        long accepted = arrived;
        hostPagesWritten += last - first + 1;
        for (int lpn = first; lpn <= last; lpn++) {
            boolean partial = offset > (long) lpn * pageBytes || end < (long) (lpn + 1) * pageBytes;
            if (buffer.writeThrough()) {
                ftl.write(lpn, partial, arrived);
            } else {
                accepted = buffer.accept(lpn, partial, accepted, ftl);
            }
        }
        if (buffer.writeThrough()) {
            ftl.flush(arrived);
            return Math.max(arrived, buffer.latestDone());
        }
        return accepted;
    }

    /** Forgets the whole pages of the request; done when the FTL has recorded the last of them. */
    private long trim(IoRequest r, long t) {
        long firstWhole = (r.offset() + pageBytes - 1) / pageBytes;
        long endWhole = r.end() / pageBytes;
        long recorded = t;
        for (long lpn = firstWhole; lpn < endWhole; lpn++) {
            buffer.discard((int) lpn);
            recorded = Math.max(recorded, ftl.trim((int) lpn, t));
        }
        return recorded;
    }

    /** Moves {@code bytes} over the link in one direction once they are ready; returns when they arrive. */
    private long transfer(int direction, long ready, long bytes) {
        return link[direction].take(ready, Math.round(bytes * linkNanosPerByte), sim.now());
    }

    private void enqueue(IoRequest r) {
        if (waitCount == waiting.length) {
            IoRequest[] bigger = new IoRequest[waiting.length * 2];
            for (int i = 0; i < waitCount; i++) {
                bigger[i] = waiting[(waitHead + i) % waiting.length];
            }
            waiting = bigger;
            waitHead = 0;
        }
        waiting[(waitHead + waitCount++) % waiting.length] = r;
    }

    private IoRequest dequeue() {
        IoRequest r = waiting[waitHead];
        waiting[waitHead] = null;
        waitHead = (waitHead + 1) % waiting.length;
        waitCount--;
        return r;
    }
}
