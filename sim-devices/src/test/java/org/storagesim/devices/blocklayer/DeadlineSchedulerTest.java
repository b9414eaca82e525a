package org.storagesim.devices.blocklayer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.testing.FakeDevice;
import org.storagesim.devices.testing.Issuer;

class DeadlineSchedulerTest {
    private static final long MIB = 1L << 20;
    private static final long MS = 1_000_000;
    private final Simulation sim = new Simulation();
    private final FakeDevice device = new FakeDevice(sim, "fake", 1L << 30, 1, 10 * MS, 0);

    private Issuer issuer(DeadlineConfig config) {
        return new Issuer(sim, new BlockLayer(sim, "bl", device, SchedulerChoice.deadline(config), 512 * 1024, 1,
                true, true));
    }

    private List<Long> offsetsInMiB() {
        return device.log.stream().map(s -> s.offset / MIB).toList();
    }

    @Test
    void waitingReadsLeaveInAscendingSectorOrder() {
        Issuer issuer = issuer(DeadlineConfig.defaults());
        issuer.plan(0, IoOp.READ, 0, 4096, 0); // occupies the device
        for (long mib : new long[] {50, 10, 30, 20, 40}) {
            issuer.plan(1, IoOp.READ, mib * MIB, 4096, 0);
        }
        sim.run();
        assertEquals(List.of(0L, 10L, 20L, 30L, 40L, 50L), offsetsInMiB());
    }

    @Test
    void anExpiredReadInterruptsTheSweepWhenTheBatchEnds() {
        // fifo_batch 2: after two requests in sector order the oldest read, past its 5 ms deadline, goes next.
        Issuer issuer = issuer(new DeadlineConfig(new SimDuration(5 * MS), null, 2, null));
        issuer.plan(0, IoOp.READ, 0, 4096, 0);
        issuer.plan(1, IoOp.READ, 90 * MIB, 4096, 0);
        for (long mib = 10; mib <= 50; mib += 10) {
            issuer.plan(2, IoOp.READ, mib * MIB, 4096, 0);
        }
        sim.run();
        assertEquals(List.of(0L, 10L, 90L, 20L, 30L, 40L, 50L), offsetsInMiB().subList(0, 7));
    }

    @Test
    void writesGetABatchAfterReadsHavePassedThemWritesStarvedTimes() {
        Issuer issuer = issuer(new DeadlineConfig(null, null, 1, 2));
        issuer.plan(0, IoOp.READ, 0, 4096, 0);
        issuer.plan(1, IoOp.WRITE, 500 * MIB, 4096, 0);
        for (long mib = 10; mib <= 60; mib += 10) {
            issuer.plan(1, IoOp.READ, mib * MIB, 4096, 0);
        }
        sim.run();
        // Batches of one: reads pass the write twice, then the write goes, then reads again.
        assertEquals(List.of(0L, 10L, 20L, 500L, 30L), offsetsInMiB().subList(0, 5));
    }
}
