package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * A sequential read stream with a small forward gap, worked out by hand on a one-zone disk of
 * N = 100 sectors per track at 6000 rpm (a turn is 10 ms, a sector 0.1 ms), no bus time, a
 * read-miss overhead of 0.5 ms (five sectors' worth of rotation) and a read-hit overhead of 0.1 ms. The first read of blocks 0..9
 * arrives at t = 0: the 0.5 ms overhead puts the head past sector 0, so it waits for the next turn
 * and reads sectors 0..9 from 10 ms to 11 ms; read-ahead then streams on from block 10.
 */
class ReadAheadGapTest {
    private static final double MS = 1e6;
    private static final int N = 100;
    private static final int REQUEST = 10;

    private static DriveController drive(boolean almostReadHits) {
        HddZone zone = new HddZone(0, 99, N, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 500, true, false, true, almostReadHits, true, 0, "segment");
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0, 0, 0.5, 0.5, 0, 0, 0);
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache,
                overheads, 0, 0, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    /** Completion time of a read of blocks {@code gap+10 .. gap+19} issued {@code later} after blocks 0..9 complete. */
    private static long secondReadDone(DriveController d, int gap, long later) {
        long first = d.serve(IoOp.READ, 0, REQUEST * 512L, 0);
        assertEquals(11 * MS, first, 1);
        return d.serve(IoOp.READ, (long) (REQUEST + gap) * 512, REQUEST * 512L, first + later);
    }

    private static long secondReadDone(DriveController d, int gap) {
        return secondReadDone(d, gap, 0);
    }

    @Test
    void aGapTheReadAheadHasAlreadyPassedCostsNothing() {
        // Issued at 16 ms, when the read-ahead has read blocks 10..59: a buffer hit, 0.1 ms.
        assertEquals(16.1 * MS, secondReadDone(drive(true), 3, Math.round(5 * MS)), 1);
    }

    @Test
    void aGapTheReadAheadCoversCostsItsAngularTimeOnly() {
        // Gap g = 3 sectors: the read-ahead reads on through the 0.5 ms command overhead, so the
        // request waits for g + 10 sectors = 1.3 ms, not for the next turn.
        assertEquals(11 * MS + (3 + REQUEST) * 0.1 * MS, secondReadDone(drive(true), 3), 1);
        // Gap g = 20: g/N of a turn = 2 ms, then the 1 ms of the request itself.
        assertEquals(11 * MS + (20 + REQUEST) * 0.1 * MS, secondReadDone(drive(true), 20), 1);
    }

    @Test
    void withoutRidingTheReadAheadASmallGapCostsAlmostATurn() {
        // The reference point of the bug: treated as a miss, the 0.5 ms overhead (5 sectors) lets
        // sector 13 slip past the head, which then waits 0.98 of a turn for it (11.5 ms to 21.3 ms).
        assertEquals(21.3 * MS + REQUEST * 0.1 * MS, secondReadDone(drive(false), 3), 1);
    }

    @Test
    void noGapStreamsAtTheMediaRate() {
        assertEquals(11 * MS + REQUEST * 0.1 * MS, secondReadDone(drive(true), 0), 1);
    }

    @Test
    void aLongSkipIsSeekedOverWhenThatIsFaster() {
        // Blocks 410..419 lie on cylinder 4 (one surface, no skew), inside the 500-block read-ahead.
        // Reading through would lose most of a turn at each of four cylinder switches (block 410 at
        // 91 ms); a fresh access starts at 11.5 ms, seeks 4 cylinders in 1 + 3/99 * 4 = 1.121 ms
        // and waits for sector 10 (angle 0.1) until 21 ms, then reads 1 ms.
        assertEquals(22 * MS, secondReadDone(drive(true), 400), 1);
    }
}
