package org.storagesim.devices.blocklayer;

/**
 * CFQ's queue of one process (one issuing stream): its waiting requests in sector and arrival
 * order, how many it has at the device, and its think time, which decides whether waiting for its
 * next request is worth it.
 */
final class StreamQueue {
    final int stream;
    final SortedRequests sorted = new SortedRequests();
    final RequestFifo fifo = new RequestFifo();
    int dispatched;
    /** Whether the stream's latest request was a read (a synchronous process that deserves idling). */
    boolean sync;
    boolean onRoundRobin;
    private long lastCompletion = -1;
    // Decaying think-time average in Linux's fixed-point form: samples and total scaled by 256.
    private long thinkSamples;
    private long thinkTotal;

    StreamQueue(int stream) {
        this.stream = stream;
    }

    boolean hasQueued() {
        return !fifo.isEmpty();
    }

    void add(BlockRequest rq, long now, long sliceIdle) {
        sync = rq.isRead();
        if (lastCompletion >= 0) {
            long think = Math.min(now - lastCompletion, 2 * sliceIdle);
            thinkSamples = (7 * thinkSamples + 256) / 8;
            thinkTotal = (7 * thinkTotal + 256 * think) / 8;
        }
        sorted.add(rq);
        fifo.addLast(rq);
    }

    void remove(BlockRequest rq) {
        sorted.remove(rq);
        fifo.remove(rq);
    }

    void completed(long now) {
        dispatched--;
        lastCompletion = now;
    }

    /** Whether the stream usually sends its next request within the idle window (CFQ's idle window). */
    boolean thinksWithin(long sliceIdle) {
        return thinkSamples == 0 || (thinkTotal + 128) / thinkSamples <= sliceIdle;
    }
}
