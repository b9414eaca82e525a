package org.storagesim.devices.blocklayer;

import java.util.Comparator;
import java.util.TreeSet;

/**
 * Requests sorted by start offset (ties by arrival), the elevators' sector order: a red-black tree,
 * as Linux keeps it, so an open-loop flood that queues a million requests costs a logarithm per
 * request and not a shift of the whole queue.
 */
final class SortedRequests {
    private static final Comparator<BlockRequest> SECTOR_ORDER =
            Comparator.<BlockRequest>comparingLong(rq -> rq.offset).thenComparingLong(rq -> rq.sequence);

    private final TreeSet<BlockRequest> tree = new TreeSet<>(SECTOR_ORDER);
    /** A key to search by offset: the lowest sequence sorts it before every request at that offset. */
    private final BlockRequest probe = new BlockRequest();

    void add(BlockRequest rq) {
        tree.add(rq);
    }

    /** Removes a request; its offset must be the one it was added with. */
    void remove(BlockRequest rq) {
        if (!tree.remove(rq)) {
            throw new IllegalStateException(rq + " is not in the sorted queue");
        }
    }

    /** The first request starting at or after {@code offset}, or null. */
    BlockRequest ceiling(long offset) {
        probe.offset = offset;
        probe.sequence = Long.MIN_VALUE;
        return tree.ceiling(probe);
    }

    BlockRequest first() {
        return tree.isEmpty() ? null : tree.first();
    }

    boolean isEmpty() {
        return tree.isEmpty();
    }
}
