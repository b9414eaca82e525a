package org.storagesim.devices.hdd;

import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.config.InvalidConfigException;
import java.util.List;

/**
 * A hard disk on the event kernel: commands queue in front of the drive, the scheduler picks the
 * next one when the drive is free, and the {@link DriveController} works out when it completes.
 */
public final class HardDisk implements BlockDevice, EventHandler {
    private final Simulation sim;
    private final String name;
    private final DriveController controller;
    private final CommandQueue queue;
    private final long capacity;
    private IoRequest inService;

    private HardDisk(Simulation sim, String name, DriveController controller, CommandQueue queue) {
        this.sim = sim;
        this.name = name;
        this.controller = controller;
        this.queue = queue;
        this.capacity = controller.capacityBlocks() * DriveController.BLOCK;
    }

    /** Builds the drive a configuration describes. */
    public static HardDisk of(Simulation sim, String name, HddConfig c) {
        double ageWeight = c.ageWeightMsPerS() == null ? 0 : c.ageWeightMsPerS();
        return new HardDisk(sim, name, controllerOf(c),
                new CommandQueue(SchedulingPolicy.parse(c.scheduler()), ageWeight, c.queueDepth()));
    }

    /** The mechanism and firmware of a configuration, without a kernel (for replay loops and benchmarks). */
    public static DriveController controllerOf(HddConfig c) {
        DiskLayout layout = layoutOf(c);
        Mechanism mech = new Mechanism(layout, SeekModel.of(c.seek(), c.cylinders()), c.rpm(),
                DriveController.nanos(c.headSwitchMs()), DriveController.nanos(c.writeSettleMs()),
                DriveController.nanos(c.readWriteJogMs()));
        long blocks = layout.blocks();
        if (c.capacityBlocks() != null) {
            if (c.capacityBlocks() < 1 || c.capacityBlocks() > blocks) {
                throw new InvalidConfigException(List.of("capacity_blocks"), "must be between 1 and the "
                        + blocks + " blocks the zones hold, got " + c.capacityBlocks());
            }
            blocks = c.capacityBlocks();
        }
        return new DriveController(mech, c.cache(), c.overheads(), c.busReadSectorMs(), c.busWriteSectorMs(), blocks);
    }

    /** Where a configuration's blocks lie: zones, sparing, skews (a fresh layout each call). */
    public static DiskLayout layoutOf(HddConfig c) {
        return new DiskLayout(c.surfaces(), SparingScheme.parse(c.sparing()), c.rangeSize(), c.serpentine(), c.zones());
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return capacity;
    }

    @Override
    public void submit(IoRequest request) {
        if (request.end() > capacity) {
            throw new IllegalArgumentException(request + " ends beyond the capacity of " + name + " (" + capacity + " B)");
        }
        if (inService == null) {
            begin(request, false);
        } else {
            queue.add(request, sim.now());
        }
    }

    private void begin(IoRequest r, boolean waited) {
        inService = r;
        long now = sim.now();
        long done = controller.serve(r.op(), r.offset(), r.length(), now, waited);
        sim.scheduleAt(done, this, 0);
    }

    @Override
    public void handle(long arg) {
        IoRequest done = inService;
        inService = null;
        if (!queue.isEmpty()) {
            begin(queue.take(controller, sim.now()), true);
        }
        done.complete(sim.now());
    }
}
