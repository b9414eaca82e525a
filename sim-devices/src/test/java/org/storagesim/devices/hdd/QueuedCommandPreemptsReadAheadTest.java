package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * A drive that finishes read-ahead to the end of its track before a new command ("stop prefetch
 * in sector" off), by hand on a one-surface disk of 100 sectors per track at 6000 rpm (a turn is
 * 10 ms, a sector 0.1 ms, sector s of every track starts s * 0.1 ms into each turn), 1 ms seeks to
 * the next cylinder, read-ahead of 20 blocks, 0.5 ms read-miss overhead, no bus time.
 * Blocks 0..9 read at 0: sector 0 comes at 10, the read ends at 11 and the read-ahead would read
 * blocks 10..29 until 13. The next command reads blocks 135..144 (cylinder 1, sector 35) at 11.
 */
class QueuedCommandPreemptsReadAheadTest {
    private static final double MS = 1e6;

    private static DriveController drive() {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 20, true, false, true, false, false, 0, "segment");
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache,
                overheads, 0, 0, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    private static long firstReadThenNextAt11(boolean waiting) {
        DriveController d = drive();
        assertEquals(11 * MS, d.serve(IoOp.READ, 0, 10 * 512L, 0), 1);
        return d.serve(IoOp.READ, 135 * 512L, 10 * 512L, Math.round(11 * MS), waiting);
    }

    @Test
    void aCommandReachingTheIdleDriveWaitsForTheReadAhead() {
        // Read-ahead to block 29 ends at 13, the seek at 14 (sector 40): sector 35 comes round at 23.5.
        assertEquals(24.5 * MS, firstReadThenNextAt11(false), 1);
    }

    @Test
    void aCommandAlreadyQueuedStartsAtOnce() {
        // Overhead to 11.5, seek to 12.5 (sector 25): sector 35 at 13.5, done at 14.5.
        assertEquals(14.5 * MS, firstReadThenNextAt11(true), 1);
    }
}
