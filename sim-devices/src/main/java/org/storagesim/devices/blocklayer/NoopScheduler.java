package org.storagesim.devices.blocklayer;

/** Linux noop: one FIFO, requests leave in arrival order (the block layer still merges them). */
final class NoopScheduler implements IoScheduler {
    private final RequestFifo fifo = new RequestFifo();

    @Override
    public void add(BlockRequest rq, long now) {
        fifo.addLast(rq);
    }

    @Override
    public void remove(BlockRequest rq) {
        fifo.remove(rq);
    }

    @Override
    public void offsetChanging(BlockRequest rq) {
        // Arrival order does not depend on the offset.
    }

    @Override
    public void offsetChanged(BlockRequest rq) {
        // Arrival order does not depend on the offset.
    }

    @Override
    public boolean mayMerge(BlockRequest rq, int stream) {
        return true;
    }

    @Override
    public BlockRequest dispatch(long now) {
        return fifo.pollFirst();
    }

    @Override
    public void completed(BlockRequest rq, long now) {
        // FIFO order needs no feedback.
    }

    @Override
    public int queued() {
        return fifo.size();
    }
}
