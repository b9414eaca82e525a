package org.storagesim.devices.ssd;

import java.util.Arrays;
import org.storagesim.devices.ftl.Ftl;

/**
 * The controller's sequential read-ahead, as P4 (Section 5) observed on the Intel X25-M. The
 * controller follows up to {@code streams} read streams (a read that starts where a followed
 * stream's last read ended continues it; any other read starts a stream in the slot used least
 * recently). After {@code trigger} reads of a stream it reads ahead of the last one into its
 * buffer as much as the stream has read so far (at least the minimum window, at most the maximum),
 * and keeps the window ahead as the stream goes on; later reads inside a window are served from
 * the buffer once the pages have arrived.
 *
 * <p>A prefetch is queued behind the host commands the controller already holds, and issued when
 * they have been started ({@link #issueDue}); a stream pushed out of its slot before then loses
 * its prefetch. Opening a window switches the controller to sequential mode: it starts no other
 * command until the window has arrived. So a short sequential run (a group of 4 random blocks, a
 * 2 MiB read split into four 512 KiB requests) wastes the flash, channel and controller time its
 * prefetch took, while with many other streams queued (P4: 8 groups in flight) the prefetch is
 * dropped before it starts.
 */
final class ReadAhead {
    private static final int NONE = -1;

    private final int trigger;
    private final int minWindowPages;
    private final int windowPages;
    private final int pageBytes;
    private final long[] lastEnd;
    private final long[] runBytes;
    private final int[] run;
    private final long[] lastUse;
    private final int[] windowStart;
    private final int[] windowEnd;
    private final int[] pendingFrom;
    private final int[] pendingTo;
    private final long[] pendingDue;
    private final boolean[] pendingOpens;
    private final long[] readyAt;
    private long clock;
    private long prefetchedPages;

    ReadAhead(int trigger, int minWindowPages, int maxWindowPages, int streams, int pageBytes) {
        this.trigger = trigger;
        this.minWindowPages = Math.max(1, minWindowPages);
        this.windowPages = Math.max(this.minWindowPages, maxWindowPages);
        this.pageBytes = pageBytes;
        int n = Math.max(1, streams);
        this.lastEnd = new long[n];
        this.runBytes = new long[n];
        this.run = new int[n];
        this.lastUse = new long[n];
        this.windowStart = new int[n];
        this.windowEnd = new int[n];
        this.pendingFrom = new int[n];
        this.pendingTo = new int[n];
        this.pendingDue = new long[n];
        this.pendingOpens = new boolean[n];
        this.readyAt = new long[n * this.windowPages];
        Arrays.fill(lastEnd, NONE);
        Arrays.fill(pendingFrom, NONE);
        this.enabled = trigger > 0 && minWindowPages > 0;
    }

    private final boolean enabled;

    boolean enabled() {
        return enabled;
    }

    /** When page {@code lpn} is in the buffer (possibly still arriving), or −1 if no window holds it. */
    long ready(int lpn) {
        for (int s = 0; s < run.length; s++) {
            if (lpn >= windowStart[s] && lpn < windowEnd[s]) {
                return readyAt[s * windowPages + lpn % windowPages];
            }
        }
        return -1;
    }

    /**
     * Issues the queued prefetches that are due by {@code now}. Returns when the windows they open
     * have arrived (the controller stays in sequential mode until then), or {@code now} if none opens.
     */
    long issueDue(long now, Ftl ftl) {
        long hold = now;
        for (int s = 0; s < run.length; s++) {
            if (pendingFrom[s] == NONE || pendingDue[s] > now) {
                continue;
            }
            long done = now;
            int base = s * windowPages;
            // Pages the stream's own later reads have fetched meanwhile are not read again.
            int reached = (int) (lastEnd[s] / pageBytes);
            int from = Math.max(pendingFrom[s], reached);
            // An opening window starts where its prefetch does; an open one drops what the stream has passed.
            windowStart[s] = windowEnd[s] == 0 ? from : Math.max(windowStart[s], Math.min(reached, windowEnd[s]));
            for (int lpn = from; lpn < pendingTo[s]; lpn++) {
                readyAt[base + lpn % windowPages] = ftl.read(lpn, pageBytes, now);
                done = Math.max(done, readyAt[base + lpn % windowPages]);
                prefetchedPages++;
            }
            windowEnd[s] = Math.max(windowEnd[s], pendingTo[s]);
            if (pendingOpens[s]) {
                hold = Math.max(hold, done);
            }
            pendingFrom[s] = NONE;
        }
        return hold;
    }

    /**
     * Notes a read of bytes [offset, end); once its stream is long enough, queues the prefetch that
     * opens or extends the stream's window, due when the controller is through the commands it
     * already holds ({@code controllerFree}).
     */
    void observe(long offset, long end, long controllerFree, int logicalPages) {
        int s = streamOf(offset);
        runBytes[s] += end - offset;
        lastEnd[s] = end;
        lastUse[s] = ++clock;
        if (run[s] < trigger) {
            return;
        }
        // The window starts at the page holding the next byte, which a read ending mid-page shares.
        int next = (int) (end / pageBytes);
        boolean opens = windowEnd[s] == 0 && pendingFrom[s] == NONE;
        if (windowStart[s] < next) {
            windowStart[s] = Math.min(next, windowEnd[s]);
        }
        int from = Math.max(Math.max(windowEnd[s], next), pendingFrom[s] == NONE ? 0 : pendingTo[s]);
        // The window grows with the stream: as far ahead as the stream has read so far, within bounds.
        long ahead = Math.max(minWindowPages, Math.min(windowPages, runBytes[s] / pageBytes));
        int to = (int) Math.min(next + ahead, logicalPages);
        if (from >= to) {
            return;
        }
        if (pendingFrom[s] == NONE) {
            pendingFrom[s] = from;
            // Opening a window waits for the commands already held; keeping one open does not.
            pendingDue[s] = opens ? controllerFree : 0;
            pendingOpens[s] = opens;
        }
        pendingTo[s] = to;
    }

    /** The slot of the stream a read at {@code offset} continues, or a recycled one for a new stream. */
    private int streamOf(long offset) {
        int oldest = 0;
        for (int s = 0; s < run.length; s++) {
            if (lastEnd[s] == offset) {
                run[s]++;
                return s;
            }
            if (lastUse[s] < lastUse[oldest]) {
                oldest = s;
            }
        }
        run[oldest] = 1;
        runBytes[oldest] = 0;
        windowStart[oldest] = 0;
        windowEnd[oldest] = 0;
        pendingFrom[oldest] = NONE;
        return oldest;
    }

    /** A write to [firstLpn, endLpn) makes prefetched copies stale. */
    void invalidate(int firstLpn, int endLpn) {
        for (int s = 0; s < run.length; s++) {
            if (firstLpn < windowEnd[s] && endLpn > windowStart[s]) {
                windowStart[s] = 0;
                windowEnd[s] = 0;
            }
        }
    }

    long prefetchedPages() {
        return prefetchedPages;
    }
}
