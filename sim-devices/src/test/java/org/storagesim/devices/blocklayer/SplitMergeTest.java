package org.storagesim.devices.blocklayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.testing.FakeDevice;
import org.storagesim.devices.testing.Issuer;

class SplitMergeTest {
    private static final long KIB = 1024;
    private final Simulation sim = new Simulation();
    private final FakeDevice device = new FakeDevice(sim, "fake", 1L << 30, 1, 100_000, 0);

    private Issuer issuerFor(SchedulerChoice scheduler, int queueDepth, boolean plug) {
        return new Issuer(sim, new BlockLayer(sim, "bl", device, scheduler, 512 * KIB, queueDepth, true, plug));
    }

    private List<Long> lengths() {
        return device.log.stream().map(s -> s.length).toList();
    }

    @Test
    void requestsOverTheMaximumAreSplitInto512KiBPiecesAsP4SawWithBlktrace() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 32, true);
        issuer.plan(0, IoOp.READ, 0, 2048 * KIB, 0);
        issuer.plan(0, IoOp.READ, 8L << 20, 1100 * KIB, 0);
        sim.run();
        assertEquals(List.of(512 * KIB, 512 * KIB, 512 * KIB, 512 * KIB, 512 * KIB, 512 * KIB, 76 * KIB), lengths());
        assertEquals(List.of(0L, 512 * KIB, 1024 * KIB, 1536 * KIB), device.log.subList(0, 4).stream()
                .map(s -> s.offset).toList());
        // One server, 100 us each: the 2 MiB request completes with its fourth piece.
        assertEquals(400_000, issuer.requests.get(0).completeTime());
        assertEquals(700_000, issuer.requests.get(1).completeTime());
    }

    @Test
    void contiguousRequestsOfOneInstantMergeUpToTheMaximumAndEachCompletesWithTheMerge() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 32, true);
        for (int i = 0; i < 160; i++) {
            issuer.plan(0, IoOp.READ, i * 4 * KIB, 4 * KIB, 0);
        }
        sim.run();
        assertEquals(List.of(512 * KIB, 128 * KIB), lengths());
        for (int i = 0; i < 160; i++) {
            assertEquals(i < 128 ? 100_000 : 200_000, issuer.requests.get(i).completeTime());
        }
    }

    @Test
    void frontMergesAndTheRequestThatBridgesAGapJoinThreeIntoOne() {
        Issuer issuer = issuerFor(SchedulerChoice.deadline(DeadlineConfig.defaults()), 32, true);
        issuer.plan(0, IoOp.WRITE, 16 * KIB, 8 * KIB, 0);
        issuer.plan(0, IoOp.WRITE, 8 * KIB, 8 * KIB, 0);   // front merge: 8..24
        issuer.plan(0, IoOp.WRITE, 32 * KIB, 8 * KIB, 0);  // alone: 32..40
        issuer.plan(0, IoOp.WRITE, 24 * KIB, 8 * KIB, 0);  // back merge, then joins 32..40: 8..40
        issuer.plan(0, IoOp.READ, 40 * KIB, 8 * KIB, 0);   // another direction never merges
        sim.run();
        assertEquals(2, device.log.size());
        FakeDevice.Seen write = device.log.stream().filter(s -> s.op == IoOp.WRITE).findFirst().orElseThrow();
        assertEquals(8 * KIB, write.offset);
        assertEquals(32 * KIB, write.length);
    }

    @Test
    void requestsAlreadyAtTheDeviceDoNotGrowButWaitingOnesDo() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 1, false);
        issuer.plan(0, IoOp.READ, 0, 4 * KIB, 0);        // dispatched at once (no plug)
        issuer.plan(10, IoOp.READ, 4 * KIB, 4 * KIB, 0); // waits: the device queue is full
        issuer.plan(20, IoOp.READ, 8 * KIB, 4 * KIB, 0); // merges into the waiting one
        sim.run();
        assertEquals(List.of(4 * KIB, 8 * KIB), lengths());
    }

    @Test
    void cfqMergesOnlyWithinOneProcessWhileNoopMergesAcrossProcesses() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 32, true);
        issuer.plan(0, IoOp.READ, 0, 4 * KIB, 1);
        issuer.plan(0, IoOp.READ, 4 * KIB, 4 * KIB, 2);
        sim.run();
        assertEquals(List.of(8 * KIB), lengths());

        Simulation sim2 = new Simulation();
        FakeDevice device2 = new FakeDevice(sim2, "fake", 1L << 30, 1, 100_000, 0);
        Issuer cfq = new Issuer(sim2, new BlockLayer(sim2, "bl", device2, SchedulerChoice.cfq(CfqConfig.defaults()),
                512 * KIB, 32, true, true));
        cfq.plan(0, IoOp.READ, 0, 4 * KIB, 1);
        cfq.plan(0, IoOp.READ, 4 * KIB, 4 * KIB, 2);
        sim2.run();
        assertEquals(2, device2.log.size());
    }

    @Test
    void theDeviceQueueDepthCapsRequestsInFlight() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 3, true);
        for (int i = 0; i < 20; i++) {
            issuer.plan(0, IoOp.READ, i * 1024 * KIB, 4 * KIB, 0);
        }
        sim.run();
        assertEquals(3, device.maxHeld());
        assertEquals(20, device.log.size());
    }

    @Test
    void requestsBeyondTheDeviceAreRefusedWithTheReason() {
        Issuer issuer = issuerFor(SchedulerChoice.noop(), 3, true);
        issuer.plan(0, IoOp.READ, (1L << 30) - 4 * KIB, 8 * KIB, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, sim::run);
        assertEquals(true, e.getMessage().contains("beyond the capacity"), e.getMessage());
    }
}
