package org.storagesim.devices.ssd;

import org.storagesim.devices.ftl.Ftl;

/**
 * The controller's sequential read-ahead, as P4 (Section 5) observed on the Intel X25-M: after
 * {@code trigger} read requests that each start where the previous one ended, the drive reads
 * {@code windowPages} beyond the last request into its buffer. Later reads inside the window are
 * served from the buffer once the prefetch has arrived. A read elsewhere drops the window, so a
 * short sequential run wastes the flash and channel time the prefetch took. While a prefetch is
 * under way the controller serves the stream and schedules no other queued command (the
 * sequential mode P4 describes); the front end keeps the controller busy until it has arrived.
 */
final class ReadAhead {
    private final int trigger;
    private final int windowPages;
    private final long[] readyAt;
    private long lastEnd = -1;
    private int run;
    private int windowStart;
    private int windowEnd;
    private long prefetchedPages;

    ReadAhead(int trigger, int windowPages) {
        this.trigger = trigger;
        this.windowPages = windowPages;
        this.readyAt = new long[Math.max(1, windowPages)];
    }

    boolean enabled() {
        return trigger > 0 && windowPages > 0;
    }

    /** When page {@code lpn} is in the buffer, or −1 if it is not in the window. */
    long ready(int lpn) {
        return lpn >= windowStart && lpn < windowEnd ? readyAt[lpn % readyAt.length] : -1;
    }

    /**
     * Notes a read of bytes [offset, end) covering pages [firstLpn, endLpn); prefetches when the run
     * is long enough. Returns when the prefetch issued now is in the buffer ({@code now} if none).
     */
    long observe(long offset, long end, int firstLpn, int endLpn, long now, Ftl ftl) {
        run = offset == lastEnd ? run + 1 : 1;
        lastEnd = end;
        if (firstLpn < windowStart || firstLpn > windowEnd) {
            windowStart = 0;
            windowEnd = 0;
        }
        if (run < trigger) {
            return now;
        }
        // The window starts at the page holding the next byte, which a read ending mid-page shares.
        int next = (int) (end / ftl.pageBytes());
        int from = Math.max(windowEnd, next);
        int to = (int) Math.min((long) next + windowPages, ftl.logicalPages());
        windowStart = next;
        if (windowEnd < windowStart) {
            windowEnd = windowStart;
        }
        long done = now;
        for (int lpn = from; lpn < to; lpn++) {
            readyAt[lpn % readyAt.length] = ftl.read(lpn, ftl.pageBytes(), now);
            done = Math.max(done, readyAt[lpn % readyAt.length]);
            prefetchedPages++;
        }
        windowEnd = Math.max(windowEnd, to);
        return done;
    }

    /** A write to [firstLpn, endLpn) makes prefetched copies stale. */
    void invalidate(int firstLpn, int endLpn) {
        if (firstLpn < windowEnd && endLpn > windowStart) {
            windowStart = 0;
            windowEnd = 0;
        }
    }

    long prefetchedPages() {
        return prefetchedPages;
    }
}
