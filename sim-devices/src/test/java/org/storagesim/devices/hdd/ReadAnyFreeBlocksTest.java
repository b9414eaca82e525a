package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * DiskSim's "Read any free blocks", by hand on a one-zone disk of 100 sectors per track at
 * 6000 rpm (a turn is 10 ms, a sector 0.1 ms, sector s starts s * 0.1 ms into each turn), no bus
 * time, no read-ahead, hit overhead 0.1 ms, miss overhead 0.5 ms. A read of blocks 50..59 at 0
 * finds the head on the track at 0.5 (sector 5) and waits for sector 50 at 5.0: sectors 5..49
 * pass under the head meanwhile.
 */
class ReadAnyFreeBlocksTest {
    private static final double MS = 1e6;

    private static DriveController drive(boolean readAnyFreeBlocks) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 0, false, false, true, false, true, 0, "segment", null, null,
                readAnyFreeBlocks);
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache,
                overheads, 0, 0, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    private static long read(DriveController d, int lbn, int n, double atMs) {
        return d.serve(IoOp.READ, lbn * 512L, n * 512L, Math.round(atMs * MS));
    }

    @Test
    void theSectorsPassedWhileWaitingAreBuffered() {
        DriveController d = drive(true);
        assertEquals(6 * MS, read(d, 50, 10, 0), 1);
        // Blocks 10..19 passed at 1.0..2.0: a hit at 20, done at 20.1.
        assertEquals(20.1 * MS, read(d, 10, 10, 20), 1);
    }

    @Test
    void sectorsBeforeTheHeadArrivedAreNot() {
        DriveController d = drive(true);
        read(d, 50, 10, 0);
        // Blocks 0..4 passed before 0.5: a miss, ready at 20.5, sector 0 at 30, done at 30.5.
        assertEquals(30.5 * MS, read(d, 0, 5, 20), 1);
    }

    @Test
    void withoutItOnlyTheRequestIsBuffered() {
        DriveController d = drive(false);
        read(d, 50, 10, 0);
        // A miss: ready at 20.5 (sector 5), sector 10 at 21.0, done at 22.0.
        assertEquals(22 * MS, read(d, 10, 10, 20), 1);
    }
}
