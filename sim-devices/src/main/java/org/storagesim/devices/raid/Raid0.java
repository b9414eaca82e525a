package org.storagesim.devices.raid;

import java.util.List;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * Linux md RAID-0: a request is cut at chunk boundaries and each part goes to the member that
 * holds it (see {@link StripeLayout}); the request completes when its last part has. A flush goes
 * to every member. Like md, it neither merges nor queues: in P4's array the chunk-sized parts are
 * merged again by each member's own block layer, so put a {@code blocklayer} in front of each
 * member to get that. After sending a request's parts it unplugs every member, as the kernel's
 * direct I/O path does after each submission: the chunks of one request merge at a member, those
 * of requests submitted one after another do not.
 */
public final class Raid0 implements BlockDevice, IoCompletion {
    private final Simulation sim;
    private final String name;
    private final BlockDevice[] members;
    private final StripeLayout layout;
    private final long capacityBytes;
    private final int sectorBytes;
    private Tracker[] freeTrackers = new Tracker[32];
    private int freeTrackerCount;
    private IoRequest[] freeParts = new IoRequest[64];
    private int freePartCount;
    private long nextPartId;

    /** An array request and how many of its parts are still at the members. */
    private static final class Tracker {
        IoRequest request;
        int pending;
    }

    public Raid0(Simulation sim, String name, BlockDevice[] members, long chunkBytes) {
        this.sim = sim;
        this.name = name;
        this.members = members.clone();
        this.layout = new StripeLayout(members.length, chunkBytes);
        long smallest = Long.MAX_VALUE;
        int sector = 1;
        for (BlockDevice m : members) {
            smallest = Math.min(smallest, m.capacityBytes());
            sector = Math.max(sector, m.sectorBytes());
        }
        if (chunkBytes % sector != 0) {
            throw new IllegalArgumentException("the chunk size (" + chunkBytes + " B) must be a multiple of the members' "
                    + "sector size (" + sector + " B)");
        }
        if (smallest < chunkBytes) {
            throw new IllegalArgumentException("the smallest member (" + smallest + " B) holds not even one chunk of "
                    + chunkBytes + " B");
        }
        this.sectorBytes = sector;
        this.capacityBytes = layout.capacity(smallest);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return capacityBytes;
    }

    @Override
    public int sectorBytes() {
        return sectorBytes;
    }

    public int memberCount() {
        return members.length;
    }

    public BlockDevice member(int i) {
        return members[i];
    }

    @Override
    public void submit(IoRequest request) {
        if (request.end() > capacityBytes) {
            throw new IllegalArgumentException(request + " ends at " + request.end() + " B, beyond the capacity of "
                    + name + " (" + capacityBytes + " B)");
        }
        Tracker tracker = takeTracker();
        tracker.request = request;
        if (request.op() == IoOp.FLUSH) {
            tracker.pending = members.length;
            for (int m = 0; m < members.length; m++) {
                send(m, request, 0, 0, tracker);
            }
            return;
        }
        long offset = request.offset();
        long remaining = request.length();
        // Count first: a member may complete a part before the last one is sent.
        tracker.pending = layout.parts(offset, remaining);
        do {
            long run = layout.runLength(offset, remaining);
            send(layout.member(offset), request, layout.memberOffset(offset), run, tracker);
            offset += run;
            remaining -= run;
        } while (remaining > 0);
        // md's call ends here: a member merges the chunks of this request, not those of the next.
        for (BlockDevice member : members) {
            member.unplug();
        }
    }

    private void send(int member, IoRequest parent, long memberOffset, long length, Tracker tracker) {
        IoRequest part = freePartCount > 0 ? freeParts[--freePartCount] : new IoRequest();
        part.set(nextPartId++, parent.op(), memberOffset, length, parent.stream(), this);
        part.attachment = tracker;
        part.markSubmitted(sim.now());
        members[member].submit(part);
    }

    @Override
    public void onComplete(IoRequest part) {
        Tracker tracker = (Tracker) part.attachment;
        part.attachment = null;
        if (freePartCount == freeParts.length) {
            freeParts = java.util.Arrays.copyOf(freeParts, freePartCount * 2);
        }
        freeParts[freePartCount++] = part;
        if (--tracker.pending == 0) {
            IoRequest done = tracker.request;
            tracker.request = null;
            if (freeTrackerCount == freeTrackers.length) {
                freeTrackers = java.util.Arrays.copyOf(freeTrackers, freeTrackerCount * 2);
            }
            freeTrackers[freeTrackerCount++] = tracker;
            done.complete(sim.now());
        }
    }

    private Tracker takeTracker() {
        return freeTrackerCount > 0 ? freeTrackers[--freeTrackerCount] : new Tracker();
    }

    @Override
    public List<BlockDevice> members() {
        return List.of(members);
    }
}
