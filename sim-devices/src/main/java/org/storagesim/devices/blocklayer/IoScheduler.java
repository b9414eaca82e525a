package org.storagesim.devices.blocklayer;

/**
 * The policy that orders queued requests (Linux's elevator). The block layer owns splitting,
 * merging and the device queue depth; a scheduler only holds the waiting requests and picks the
 * next one to dispatch. It may hold requests back (CFQ idling), as long as it later calls
 * {@link SchedulerHost#kick()} or has requests in flight whose completion will wake it.
 */
interface IoScheduler {
    /** A new request enters the queue. */
    void add(BlockRequest rq, long now);

    /** A queued request leaves without being dispatched (it was merged into another). */
    void remove(BlockRequest rq);

    /** A queued request is about to change its start offset (front merge). */
    void offsetChanging(BlockRequest rq);

    /** A queued request has changed its start offset. */
    void offsetChanged(BlockRequest rq);

    /** Whether a piece of {@code stream} may merge into the queued request. */
    boolean mayMerge(BlockRequest rq, int stream);

    /** Takes the next request to send to the device, or null to send nothing now. */
    BlockRequest dispatch(long now);

    /** A dispatched request has completed at the device. */
    void completed(BlockRequest rq, long now);

    /** Requests waiting (not dispatched). */
    int queued();
}
