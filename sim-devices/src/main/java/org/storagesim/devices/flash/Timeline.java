package org.storagesim.devices.flash;

/**
 * When one resource (a die, a channel, a link direction) is busy: a short sorted list of reserved
 * intervals on primitive arrays. A new reservation takes the first gap long enough at or after
 * its earliest start, so work reserved for later (a page whose translation read is still running)
 * does not leave the resource idle for work that is ready now. Intervals that end before the
 * current simulated time are dropped; touching intervals are merged, so the list stays short.
 */
public final class Timeline {
    private long[] start = new long[8];
    private long[] end = new long[8];
    private int count;

    /** Earliest start ≥ {@code earliest} of a free gap of {@code duration}, ignoring intervals ending by {@code now}. */
    public long find(long earliest, long duration, long now) {
        prune(now);
        long t = earliest;
        for (int i = 0; i < count; i++) {
            if (t + duration <= start[i]) {
                return t;
            }
            if (end[i] > t) {
                t = end[i];
            }
        }
        return t;
    }

    /** Marks [from, to) busy; it must be free (found with {@link #find}). */
    public void reserve(long from, long to) {
        if (to <= from) {
            return;
        }
        int i = 0;
        while (i < count && start[i] < from) {
            i++;
        }
        boolean joinsPrevious = i > 0 && end[i - 1] == from;
        boolean joinsNext = i < count && start[i] == to;
        if (joinsPrevious && joinsNext) {
            end[i - 1] = end[i];
            System.arraycopy(start, i + 1, start, i, count - i - 1);
            System.arraycopy(end, i + 1, end, i, count - i - 1);
            count--;
        } else if (joinsPrevious) {
            end[i - 1] = to;
        } else if (joinsNext) {
            start[i] = from;
        } else {
            if (count == start.length) {
                start = java.util.Arrays.copyOf(start, count * 2);
                end = java.util.Arrays.copyOf(end, count * 2);
            }
            System.arraycopy(start, i, start, i + 1, count - i);
            System.arraycopy(end, i, end, i + 1, count - i);
            start[i] = from;
            end[i] = to;
            count++;
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
        return count == 0 ? 0 : end[count - 1];
    }

    private void prune(long now) {
        int drop = 0;
        while (drop < count && end[drop] <= now) {
            drop++;
        }
        if (drop > 0) {
            System.arraycopy(start, drop, start, 0, count - drop);
            System.arraycopy(end, drop, end, 0, count - drop);
            count -= drop;
        }
    }
}
