package org.storagesim.devices.raid;

import java.util.Arrays;
import java.util.List;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * A drive seen through a port of a shared {@link HostAdapter}: a write reaches the drive once the
 * uplink starts passing its data, a read completes once its data has crossed the uplink. Requests
 * without data (flush, trim) pass straight through. Each request goes to the drive as a pooled
 * copy, so the port can hold the original back.
 */
final class AdapterPort implements BlockDevice, IoCompletion, EventHandler {
    private final Simulation sim;
    private final BlockDevice drive;
    private final HostAdapter adapter;
    private IoRequest[] freeCopies = new IoRequest[32];
    private int freeCopyCount;
    /** Requests waiting for the uplink, by slot: a write's copy before the drive, a read after it. */
    private IoRequest[] held = new IoRequest[32];
    private boolean[] heldForDrive = new boolean[32];
    private int[] freeSlots = new int[32];
    private int freeSlotCount;
    private int slotsUsed;
    private long nextCopyId;

    AdapterPort(Simulation sim, BlockDevice drive, HostAdapter adapter) {
        this.sim = sim;
        this.drive = drive;
        this.adapter = adapter;
    }

    @Override
    public String name() {
        return drive.name();
    }

    @Override
    public long capacityBytes() {
        return drive.capacityBytes();
    }

    @Override
    public int sectorBytes() {
        return drive.sectorBytes();
    }

    @Override
    public void unplug() {
        drive.unplug();
    }

    @Override
    public void upcoming(long offset) {
        drive.upcoming(offset);
    }

    @Override
    public void submit(IoRequest request) {
        IoRequest copy = freeCopyCount > 0 ? freeCopies[--freeCopyCount] : new IoRequest();
        copy.set(nextCopyId++, request.op(), request.offset(), request.length(), request.stream(), this);
        copy.attachment = request;
        long now = sim.now();
        long reaches = request.op() == IoOp.WRITE ? adapter.toDevice(now, request.length()) : now;
        if (reaches > now) {
            sim.scheduleAt(reaches, this, hold(copy, true));
        } else {
            send(copy);
        }
    }

    @Override
    public void onComplete(IoRequest copy) {
        IoRequest original = (IoRequest) copy.attachment;
        copy.attachment = null;
        if (freeCopyCount == freeCopies.length) {
            freeCopies = Arrays.copyOf(freeCopies, freeCopyCount * 2);
        }
        freeCopies[freeCopyCount++] = copy;
        long now = sim.now();
        long arrived = original.op() == IoOp.READ ? adapter.toHost(now, original.length()) : now;
        if (arrived > now) {
            sim.scheduleAt(arrived, this, hold(original, false));
        } else {
            original.complete(now);
        }
    }

    /** The uplink has passed a held request: a write's copy goes to the drive, a read completes. */
    @Override
    public void handle(long slot) {
        IoRequest r = held[(int) slot];
        held[(int) slot] = null;
        freeSlots[freeSlotCount++] = (int) slot;
        if (heldForDrive[(int) slot]) {
            send(r);
        } else {
            r.complete(sim.now());
        }
    }

    private void send(IoRequest copy) {
        copy.markSubmitted(sim.now());
        drive.submit(copy);
    }

    private int hold(IoRequest r, boolean forDrive) {
        int slot;
        if (freeSlotCount > 0) {
            slot = freeSlots[--freeSlotCount];
        } else {
            if (slotsUsed == held.length) {
                held = Arrays.copyOf(held, slotsUsed * 2);
                heldForDrive = Arrays.copyOf(heldForDrive, slotsUsed * 2);
                freeSlots = Arrays.copyOf(freeSlots, slotsUsed * 2);
            }
            slot = slotsUsed++;
        }
        held[slot] = r;
        heldForDrive[slot] = forDrive;
        return slot;
    }

    @Override
    public List<BlockDevice> members() {
        return List.of(drive);
    }
}
