package org.storagesim.devices.blocklayer;

import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * A request as the block layer queues and dispatches it (Linux's {@code struct request}): one
 * contiguous extent of one direction, made of the pieces that were merged into it. It carries the
 * links of the one FIFO it waits in, and owns the request object it is dispatched with, so queueing
 * and dispatching allocate nothing once the pool is warm.
 */
final class BlockRequest {
    IoOp op;
    int stream;
    long offset;
    long length;
    /** Order of arrival; breaks ties between requests at the same offset. */
    long sequence;
    /** When this request must be served at the latest (deadline and CFQ FIFO expiry). */
    long expires;
    Piece first;
    Piece last;
    BlockRequest fifoPrev;
    BlockRequest fifoNext;
    final IoRequest deviceRequest = new IoRequest();

    BlockRequest() {
        deviceRequest.attachment = this;
    }

    long end() {
        return offset + length;
    }

    boolean isRead() {
        return op == IoOp.READ;
    }

    /** Adds the pieces of {@code back}, which starts where this request ends. */
    void append(BlockRequest back) {
        last.next = back.first;
        last = back.last;
        length += back.length;
        back.first = null;
        back.last = null;
    }

    @Override
    public String toString() {
        return "BlockRequest[" + op + " @" + offset + "+" + length + " stream " + stream + "]";
    }
}
