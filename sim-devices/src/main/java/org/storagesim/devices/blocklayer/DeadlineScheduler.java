package org.storagesim.devices.blocklayer;

/**
 * Linux's deadline elevator: reads and writes each wait in sector order and in arrival order.
 * Requests leave in batches that sweep upward in sector order; between batches reads are
 * preferred, unless writes have been passed over {@code writesStarved} times, and a direction whose
 * oldest request has passed its deadline restarts its sweep from that request.
 */
final class DeadlineScheduler implements IoScheduler {
    private static final int READ = 0;
    private static final int WRITE = 1;

    private final long[] expire;
    private final int fifoBatch;
    private final int writesStarved;
    private final SortedRequests[] sorted = {new SortedRequests(), new SortedRequests()};
    private final RequestFifo[] fifo = {new RequestFifo(), new RequestFifo()};
    /** Where the current sweep continues, per direction; -1 when no sweep is under way. */
    private final long[] sweepFrom = {-1, -1};
    private int batchDirection = READ;
    private int batched;
    private int starved;

    DeadlineScheduler(DeadlineConfig config) {
        this.expire = new long[] {config.readExpire().nanos(), config.writeExpire().nanos()};
        this.fifoBatch = config.fifoBatch();
        this.writesStarved = config.writesStarved();
    }

    private static int direction(BlockRequest rq) {
        return rq.isRead() ? READ : WRITE;
    }

    @Override
    public void add(BlockRequest rq, long now) {
        int dir = direction(rq);
        rq.expires = now + expire[dir];
        sorted[dir].add(rq);
        fifo[dir].addLast(rq);
    }

    @Override
    public void remove(BlockRequest rq) {
        int dir = direction(rq);
        sorted[dir].remove(rq);
        fifo[dir].remove(rq);
    }

    @Override
    public void offsetChanging(BlockRequest rq) {
        sorted[direction(rq)].remove(rq);
    }

    @Override
    public void offsetChanged(BlockRequest rq) {
        sorted[direction(rq)].add(rq);
    }

    @Override
    public boolean mayMerge(BlockRequest rq, int stream) {
        return true;
    }

    @Override
    public BlockRequest dispatch(long now) {
        BlockRequest rq = continueSweep();
        if (rq != null && batched < fifoBatch) {
            return take(rq, batchDirection);
        }
        int dir;
        if (!fifo[READ].isEmpty()) {
            if (!fifo[WRITE].isEmpty() && starved++ >= writesStarved) {
                dir = WRITE;
                starved = 0;
            } else {
                dir = READ;
            }
        } else if (!fifo[WRITE].isEmpty()) {
            dir = WRITE;
            starved = 0;
        } else {
            return null;
        }
        BlockRequest oldest = fifo[dir].first();
        BlockRequest next = sweepFrom[dir] < 0 ? null : sorted[dir].ceiling(sweepFrom[dir]);
        rq = oldest.expires <= now || next == null ? oldest : next;
        batched = 0;
        return take(rq, dir);
    }

    /** The next request of the batch under way, in sector order, if the sweep has not run off the end. */
    private BlockRequest continueSweep() {
        long from = sweepFrom[batchDirection];
        return from < 0 ? null : sorted[batchDirection].ceiling(from);
    }

    private BlockRequest take(BlockRequest rq, int dir) {
        remove(rq);
        sweepFrom[READ] = -1;
        sweepFrom[WRITE] = -1;
        sweepFrom[dir] = rq.offset;
        batchDirection = dir;
        batched++;
        return rq;
    }

    @Override
    public void completed(BlockRequest rq, long now) {
        // Deadlines are checked at dispatch; completions change nothing.
    }

    @Override
    public int queued() {
        return fifo[READ].size() + fifo[WRITE].size();
    }
}
