package org.storagesim.devices.flash;

/**
 * When one resource (a die, a channel, a link direction) is busy: a short sorted list of reserved
 * intervals in a ring of primitive arrays. A new reservation takes the first gap long enough at or
 * after its earliest start, so work reserved for later (a page whose translation read is still
 * running) does not leave the resource idle for work that is ready now. Intervals that end before
 * the current simulated time are dropped from the front of the ring; touching intervals are merged,
 * so the list stays short. A write buffer can book programs far ahead, so the list may still hold
 * hundreds of intervals: the search therefore starts with a binary search for the interval
 * covering the earliest start, and an upper bound on the largest gap lets work that fits in no
 * gap (a program behind a backlog of programs) go straight to the end.
 */
public final class Timeline {
    private static final long NOT_FOUND = Long.MIN_VALUE;
    private long[] start = new long[16];
    private long[] end = new long[16];
    private int mask = 15;
    private int head;
    private int count;
    /** No gap between two reserved intervals is longer than this. */
    private long maxGap;
    /** The last answer of {@link #find} since the intervals last changed, and how many intervals start before it. */
    private long foundTime = NOT_FOUND;
    private int foundPosition;

    /** Earliest start ≥ {@code earliest} of a free gap of {@code duration}, ignoring intervals ending by {@code now}. */
    public long find(long earliest, long duration, long now) {
        prune(now);
        if (count == 0) {
            return found(earliest, 0);
        }
        long last = end[(head + count - 1) & mask];
        if (earliest >= last) {
            return found(earliest, count);
        }
        if (earliest + duration <= start[head]) {
            return found(earliest, 0);
        }
        if (duration > maxGap) {
            return found(Math.max(earliest, last), count);
        }
        long t = earliest;
        for (int i = lastStartingBy(earliest); i < count; i++) {
            int k = (head + i) & mask;
            if (t + duration <= start[k]) {
                return found(t, i);
            }
            if (end[k] > t) {
                t = end[k];
            }
        }
        maxGap = largestGap(); // the bound was loose: tighten it so the next long request skips the scan
        return found(t, count);
    }

    /**
     * Remembers where the answer of {@link #find} lies among the intervals ({@code position} of them
     * start before it), so reserving it next, as callers nearly always do, needs no second search.
     */
    private long found(long time, int position) {
        foundTime = time;
        foundPosition = position;
        return time;
    }

    /** Index of the last interval starting at or before {@code t} (0 if none does). */
    private int lastStartingBy(long t) {
        int lo = 0;
        int hi = count - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (start[(head + mid) & mask] <= t) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    private long largestGap() {
        long largest = 0;
        for (int i = 1; i < count; i++) {
            largest = Math.max(largest, start[(head + i) & mask] - end[(head + i - 1) & mask]);
        }
        return largest;
    }

    /** Marks [from, to) busy; it must be free (found with {@link #find}). */
    public void reserve(long from, long to) {
        if (to <= from) {
            return;
        }
        // Position i: the number of intervals that start before 'from'.
        int i;
        if (from == foundTime) {
            i = foundPosition;
        } else {
            i = count == 0 || start[(head + count - 1) & mask] < from ? count : lastStartingBy(from);
            while (i > 0 && start[(head + i - 1) & mask] >= from) {
                i--;
            }
            while (i < count && start[(head + i) & mask] < from) {
                i++;
            }
        }
        foundTime = NOT_FOUND; // the intervals change
        boolean joinsPrevious = i > 0 && end[(head + i - 1) & mask] == from;
        boolean joinsNext = i < count && start[(head + i) & mask] == to;
        if (joinsPrevious && joinsNext) {
            end[(head + i - 1) & mask] = end[(head + i) & mask];
            removeAt(i);
        } else if (joinsPrevious) {
            end[(head + i - 1) & mask] = to;
        } else if (joinsNext) {
            start[(head + i) & mask] = from;
        } else {
            if (i == count && count > 0) {
                maxGap = Math.max(maxGap, from - end[(head + count - 1) & mask]);
            } else if (i == 0 && count > 0) {
                maxGap = Math.max(maxGap, start[head] - to);
            }
            insertAt(i, from, to);
        }
    }

    /** Reserves the first gap of {@code duration} at or after {@code earliest}; returns its end. */
    public long take(long earliest, long duration, long now) {
        long s = find(earliest, duration, now);
        reserve(s, s + duration);
        return s + duration;
    }

    /** End of the last reservation (the resource is free from then on). */
    public long lastEnd() {
        return count == 0 ? 0 : end[(head + count - 1) & mask];
    }

    private void prune(long now) {
        while (count > 0 && end[head] <= now) {
            head = (head + 1) & mask;
            count--;
        }
        if (count == 0) {
            maxGap = 0;
        }
    }

    private void insertAt(int i, long from, long to) {
        if (count == start.length) {
            grow();
        }
        for (int j = count; j > i; j--) {
            int dst = (head + j) & mask;
            int src = (head + j - 1) & mask;
            start[dst] = start[src];
            end[dst] = end[src];
        }
        start[(head + i) & mask] = from;
        end[(head + i) & mask] = to;
        count++;
    }

    private void removeAt(int i) {
        for (int j = i; j < count - 1; j++) {
            int dst = (head + j) & mask;
            int src = (head + j + 1) & mask;
            start[dst] = start[src];
            end[dst] = end[src];
        }
        count--;
    }

    private void grow() {
        long[] s = new long[start.length * 2];
        long[] e = new long[end.length * 2];
        for (int j = 0; j < count; j++) {
            s[j] = start[(head + j) & mask];
            e[j] = end[(head + j) & mask];
        }
        start = s;
        end = e;
        head = 0;
        mask = s.length - 1;
    }
}
