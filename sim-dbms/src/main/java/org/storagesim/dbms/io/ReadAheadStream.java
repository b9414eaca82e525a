package org.storagesim.dbms.io;

import java.util.ArrayDeque;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.dbms.fs.FileExtents;

/**
 * Asynchronous direct-I/O read-ahead over one file, in I/O units, for one consumer.
 *
 * <p>The consumer reads a given ascending sequence of units (all of them for a full scan, only the
 * touched ones for a column read at qualifying positions). Units are requested in windows of
 * {@code depth} units, issued together so that a window reaches the device as one contiguous run;
 * the next window goes out as soon as the consumer asks for the first unit of the latest one, so
 * I/O keeps running ahead while the consumer computes (the on-demand window scheme Linux
 * read-ahead also uses). A unit that crosses an extent boundary becomes one request per piece,
 * since a direct read cannot span discontiguous blocks.
 *
 * <p>Requests are pooled and a unit's slot is carried in the request id, so steady-state reading
 * allocates nothing.
 */
public final class ReadAheadStream implements IoCompletion {
    private final Simulation sim;
    private final BlockDevice device;
    private final FileExtents file;
    private final long unitBytes;
    private final int[] units;
    private final int depth;
    private final int streamId;
    private final EventHandler owner;
    private final long ownerArg;
    private final ArrayDeque<IoRequest> freeRequests = new ArrayDeque<>();

    private int[] remainingPieces = new int[64];
    private int issued;
    private int consumed;
    private int windowStart = -1;
    private int awaited = -1;
    private long requestsIssued;
    private long bytesRead;

    /**
     * @param units    ascending unit indices to read (unit u covers bytes [u·unit, (u+1)·unit))
     * @param depth    read-ahead window in units (≥ 1)
     * @param streamId the issuing query, stamped on every request
     * @param owner    told (with {@code ownerArg}) when an awaited unit has arrived
     */
    public ReadAheadStream(Simulation sim, BlockDevice device, FileExtents file, long unitBytes, int[] units, int depth,
                           int streamId, EventHandler owner, long ownerArg) {
        if (depth < 1) {
            throw new IllegalArgumentException("read-ahead depth must be at least one I/O unit, got " + depth);
        }
        if (unitBytes < device.sectorBytes() || unitBytes % device.sectorBytes() != 0) {
            throw new IllegalArgumentException("the I/O unit (" + unitBytes + " B) must be a positive multiple of the "
                    + "device's " + device.sectorBytes() + "-byte sector");
        }
        this.sim = sim;
        this.device = device;
        this.file = file;
        this.unitBytes = unitBytes;
        this.units = units;
        this.depth = depth;
        this.streamId = streamId;
        this.owner = owner;
        this.ownerArg = ownerArg;
    }

    /** Units this stream will read. */
    public int length() {
        return units.length;
    }

    /** File unit index at position {@code seq} of the sequence. */
    public int unitAt(int seq) {
        return units[seq];
    }

    public long requestsIssued() {
        return requestsIssued;
    }

    public long bytesRead() {
        return bytesRead;
    }

    /**
     * Whether unit {@code seq} of the sequence has arrived. If not, the owner is called back when
     * it does. Asking for the first unit of the latest window sends out the next window.
     */
    public boolean await(int seq) {
        if (seq < consumed || seq >= units.length) {
            throw new IllegalArgumentException("unit " + seq + " is outside [" + consumed + ", " + units.length + ")");
        }
        while (issued < units.length && seq >= windowStart) {
            issueWindow();
        }
        if (remainingPieces[seq & (remainingPieces.length - 1)] == 0) {
            return true;
        }
        awaited = seq;
        return false;
    }

    /** Releases every unit before {@code seq} (the consumer is done with them). */
    public void consumeUpTo(int seq) {
        if (seq > issued) {
            throw new IllegalArgumentException("cannot release unit " + seq + " before it was read");
        }
        consumed = Math.max(consumed, seq);
    }

    private void issueWindow() {
        int end = Math.min(units.length, issued + depth);
        ensureCapacity(end - consumed);
        windowStart = issued;
        for (int seq = issued; seq < end; seq++) {
            issueUnit(seq);
        }
        issued = end;
    }

    private void issueUnit(int seq) {
        long from = (long) units[seq] * unitBytes;
        long to = Math.min(from + unitBytes, file.sizeBytes());
        int pieces = 0;
        for (long at = from; at < to; at += file.contiguousFrom(at)) {
            pieces++;
        }
        int slot = seq & (remainingPieces.length - 1);
        remainingPieces[slot] = pieces;
        for (long at = from; at < to; ) {
            long length = Math.min(to - at, file.contiguousFrom(at));
            IoRequest request = freeRequests.isEmpty() ? new IoRequest() : freeRequests.pop();
            request.set(seq, IoOp.READ, file.toPhysical(at), length, streamId, this);
            request.markSubmitted(sim.now());
            requestsIssued++;
            bytesRead += length;
            at += length;
            device.submit(request);
        }
    }

    @Override
    public void onComplete(IoRequest request) {
        int seq = (int) request.id();
        freeRequests.push(request);
        int slot = seq & (remainingPieces.length - 1);
        if (--remainingPieces[slot] == 0 && seq == awaited) {
            awaited = -1;
            sim.schedule(0, owner, ownerArg);
        }
    }

    /** Grows the slot ring (a power of two) so {@code span} units from the oldest unreleased fit. */
    private void ensureCapacity(int span) {
        if (span <= remainingPieces.length) {
            return;
        }
        int size = remainingPieces.length;
        while (size < span) {
            size *= 2;
        }
        int[] grown = new int[size];
        for (int seq = consumed; seq < issued; seq++) {
            grown[seq & (size - 1)] = remainingPieces[seq & (remainingPieces.length - 1)];
        }
        remainingPieces = grown;
    }
}
