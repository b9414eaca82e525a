package org.storagesim.devices.blocklayer;

import java.util.ArrayDeque;
import org.storagesim.core.kernel.EventHandler;

/**
 * A CFQ-like scheduler (Linux 2.6 completely fair queueing): one queue per issuing stream, served
 * in turn for a time slice each. Within its slice the active stream's requests go out in sector
 * order, at most {@code quantum} at a time while others wait. When the active stream of a reader
 * runs dry it gets {@code slice_idle} to send its next request before the disk is handed on: this
 * anticipation is what lets a disk finish one scan's sequential run instead of seeking between
 * scans (P0-8), at the cost of idle time on devices that do not seek.
 */
final class CfqScheduler implements IoScheduler, EventHandler {
    private final SchedulerHost host;
    private final long sliceSync;
    private final long sliceAsync;
    private final long sliceIdle;
    private final int quantum;
    private final long fifoExpireSync;
    private final long fifoExpireAsync;
    private final LongKeyMap<StreamQueue> queues = new LongKeyMap<>();
    private final ArrayDeque<StreamQueue> roundRobin = new ArrayDeque<>();
    private StreamQueue active;
    /** When the active slice ends; -1 until its first request completes (Linux starts the clock then). */
    private long sliceEnd;
    private boolean fifoChecked;
    private long idleTimer = -1;
    private long headPosition;
    private int queued;

    CfqScheduler(CfqConfig config, SchedulerHost host) {
        this.host = host;
        this.sliceSync = config.sliceSync().nanos();
        this.sliceAsync = config.sliceAsync().nanos();
        this.sliceIdle = config.sliceIdle().nanos();
        this.quantum = config.quantum();
        this.fifoExpireSync = config.fifoExpireSync().nanos();
        this.fifoExpireAsync = config.fifoExpireAsync().nanos();
    }

    private StreamQueue queueOf(int stream) {
        long key = stream & 0xFFFF_FFFFL;
        StreamQueue q = queues.get(key);
        if (q == null) {
            q = new StreamQueue(stream);
            queues.putIfAbsent(key, q);
        }
        return q;
    }

    @Override
    public void add(BlockRequest rq, long now) {
        StreamQueue q = queueOf(rq.stream);
        rq.expires = now + (rq.isRead() ? fifoExpireSync : fifoExpireAsync);
        q.add(rq, now, sliceIdle);
        queued++;
        if (q != active && !q.onRoundRobin) {
            q.onRoundRobin = true;
            roundRobin.addLast(q);
        }
        if (q == active) {
            cancelIdle();
        }
    }

    @Override
    public void remove(BlockRequest rq) {
        queueOf(rq.stream).remove(rq);
        queued--;
    }

    @Override
    public void offsetChanging(BlockRequest rq) {
        queueOf(rq.stream).sorted.remove(rq);
    }

    @Override
    public void offsetChanged(BlockRequest rq) {
        queueOf(rq.stream).sorted.add(rq);
    }

    /** CFQ merges only requests of the same process. */
    @Override
    public boolean mayMerge(BlockRequest rq, int stream) {
        return rq.stream == stream;
    }

    @Override
    public BlockRequest dispatch(long now) {
        while (true) {
            if (active == null && !activateNext()) {
                return null;
            }
            StreamQueue q = active;
            if (sliceEnd >= 0 && now >= sliceEnd) {
                expireActive();
                continue;
            }
            if (!q.hasQueued()) {
                if (idleTimer >= 0) {
                    return null;
                }
                if (q.sync && sliceIdle > 0 && q.thinksWithin(sliceIdle)) {
                    if (q.dispatched == 0) {
                        idleTimer = host.sim().schedule(sliceIdle, this, 0);
                    }
                    // Wait for the stream's next request; its completions or the idle timer wake us.
                    return null;
                }
                expireActive();
                continue;
            }
            if (q.dispatched >= quantum && !roundRobin.isEmpty()) {
                return null;
            }
            return take(q, choose(q, now));
        }
    }

    /** The request at or after the head position in sector order, or the oldest once per slice if it expired. */
    private BlockRequest choose(StreamQueue q, long now) {
        if (!fifoChecked) {
            fifoChecked = true;
            BlockRequest oldest = q.fifo.first();
            if (oldest.expires <= now) {
                return oldest;
            }
        }
        BlockRequest next = q.sorted.ceiling(headPosition);
        return next != null ? next : q.sorted.first();
    }

    private BlockRequest take(StreamQueue q, BlockRequest rq) {
        q.remove(rq);
        queued--;
        q.dispatched++;
        headPosition = rq.end();
        return rq;
    }

    private boolean activateNext() {
        StreamQueue next = roundRobin.pollFirst();
        if (next == null) {
            return false;
        }
        next.onRoundRobin = false;
        active = next;
        sliceEnd = -1;
        fifoChecked = false;
        return true;
    }

    private void expireActive() {
        cancelIdle();
        StreamQueue q = active;
        active = null;
        if (q.hasQueued()) {
            q.onRoundRobin = true;
            roundRobin.addLast(q);
        }
    }

    private void cancelIdle() {
        if (idleTimer >= 0) {
            host.sim().cancel(idleTimer);
            idleTimer = -1;
        }
    }

    /** The idle window ran out without a request from the active stream. */
    @Override
    public void handle(long arg) {
        idleTimer = -1;
        if (active != null && !active.hasQueued()) {
            expireActive();
        }
        host.kick();
    }

    @Override
    public void completed(BlockRequest rq, long now) {
        StreamQueue q = queueOf(rq.stream);
        q.completed(now);
        if (q == active && sliceEnd < 0) {
            sliceEnd = now + (q.sync ? sliceSync : sliceAsync);
        }
    }

    @Override
    public int queued() {
        return queued;
    }
}
