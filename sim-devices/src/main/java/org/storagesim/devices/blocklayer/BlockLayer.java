package org.storagesim.devices.blocklayer;

import java.util.List;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * The Linux block layer in front of a device. An issuer's request is cut into pieces of at most
 * {@code maxRequest} bytes (P4 saw 2.6 kernels split every read over 512 KB this way); each piece
 * merges into a waiting request it touches (back or front, same direction, up to the maximum size)
 * or becomes a request of its own; a scheduler orders the waiting requests, and at most
 * {@code queueDepth} of them are at the device at once. When the device completes a request, each
 * of its pieces is done, and an issuer's request completes with its last piece.
 *
 * <p>Plugging: like Linux, the queue holds back what is submitted until the submitter is done, so
 * that the pieces of one call (a split request, the chunks RAID-0 sends to one member) merge before
 * any of them reaches the device. "Done" is the submitter's {@link #unplug()} (RAID-0 calls it after
 * each request, as Linux's direct I/O unplugs after each submission) or else the end of the current
 * simulated instant.
 */
public final class BlockLayer implements BlockDevice, IoCompletion, EventHandler, SchedulerHost {
    private final Simulation sim;
    private final String name;
    private final BlockDevice device;
    private final IoScheduler scheduler;
    private final long maxRequestBytes;
    private final int queueDepth;
    private final boolean plug;
    private final RequestMerger merger;
    private final Pool<Origin> origins = new Pool<>(Origin::new);
    private final Pool<Piece> pieces = new Pool<>(Piece::new);
    private final Pool<BlockRequest> requests = new Pool<>(BlockRequest::new);
    private int inFlight;
    private long sequence;
    private boolean unplugPending;
    private boolean dispatching;
    private boolean dispatchAgain;

    public BlockLayer(Simulation sim, String name, BlockDevice device, SchedulerChoice schedulerKind,
                      long maxRequestBytes, int queueDepth, boolean merge, boolean plug) {
        if (maxRequestBytes < device.sectorBytes() || maxRequestBytes % device.sectorBytes() != 0) {
            throw new IllegalArgumentException("the maximum request size must be a positive multiple of the sector size ("
                    + device.sectorBytes() + " B), got " + maxRequestBytes + " B");
        }
        if (queueDepth < 1) {
            throw new IllegalArgumentException("the device queue depth must be at least 1, got " + queueDepth);
        }
        this.sim = sim;
        this.name = name;
        this.device = device;
        this.scheduler = schedulerKind.create(this);
        this.maxRequestBytes = maxRequestBytes;
        this.queueDepth = queueDepth;
        this.plug = plug;
        this.merger = merge ? new RequestMerger(scheduler, maxRequestBytes, requests) : null;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return device.capacityBytes();
    }

    @Override
    public int sectorBytes() {
        return device.sectorBytes();
    }

    /** The device behind this layer. */
    public BlockDevice device() {
        return device;
    }

    @Override
    public Simulation sim() {
        return sim;
    }

    /** Requests waiting in the scheduler. */
    public int queued() {
        return scheduler.queued();
    }

    /** Requests at the device. */
    public int inFlight() {
        return inFlight;
    }

    @Override
    public void submit(IoRequest request) {
        if (request.end() > device.capacityBytes()) {
            throw new IllegalArgumentException(request + " ends at " + request.end() + " B, beyond the capacity of "
                    + name + " (" + device.capacityBytes() + " B)");
        }
        long length = request.length();
        Origin origin = origins.take();
        origin.request = request;
        origin.pendingPieces = length == 0 ? 1 : (int) ((length + maxRequestBytes - 1) / maxRequestBytes);
        long offset = request.offset();
        do {
            long pieceLength = Math.min(length, maxRequestBytes);
            queuePiece(request.op(), request.stream(), offset, pieceLength, origin);
            offset += pieceLength;
            length -= pieceLength;
        } while (length > 0);
        if (!plug) {
            runQueue();
        } else if (!unplugPending) {
            unplugPending = true;
            sim.schedule(0, this, 0);
        }
    }

    private void queuePiece(IoOp op, int stream, long offset, long length, Origin origin) {
        Piece piece = pieces.take();
        piece.origin = origin;
        piece.length = length;
        piece.next = null;
        if (merger != null && merger.tryMerge(op, stream, offset, piece)) {
            return;
        }
        BlockRequest rq = requests.take();
        rq.op = op;
        rq.stream = stream;
        rq.offset = offset;
        rq.length = length;
        rq.sequence = sequence++;
        rq.first = piece;
        rq.last = piece;
        scheduler.add(rq, sim.now());
        if (merger != null) {
            merger.index(rq);
        }
    }

    /** The end of the instant in which requests were submitted: unplug. */
    @Override
    public void handle(long arg) {
        if (unplugPending) {
            unplugPending = false;
            runQueue();
        }
    }

    /** The submitter's call is over (RAID-0 after the parts of one request): start what it sent. */
    @Override
    public void unplug() {
        if (unplugPending) {
            unplugPending = false;
            runQueue();
        }
    }

    @Override
    public void kick() {
        if (!unplugPending) {
            runQueue();
        }
    }

    private void runQueue() {
        if (dispatching) {
            // A device that completes within submit() re-enters here; let the outer loop go on.
            dispatchAgain = true;
            return;
        }
        dispatching = true;
        try {
            do {
                dispatchAgain = false;
                while (inFlight < queueDepth) {
                    BlockRequest rq = scheduler.dispatch(sim.now());
                    if (rq == null) {
                        break;
                    }
                    send(rq);
                }
            } while (dispatchAgain);
        } finally {
            dispatching = false;
        }
    }

    private void send(BlockRequest rq) {
        if (merger != null) {
            merger.unindex(rq);
        }
        inFlight++;
        IoRequest out = rq.deviceRequest;
        out.set(rq.sequence, rq.op, rq.offset, rq.length, rq.stream, this);
        out.markSubmitted(sim.now());
        device.submit(out);
    }

    @Override
    public void onComplete(IoRequest deviceRequest) {
        BlockRequest rq = (BlockRequest) deviceRequest.attachment;
        long now = sim.now();
        inFlight--;
        scheduler.completed(rq, now);
        Piece piece = rq.first;
        rq.first = null;
        rq.last = null;
        requests.give(rq);
        while (piece != null) {
            Piece next = piece.next;
            Origin origin = piece.origin;
            piece.origin = null;
            piece.next = null;
            pieces.give(piece);
            if (--origin.pendingPieces == 0) {
                IoRequest done = origin.request;
                origin.request = null;
                origins.give(origin);
                done.complete(now);
            }
            piece = next;
        }
        kick();
    }

    @Override
    public List<BlockDevice> members() {
        return List.of(device);
    }
}
