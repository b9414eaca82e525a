package org.storagesim.devices;

/**
 * One block request. Mutable and meant to be pooled by whoever issues it (a workload job keeps
 * one per queue slot), so simulating an I/O allocates nothing. The issuer fills op, offset,
 * length and stream, sets a completion callback and submits; the device calls
 * {@link #complete(long)} exactly once.
 */
public final class IoRequest {
    private long id;
    private IoOp op = IoOp.READ;
    private long offset;
    private long length;
    private int stream;
    private long submitTime = -1;
    private long completeTime = -1;
    private IoCompletion completion;
    /** Free for the issuer's bookkeeping (for example a queue-slot index or a parent request). */
    public Object attachment;

    /** Prepares the request for a new I/O; clears times from its previous use. */
    public IoRequest set(long id, IoOp op, long offset, long length, int stream, IoCompletion completion) {
        if (offset < 0 || length < 0) {
            throw new IllegalArgumentException("offset and length must not be negative: offset=" + offset
                    + " length=" + length);
        }
        this.id = id;
        this.op = op;
        this.offset = offset;
        this.length = length;
        this.stream = stream;
        this.completion = completion;
        this.submitTime = -1;
        this.completeTime = -1;
        return this;
    }

    /** Stamps the submission time; called by whoever hands the request to a device. */
    public void markSubmitted(long now) {
        submitTime = now;
        completeTime = -1;
    }

    /** Called once by the device when the request is done. */
    public void complete(long now) {
        if (completeTime >= 0) {
            throw new IllegalStateException("request " + id + " completed twice");
        }
        if (now < submitTime) {
            throw new IllegalStateException("request " + id + " completes at " + now + " before its submission at "
                    + submitTime);
        }
        completeTime = now;
        completion.onComplete(this);
    }

    public long id() {
        return id;
    }

    public IoOp op() {
        return op;
    }

    public long offset() {
        return offset;
    }

    public long length() {
        return length;
    }

    /** Exclusive end offset. */
    public long end() {
        return offset + length;
    }

    /** The issuing stream (job, process, query), for schedulers that keep per-process queues. */
    public int stream() {
        return stream;
    }

    public long submitTime() {
        return submitTime;
    }

    public long completeTime() {
        return completeTime;
    }

    public long latency() {
        return completeTime - submitTime;
    }

    @Override
    public String toString() {
        return "IoRequest[" + id + " " + op + " @" + offset + "+" + length + " stream " + stream + "]";
    }
}
