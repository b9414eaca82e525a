package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * DiskSim's "Read-ahead on idle hit", by hand on a one-zone disk of 100 sectors per track at
 * 6000 rpm (a turn is 10 ms, a sector 0.1 ms, sector s starts s * 0.1 ms into each turn), no bus
 * time, read-ahead of 20 blocks past the request, hit overhead 0.1 ms, miss overhead 0.5 ms.
 */
class ReadAheadOnHitTest {
    private static final double MS = 1e6;

    private static DriveController drive(boolean readAheadOnHit) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 20, true, false, true, false, true, 0, "segment", null, readAheadOnHit, null);
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache,
                overheads, 0, 0, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    private static long read(DriveController d, int lbn, double atMs) {
        return d.serve(IoOp.READ, lbn * 512L, 10 * 512L, Math.round(atMs * MS));
    }

    /**
     * Blocks 0..9 at 0 miss: sector 0 comes at 10, the read ends at 11 and the read-ahead reads
     * 10..29 by 13. Blocks 20..29 at 20 hit (20.1). Blocks 40..49 at 30 then differ.
     */
    @Test
    void aHitKeepsTheReadAheadGoing() {
        DriveController d = drive(true);
        assertEquals(11 * MS, read(d, 0, 0), 1);
        assertEquals(20.1 * MS, read(d, 20, 20), 1);
        // The hit moved the limit to 30 + 20 = 50; from 20.5 the head waits for sector 30 (23.0)
        // and has 30..49 by 25.0, so the read at 30 is a hit.
        assertEquals(30.1 * MS, read(d, 40, 30), 1);
    }

    @Test
    void aHitWhileTheReadAheadRunsExtendsItEvenWithoutReadAheadOnHits() {
        DriveController d = drive(false);
        read(d, 0, 0);
        // At 11.6 the read-ahead (10..29, from 11 to 13) has blocks 10..15: blocks 10..14 hit
        // (11.7) and move its limit to 15 + 20 = 35, so it reads on to 13.5.
        assertEquals(11.7 * MS, d.serve(IoOp.READ, 10 * 512L, 5 * 512L, Math.round(11.6 * MS)), 1);
        // Blocks 30..34 at 20 are buffered: 20.1 (else a miss: sector 30 at 23.0, done 23.5).
        assertEquals(20.1 * MS, d.serve(IoOp.READ, 30 * 512L, 5 * 512L, Math.round(20 * MS)), 1);
    }

    @Test
    void withoutItTheNextReadMisses() {
        DriveController d = drive(false);
        read(d, 0, 0);
        read(d, 20, 20);
        // A miss: ready at 30.5 (sector 5), sector 40 at 34.0, the read ends at 35.0.
        assertEquals(35 * MS, read(d, 40, 30), 1);
    }
}
