package org.storagesim.devices.hdd;

/**
 * The drive's buffer as a few segments, each holding one contiguous range of blocks
 * {@code [start, end)}; the least recently used segment is reused for a new range.
 */
final class SegmentCache {
    private final long[] start;
    private final long[] end;
    private final long[] lastUse;
    private final int segmentBlocks;
    private long clock;

    SegmentCache(int segments, int segmentBlocks) {
        this.start = new long[segments];
        this.end = new long[segments];
        this.lastUse = new long[segments];
        this.segmentBlocks = segmentBlocks;
    }

    int segmentBlocks() {
        return segmentBlocks;
    }

    /** The segment holding all of {@code [lbn, lbn + n)}, or -1. */
    int findContaining(long lbn, int n) {
        for (int i = 0; i < start.length; i++) {
            if (start[i] <= lbn && lbn + n <= end[i]) {
                return i;
            }
        }
        return -1;
    }

    /** A segment whose range contains {@code lbn} or ends right before it, or -1. */
    int findTouching(long lbn) {
        for (int i = 0; i < start.length; i++) {
            if (end[i] > start[i] && start[i] <= lbn && lbn <= end[i]) {
                return i;
            }
        }
        return -1;
    }

    /** Forgets every segment that overlaps {@code [lbn, lbn + n)} except {@code keep}. */
    void invalidateOverlap(long lbn, int n, int keep) {
        for (int i = 0; i < start.length; i++) {
            if (i != keep && start[i] < lbn + n && lbn < end[i]) {
                start[i] = 0;
                end[i] = 0;
            }
        }
    }

    /** The least recently used segment other than {@code avoid}. */
    int victim(int avoid) {
        int best = -1;
        for (int i = 0; i < start.length; i++) {
            if (i != avoid && (best < 0 || lastUse[i] < lastUse[best])) {
                best = i;
            }
        }
        return best < 0 ? 0 : best;
    }

    void fill(int segment, long from, long to) {
        start[segment] = Math.max(from, to - segmentBlocks);
        end[segment] = to;
        lastUse[segment] = ++clock;
    }

    void extendTo(int segment, long to) {
        end[segment] = to;
        if (to - start[segment] > segmentBlocks) {
            start[segment] = to - segmentBlocks;
        }
    }

    /** Forgets the segment's blocks before {@code lbn}. */
    void dropBefore(int segment, long lbn) {
        if (lbn > start[segment]) {
            start[segment] = Math.min(lbn, end[segment]);
        }
    }

    long start(int segment) {
        return start[segment];
    }

    long end(int segment) {
        return end[segment];
    }

    void touch(int segment) {
        lastUse[segment] = ++clock;
    }
}
