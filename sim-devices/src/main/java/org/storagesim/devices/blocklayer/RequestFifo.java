package org.storagesim.devices.blocklayer;

/** Requests in arrival order, linked through the requests themselves (no nodes allocated). */
final class RequestFifo {
    private BlockRequest head;
    private BlockRequest tail;
    private int size;

    void addLast(BlockRequest rq) {
        rq.fifoNext = null;
        rq.fifoPrev = tail;
        if (tail == null) {
            head = rq;
        } else {
            tail.fifoNext = rq;
        }
        tail = rq;
        size++;
    }

    void remove(BlockRequest rq) {
        if (rq.fifoPrev == null) {
            head = rq.fifoNext;
        } else {
            rq.fifoPrev.fifoNext = rq.fifoNext;
        }
        if (rq.fifoNext == null) {
            tail = rq.fifoPrev;
        } else {
            rq.fifoNext.fifoPrev = rq.fifoPrev;
        }
        rq.fifoPrev = null;
        rq.fifoNext = null;
        size--;
    }

    BlockRequest first() {
        return head;
    }

    BlockRequest pollFirst() {
        BlockRequest rq = head;
        if (rq != null) {
            remove(rq);
        }
        return rq;
    }

    boolean isEmpty() {
        return size == 0;
    }

    int size() {
        return size;
    }
}
