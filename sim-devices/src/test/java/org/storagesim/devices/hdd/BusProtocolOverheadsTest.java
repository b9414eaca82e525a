package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

/**
 * The disconnect protocol and write-back handling of DiskSim 4.0's disk controller, worked out by
 * hand on a one-zone, one-surface disk of N = 100 sectors per track at 6000 rpm: a turn is 10 ms,
 * a sector 0.1 ms, and sector s of a track starts at s * 0.1 ms into every turn. Times in ms.
 */
class BusProtocolOverheadsTest {
    private static final double MS = 1e6;

    private record Bus(double dataPrep, double reselect, double reselectOther, double readDisconnect,
                       double writeDisconnect, double minimumWriteSeek, HddExtraWriteDisconnect extra) {
        static Bus none() {
            return new Bus(0, 0, 0, 0, 0, 0, null);
        }
    }

    private static DriveController drive(Bus b, boolean writeBack, Boolean prebuffering, double busSectorMs) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 0, false, writeBack, true, false, true, 0, "segment", prebuffering, null, null);
        HddOverheads o = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0.1, 0.1, 0.5, 0.5, 0, 0, b.reselect(), b.dataPrep(),
                b.reselectOther(), b.readDisconnect(), b.readDisconnect(), b.writeDisconnect(), b.minimumWriteSeek(),
                b.extra());
        HddConfig config = new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, null, cache, o,
                busSectorMs, busSectorMs, "fcfs", null, 1, null);
        return HardDisk.controllerOf(config);
    }

    private static long at(double ms) {
        return Math.round(ms * MS);
    }

    private static long read(DriveController d, int lbn, int n, double atMs) {
        return d.serve(IoOp.READ, lbn * 512L, n * 512L, at(atMs));
    }

    private static long write(DriveController d, int lbn, int n, double atMs) {
        return d.serve(IoOp.WRITE, lbn * 512L, n * 512L, at(atMs));
    }

    @Test
    void aReadMissReconnectsAfterReselectAndDataPreparation() {
        // Blocks 0..9 at t = 0: 0.5 overhead puts the head at sector 5, sector 0 comes at 10, the
        // last at 11. The first sector is buffered at 10.1; the drive reselects (0.2), prepares
        // (0.05) and sends 10 sectors at 0.2 each: 10.35 + 2 = 12.35.
        Bus b = new Bus(0.05, 0.2, 0, 0, 0, 0, null);
        assertEquals(12.35 * MS, read(drive(b, false, null, 0.2), 0, 10, 0), 1);
    }

    @Test
    void theReconnectionWaitsForTheDisconnectAfterTheCommand() {
        // Same read with a 12 ms read disconnect: the bus is busy until 0.5 + 12 = 12.5, so the
        // data leave at 12.5 + 0.25 and are sent by 14.75.
        Bus b = new Bus(0.05, 0.2, 0, 12, 0, 0, null);
        assertEquals(14.75 * MS, read(drive(b, false, null, 0.2), 0, 10, 0), 1);
    }

    @Test
    void aReadHitPaysDataPreparationOnTopOfTheHitOverhead() {
        Bus b = new Bus(0.05, 0, 0, 0, 0, 0, null);
        DriveController d = drive(b, false, null, 0.2);
        long first = read(d, 0, 10, 0);
        // Blocks 2..5 are buffered: 0.1 hit overhead + 0.05 + 4 sectors at 0.2 = 0.95.
        assertEquals(first + 0.95 * MS, d.serve(IoOp.READ, 2 * 512L, 4 * 512L, first), 1);
    }

    @Test
    void aMinimumWriteSeekCanCostATurn() {
        // Write of blocks 8..17 at t = 0 (write-through, no bus time): the head is ready at 0.5
        // (sector 5) and catches sector 8 at 0.8, done at 1.8. With a 0.6 minimum seek it arrives
        // at 1.1, past sector 8, and writes from 10.8 to 11.8.
        assertEquals(1.8 * MS, write(drive(Bus.none(), false, null, 0), 8, 10, 0), 1);
        Bus b = new Bus(0, 0, 0, 0, 0, 0.6, null);
        assertEquals(11.8 * MS, write(drive(b, false, null, 0), 8, 10, 0), 1);
    }

    @Test
    void aWriteThroughReconnectsNoEarlierThanItsWriteDisconnectAllows() {
        // Blocks 8..17 end on the media at 1.8; the data were in at 0.5 and a 3 ms disconnect
        // keeps the bus until 3.5; reselect 0.2: done at 3.7.
        Bus b = new Bus(0, 0.2, 0, 0, 3, 0, null);
        assertEquals(3.7 * MS, write(drive(b, false, null, 0), 8, 10, 0), 1);
    }

    @Test
    void aHeadThatCatchesUpWithSlowDataLosesATurn() {
        // Write-through of blocks 7..9 at 0, 0.15 ms per sector on the bus against 0.1 on the
        // media: the data of the three sectors are in at 0.65, 0.80 and 0.95. The head, on track
        // at 0.65, writes sector 7 at 0.7 and sector 8 at 0.8, but sector 9 passes at 0.9 before
        // its data: it is written a turn later, 10.9 to 11.0.
        assertEquals(11.0 * MS, write(drive(Bus.none(), false, null, 0.15), 7, 3, 0), 1);
        // Blocks 7..8 alone keep up with the data: done at 0.9.
        assertEquals(0.9 * MS, write(drive(Bus.none(), false, null, 0.15), 7, 2, 0), 1);
    }

    @Test
    void aDriveWithExtraDisconnectsStartsWritingOnlyOnceEnoughDataAreBuffered() {
        // Blocks 8..10 at 0, 0.15 ms per sector on the bus, data from 0.5. Without the rule the
        // head, on track at 0.65, writes sectors 8, 9, 10 at 0.8, 0.9, 1.0 as their data arrive
        // (0.65, 0.80, 0.95): done at 1.1.
        assertEquals(1.1 * MS, write(drive(Bus.none(), false, null, 0.15), 8, 3, 0), 1);
        // A drive with the HP extra-disconnect firmware first buffers all 3 blocks (0.95), so
        // sector 8 has passed: written 10.8 to 11.1.
        HddExtraWriteDisconnect extra = new HddExtraWriteDisconnect(1.0, 0.1, 0.4, 0.2, 0.3);
        Bus b = new Bus(0, 0, 0, 0, 0, 0, extra);
        assertEquals(11.1 * MS, write(drive(b, false, null, 0.15), 8, 3, 0), 1);
    }

    @Test
    void aWriteAfterAReadHasNoExtraDisconnect() {
        HddExtraWriteDisconnect extra = new HddExtraWriteDisconnect(1.0, 0.1, 0.4, 0.2, 0.3);
        Bus b = new Bus(0.05, 0.2, 0.15, 0, 0, 0, extra);
        DriveController d = drive(b, false, null, 0);
        write(d, 0, 10, 0);
        read(d, 0, 10, 12);
        // Blocks 15..24 at 20: an ordinary write, data at 20.55, sector 15 at 21.5, done 22.5 + 0.2.
        assertEquals(22.7 * MS, write(d, 15, 10, 20), 1);
    }

    @Test
    void aWriteAfterANonSequentialWriteSuffersTheExtraDisconnect() {
        HddExtraWriteDisconnect extra = new HddExtraWriteDisconnect(1.0, 0.1, 0.4, 0.2, 0.3);
        Bus b = new Bus(0.05, 0.2, 0.15, 0, 0, 0, extra);
        DriveController d = drive(b, false, null, 0);
        // First write, blocks 0..9 at 0: ready 0.5, data from 0.55, sector 0 at 10, done 11 + 0.2.
        assertEquals(11.2 * MS, write(d, 0, 10, 0), 1);
        // Blocks 15..24 at 20 (a turn boundary) do not follow on: command 1.0 + disconnect 0.1 +
        // pause 0.4 + reselect 0.2 + preparation 0.05 = data at 21.75, past sector 15 (21.5), so
        // the write waits for 31.5, ends 32.5, and reports through the other reselect (0.15).
        assertEquals(32.65 * MS, write(d, 15, 10, 20), 1);
    }

    @Test
    void aSequentialWriteHasNoExtraDisconnect() {
        HddExtraWriteDisconnect extra = new HddExtraWriteDisconnect(1.0, 0.1, 0.4, 0.2, 0.3);
        Bus b = new Bus(0.05, 0.2, 0.15, 0, 0, 0, extra);
        DriveController d = drive(b, false, null, 0);
        write(d, 0, 10, 0);
        // Blocks 10..19 at 20: data at 20.55, sector 10 at 21, written by 22, reselect 0.2.
        assertEquals(22.2 * MS, write(d, 10, 10, 20), 1);
    }

    @Test
    void withoutPrebufferingAWriteWaitsForThePreviousDestage() {
        // Write-back, 0.1 ms per sector on the bus, 0.1 write-hit overhead. Blocks 0..9 at 0: data
        // from 0.1 to 1.1, reported done at 1.1; the first sector cannot go before 0.2, so the
        // destage writes sectors 0..9 from 10 to 11.
        DriveController serial = drive(Bus.none(), true, false, 0.1);
        assertEquals(1.1 * MS, write(serial, 0, 10, 0), 1);
        // Blocks 50..59 at 1.1: the drive takes their data only at 11, done at 12.
        assertEquals(12.0 * MS, write(serial, 50, 10, 1.1), 1);
        // With prebuffering the buffer takes them at once: 1.2 + 1.0.
        DriveController prebuffered = drive(Bus.none(), true, true, 0.1);
        write(prebuffered, 0, 10, 0);
        assertEquals(2.2 * MS, write(prebuffered, 50, 10, 1.1), 1);
    }

    @Test
    void aWriteContinuingTheDestageStreamsBehindIt() {
        DriveController d = drive(Bus.none(), true, false, 0.1);
        write(d, 0, 10, 0);
        // Blocks 10..19 at 1.1 append to the write being destaged: data from 1.2, done at 2.2.
        assertEquals(2.2 * MS, write(d, 10, 10, 1.1), 1);
    }

    @Test
    void aReadHitWaitsForTheDestageWithoutPrebuffering() {
        DriveController d = drive(Bus.none(), true, false, 0.1);
        write(d, 0, 10, 0);
        // Blocks 0..9 are in the buffer, but the mechanism destages until 11: the read is sent
        // from 11, 10 sectors at 0.1: 12.
        assertEquals(12.0 * MS, read(d, 0, 10, 1.1), 1);
    }
}
