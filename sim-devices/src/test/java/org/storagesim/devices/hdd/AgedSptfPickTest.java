package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Which command aged SPTF serves, by hand, on a one-surface disk of 100 sectors per track at 6000
 * rpm (a turn is 10 ms, sector s of every track passes the head s * 0.1 ms into each turn), 1 ms
 * seeks to the next cylinder, 0.5 ms read-miss overhead, no read-ahead, no bus time.
 * Blocks 0..9 are read from time 0: the head reaches sector 0 at 10 ms and the read ends at 11 ms.
 * Meanwhile B (block 105: cylinder 1, sector 5) arrives at 1 ms and C (block 30: cylinder 0,
 * sector 30) at 9 ms. At 11 ms the overhead takes to 11.5 ms, when the head is over sector 15:
 * C is 1.5 ms of rotation away (positioning 2.0 ms); B needs the 1 ms seek, which ends over
 * sector 25, then 8 ms of rotation (positioning 9.5 ms). B has waited 10 ms and C 2 ms, so aged
 * SPTF serves B when W * 8 ms outweighs the 7.5 ms between them: W above 937.5 ms per second.
 */
class AgedSptfPickTest {
    private static final long MS = 1_000_000;
    private DriveController drive;
    private final IoRequest b = read(105);
    private final IoRequest c = read(30);

    private static IoRequest read(long block) {
        return new IoRequest().set(block, IoOp.READ, block * DriveController.BLOCK, DriveController.BLOCK, 0, r -> { });
    }

    static HddConfig config(String scheduler, Double weightMsPerS) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 0, true, false, true, false, true, 0, "segment");
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        return new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache, overheads,
                0, 0, scheduler, weightMsPerS, 32, null);
    }

    @BeforeEach
    void firstReadEndsAt11() {
        drive = HardDisk.controllerOf(config("asptf", null));
        assertEquals(11 * MS, drive.serve(IoOp.READ, 0, 10 * DriveController.BLOCK, 0), 1);
    }

    private IoRequest next(SchedulingPolicy policy, double weightMsPerS) {
        CommandQueue queue = new CommandQueue(policy, weightMsPerS, 32);
        queue.add(b, 1 * MS);
        queue.add(c, 9 * MS);
        return queue.take(drive, 11 * MS);
    }

    @Test
    void positioningTimesAreTheHandComputedOnes() {
        assertEquals(9.5 * MS, drive.positioningEstimate(IoOp.READ, b.offset(), b.length(), 11 * MS), 1000);
        assertEquals(2.0 * MS, drive.positioningEstimate(IoOp.READ, c.offset(), c.length(), 11 * MS), 1000);
    }

    @Test
    void withoutAgeingTheNearerCommandGoesFirst() {
        assertSame(c, next(SchedulingPolicy.SPTF, 0));
        assertSame(c, next(SchedulingPolicy.ASPTF, 0));
        assertSame(b, next(SchedulingPolicy.FCFS, 0));
    }

    @Test
    void theOlderCommandGoesFirstOnceItsWaitOutweighsTheRotationItCosts() {
        assertSame(c, next(SchedulingPolicy.ASPTF, 925));
        assertSame(b, next(SchedulingPolicy.ASPTF, 950));
    }

    @Test
    void aCommandWaitingInTheHostAgesFromWhenASlotFrees() {
        // With two slots, one holds the read in service and one B; C waits in the host until the read
        // ends at 11 ms, so it has no age then, and B (10 ms) needs only W above 750 ms per second.
        CommandQueue queue = new CommandQueue(SchedulingPolicy.ASPTF, 800, 2);
        queue.add(b, 1 * MS);
        queue.add(c, 9 * MS);
        assertSame(b, queue.take(drive, 11 * MS));
        CommandQueue allVisible = new CommandQueue(SchedulingPolicy.ASPTF, 800, 32);
        allVisible.add(b, 1 * MS);
        allVisible.add(c, 9 * MS);
        assertSame(c, allVisible.take(drive, 11 * MS));
    }

    @Test
    void theWeightDefaultsToDiskSimsAndBelongsToAgedSptfOnly() {
        assertEquals(6.0, config("asptf", null).ageWeightMsPerS());
        assertEquals(null, config("sptf", null).ageWeightMsPerS());
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> config("sptf", 30.0));
        assertTrue(e.getMessage().contains("set scheduler: asptf"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> config("asptf", -1.0));
        assertTrue(e.getMessage().contains("at least 0"), e.getMessage());
    }
}
