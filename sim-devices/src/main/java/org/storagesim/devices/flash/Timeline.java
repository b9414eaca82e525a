package org.storagesim.devices.flash;

/**
 * When one resource (a die, a channel, a link direction) is busy: a short sorted list of reserved
 * intervals in a primitive array. A new reservation takes the first gap long enough at or
 * after its earliest start, so work reserved for later (a page whose translation read is still
 * running) does not leave the resource idle for work that is ready now. Intervals that end before
 * the current simulated time are dropped from the front of the list; touching intervals are merged,
 * so the list stays short. A write buffer can book programs far ahead, so the list may still hold
 * hundreds of intervals: the search therefore starts with a binary search for the interval
 * covering the earliest start, and an upper bound on the largest gap lets work that fits in no
 * gap (a program behind a backlog of programs) go straight to the end.
 *
 * <p>The list occupies a window of the array that slides towards its end as intervals are dropped
 * at the front and added at the back, and moves back to the start when it reaches the end (rarely,
 * and in one copy). Unlike a ring, interval i then lies at a plain offset from the window's start,
 * with no wrap-around arithmetic on every access, and a run of intervals moves in one array copy.
 */
public final class Timeline {
    private static final long NOT_FOUND = Long.MIN_VALUE;
    /** Interval {@code head + i}: start at {@code iv[2(head + i)]}, end at {@code iv[2(head + i) + 1]} (one cache line holds both). */
    private long[] iv = new long[32];
    private int head;
    private int count;
    /**
     * End of the last interval, or {@link Long#MIN_VALUE} when there is none, kept apart because
     * the most frequent questions are about it: whether work goes after everything booked (an idle
     * resource or one booked only up to now), and whether everything booked is already over.
     */
    private long end = Long.MIN_VALUE;
    /** No gap between two reserved intervals is longer than this. */
    private long maxGap;
    /** The last answer of {@link #find} since the intervals last changed, and how many intervals start before it. */
    private long foundTime = NOT_FOUND;
    private int foundPosition;
    /** End of the last interval dropped as over: what the resource did before then is no longer known. */
    private long forgotten = Long.MIN_VALUE;

    /** Earliest start ≥ {@code earliest} of a free gap of {@code duration}, ignoring intervals ending by {@code now}. */
    public long find(long earliest, long duration, long now) {
        prune(now);
        if (earliest >= end) {
            return found(earliest, count);
        }
        if (earliest + duration <= iv[2 * head]) {
            return found(earliest, 0);
        }
        if (duration > maxGap) {
            return found(end, count);
        }
        long t = earliest;
        for (int i = lastStartingBy(earliest); i < count; i++) {
            int k = 2 * (head + i);
            if (t + duration <= iv[k]) {
                return found(t, i);
            }
            t = Math.max(t, iv[k + 1]);
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

    /**
     * Position of the last interval starting at or before {@code t} (0 if none does). Halving without
     * a data-dependent branch (the choice compiles to a conditional move): the comparisons of a
     * search over times spread at random are unpredictable, and mispredicted branches cost more
     * than the whole search otherwise.
     */
    private int lastStartingBy(long t) {
        int lo = head;
        int n = count;
        while (n > 1) {
            int half = n >>> 1;
            int mid = lo + half;
            lo = iv[2 * mid] <= t ? mid : lo;
            n -= half;
        }
        return lo - head;
    }

    private long largestGap() {
        long largest = 0;
        for (int k = head + 1; k < head + count; k++) {
            largest = Math.max(largest, iv[2 * k] - iv[2 * k - 1]);
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
            i = count == 0 || end < from ? count : lastStartingBy(from);
            while (i > 0 && iv[2 * (head + i - 1)] >= from) {
                i--;
            }
            while (i < count && iv[2 * (head + i)] < from) {
                i++;
            }
        }
        foundTime = NOT_FOUND; // the intervals change
        if (i == count) {
            append(from, to);
            return;
        }
        int k = head + i;
        boolean joinsPrevious = i > 0 && iv[2 * k - 1] == from;
        boolean joinsNext = iv[2 * k] == to;
        if (joinsPrevious && joinsNext) {
            iv[2 * k - 1] = iv[2 * k + 1];
            removeAt(i);
        } else if (joinsPrevious) {
            iv[2 * k - 1] = to;
        } else if (joinsNext) {
            iv[2 * k] = from;
        } else {
            if (i == 0) {
                maxGap = Math.max(maxGap, iv[2 * head] - to);
            }
            insertAt(i, from, to);
        }
        end = iv[2 * (head + count) - 1];
    }

    /**
     * Reserves [from, to) after every interval (the most frequent case: it needs no position logic;
     * with none booked, {@code end} is {@link Long#MIN_VALUE}, which no time equals).
     */
    private void append(long from, long to) {
        if (from == end) {
            iv[2 * (head + count) - 1] = to;
        } else {
            if (count > 0) {
                maxGap = Math.max(maxGap, from - end);
            }
            if (2 * (head + count) == iv.length) {
                makeRoom();
            }
            int k = 2 * (head + count);
            iv[k] = from;
            iv[k + 1] = to;
            count++;
        }
        end = to;
    }

    /** Reserves the first gap of {@code duration} at or after {@code earliest}; returns its end. */
    public long take(long earliest, long duration, long now) {
        long s = find(earliest, duration, now);
        reserve(s, s + duration);
        return s + duration;
    }

    /** End of the last reservation (the resource is free from then on). */
    public long lastEnd() {
        return count == 0 ? 0 : end;
    }

    /**
     * The earliest time work may still be booked at, once intervals ending by {@code now} are
     * dropped: before it, dropped intervals may have filled what looks free.
     */
    public long knownFrom(long now) {
        prune(now);
        return forgotten;
    }

    private void prune(long now) {
        if (end <= now) {
            // All over (intervals are disjoint and sorted, so the last ends last): no walk.
            forgotten = Math.max(forgotten, end);
            head = 0;
            count = 0;
            end = Long.MIN_VALUE;
            maxGap = 0;
            return;
        }
        // The last interval outlasts now, so the walk stops by it.
        while (iv[2 * head + 1] <= now) {
            forgotten = iv[2 * head + 1];
            head++;
            count--;
        }
    }

    private void insertAt(int i, long from, long to) {
        if (head > 0 && i < count - i) {
            // Nearer the front, where dropped intervals left room: move the first i one place forward.
            System.arraycopy(iv, 2 * head, iv, 2 * head - 2, 2 * i);
            head--;
        } else {
            if (2 * (head + count) == iv.length) {
                makeRoom();
            }
            System.arraycopy(iv, 2 * (head + i), iv, 2 * (head + i) + 2, 2 * (count - i));
        }
        iv[2 * (head + i)] = from;
        iv[2 * (head + i) + 1] = to;
        count++;
    }

    private void removeAt(int i) {
        System.arraycopy(iv, 2 * (head + i) + 2, iv, 2 * (head + i), 2 * (count - i - 1));
        count--;
    }

    /** Frees the end of the array: moves the intervals to its start, into a twice larger array when they fill half. */
    private void makeRoom() {
        long[] target = 2 * count > iv.length / 2 ? new long[iv.length * 2] : iv;
        System.arraycopy(iv, 2 * head, target, 0, 2 * count);
        iv = target;
        head = 0;
    }
}
