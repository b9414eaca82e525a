package org.storagesim.devices.blocklayer;

import org.storagesim.devices.IoOp;

/**
 * Finds waiting requests that a new piece touches and joins them, as Linux's elevator core does:
 * a back merge when the piece starts where a request ends, a front merge when it ends where one
 * starts, then a second merge when the grown request now touches its neighbour. Only reads with
 * reads and writes with writes, never past the maximum request size, and only where the scheduler
 * allows it (CFQ keeps processes apart). Waiting requests are indexed by start and end offset.
 */
final class RequestMerger {
    private final IoScheduler scheduler;
    private final long maxRequestBytes;
    private final Pool<BlockRequest> requests;
    private final LongKeyMap<BlockRequest> byStart = new LongKeyMap<>();
    private final LongKeyMap<BlockRequest> byEnd = new LongKeyMap<>();

    RequestMerger(IoScheduler scheduler, long maxRequestBytes, Pool<BlockRequest> requests) {
        this.scheduler = scheduler;
        this.maxRequestBytes = maxRequestBytes;
        this.requests = requests;
    }

    private static boolean mergeable(IoOp op) {
        return op == IoOp.READ || op == IoOp.WRITE;
    }

    private static long key(long offset, IoOp op) {
        return offset << 1 | op.ordinal();
    }

    /** Merges the piece into a waiting request if one touches it; false if it must queue alone. */
    boolean tryMerge(IoOp op, int stream, long offset, Piece piece) {
        if (!mergeable(op)) {
            return false;
        }
        BlockRequest front = byEnd.get(key(offset, op));
        if (front != null && fits(front, piece.length, stream)) {
            byEnd.remove(key(front.end(), op), front);
            front.last.next = piece;
            front.last = piece;
            front.length += piece.length;
            BlockRequest back = byStart.get(key(front.end(), op));
            if (back != null && back != front && fits(front, back.length, back.stream)) {
                join(front, back);
            }
            byEnd.putIfAbsent(key(front.end(), op), front);
            return true;
        }
        BlockRequest back = byStart.get(key(offset + piece.length, op));
        if (back != null && fits(back, piece.length, stream)) {
            byStart.remove(key(back.offset, op), back);
            scheduler.offsetChanging(back);
            piece.next = back.first;
            back.first = piece;
            back.offset = offset;
            back.length += piece.length;
            scheduler.offsetChanged(back);
            BlockRequest before = byEnd.get(key(back.offset, op));
            if (before != null && before != back && fits(before, back.length, back.stream)) {
                byEnd.remove(key(before.end(), op), before);
                join(before, back);
                byEnd.putIfAbsent(key(before.end(), op), before);
            } else {
                byStart.putIfAbsent(key(back.offset, op), back);
            }
            return true;
        }
        return false;
    }

    private boolean fits(BlockRequest rq, long addedBytes, int stream) {
        return rq.length + addedBytes <= maxRequestBytes && scheduler.mayMerge(rq, stream);
    }

    /** {@code front} takes over {@code back}, which starts where it ends; back leaves the queue. */
    private void join(BlockRequest front, BlockRequest back) {
        scheduler.remove(back);
        byStart.remove(key(back.offset, back.op), back);
        byEnd.remove(key(back.end(), back.op), back);
        front.append(back);
        requests.give(back);
    }

    /** A new waiting request becomes a merge candidate. */
    void index(BlockRequest rq) {
        if (mergeable(rq.op)) {
            byStart.putIfAbsent(key(rq.offset, rq.op), rq);
            byEnd.putIfAbsent(key(rq.end(), rq.op), rq);
        }
    }

    /** A request leaves for the device and can no longer grow. */
    void unindex(BlockRequest rq) {
        if (mergeable(rq.op)) {
            byStart.remove(key(rq.offset, rq.op), rq);
            byEnd.remove(key(rq.end(), rq.op), rq);
        }
    }
}
