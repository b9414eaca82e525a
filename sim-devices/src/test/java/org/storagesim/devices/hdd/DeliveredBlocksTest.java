package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * "Read-ahead over requested": the blocks a read has delivered leave the buffer, those read ahead
 * beyond them stay. By hand on a one-zone disk of 100 sectors per track at 6000 rpm (a turn is
 * 10 ms, a sector 0.1 ms, sector s starts s * 0.1 ms into each turn), no bus time, hit overhead
 * 0.1 ms, miss overhead 0.5 ms. Times in ms.
 */
class DeliveredBlocksTest {
    private static final double MS = 1e6;

    private static DriveController drive(int readAheadBlocks, boolean overRequested) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, readAheadBlocks, overRequested, false, true, false, true, 0, "segment");
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache,
                overheads, 0, 0, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    private static double read(DriveController d, int lbn, int n, double atMs) {
        return d.serve(IoOp.READ, lbn * 512L, n * 512L, Math.round(atMs * MS)) / MS;
    }

    @Test
    void aReReadOfDeliveredBlocksMissesOnlyWhenReadAheadMayTakeTheirRoom() {
        // Blocks 10..19 at 0: the head is ready at 0.5 (sector 5), reads sectors 10..19 from 1.0 to 2.0.
        DriveController keeps = drive(0, false);
        assertEquals(2.0, read(keeps, 10, 10, 0), 1e-6);
        assertEquals(20.1, read(keeps, 12, 4, 20), 1e-6, "a hit: 0.1 overhead");
        DriveController releases = drive(0, true);
        assertEquals(2.0, read(releases, 10, 10, 0), 1e-6);
        // A miss: ready at 20.5 (sector 5), sector 12 comes at 21.2, four sectors end at 21.6.
        assertEquals(21.6, read(releases, 12, 4, 20), 1e-6);
    }

    @Test
    void blocksReadAheadStayUntilTheyAreDelivered() {
        DriveController d = drive(20, true);
        // Blocks 10..19 end at 2.0; read-ahead then fetches 20..39 (20 blocks past the request).
        assertEquals(2.0, read(d, 10, 10, 0), 1e-6);
        assertEquals(20.1, read(d, 20, 5, 20), 1e-6, "read ahead, so a hit");
        assertEquals(40.1, read(d, 25, 5, 40), 1e-6, "still buffered: beyond what was delivered");
        // 20..24 were delivered at 20: a miss, ready at 60.5 (sector 5), sectors 20..24 from 62.0 to 62.5.
        assertEquals(62.5, read(d, 20, 5, 60), 1e-6);
    }
}
