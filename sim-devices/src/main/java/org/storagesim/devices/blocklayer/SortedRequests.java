package org.storagesim.devices.blocklayer;

import java.util.Arrays;

/**
 * Requests sorted by start offset (ties by arrival), the elevators' sector order. A sorted array
 * with binary search: queues hold at most a few hundred requests, where shifting references is
 * cheaper than a tree and allocates nothing once grown.
 */
final class SortedRequests {
    private BlockRequest[] items = new BlockRequest[16];
    private int size;

    void add(BlockRequest rq) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
        }
        int at = -indexOf(rq.offset, rq.sequence) - 1;
        System.arraycopy(items, at, items, at + 1, size - at);
        items[at] = rq;
        size++;
    }

    /** Removes a request; its offset must be the one it was added with. */
    void remove(BlockRequest rq) {
        int at = indexOf(rq.offset, rq.sequence);
        if (at < 0 || items[at] != rq) {
            throw new IllegalStateException(rq + " is not in the sorted queue");
        }
        System.arraycopy(items, at + 1, items, at, size - at - 1);
        items[--size] = null;
    }

    /** The first request starting at or after {@code offset}, or null. */
    BlockRequest ceiling(long offset) {
        int at = indexOf(offset, Long.MIN_VALUE);
        int i = at >= 0 ? at : -at - 1;
        return i < size ? items[i] : null;
    }

    BlockRequest first() {
        return size == 0 ? null : items[0];
    }

    boolean isEmpty() {
        return size == 0;
    }

    private int indexOf(long offset, long sequence) {
        int lo = 0;
        int hi = size - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            BlockRequest m = items[mid];
            int c = m.offset != offset ? Long.compare(m.offset, offset) : Long.compare(m.sequence, sequence);
            if (c < 0) {
                lo = mid + 1;
            } else if (c > 0) {
                hi = mid - 1;
            } else {
                return mid;
            }
        }
        return -(lo + 1);
    }
}
