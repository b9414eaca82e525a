package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * A read of the track a write has just used, by hand on a one-zone, one-surface disk of 100 sectors
 * per track at 6000 rpm (a turn is 10 ms, sector s starts s * 0.1 ms into every turn), write-through,
 * 0.5 ms command overheads, a 1 ms single-cylinder seek and no bus time. Times in ms.
 */
class ReadWriteJogTest {
    private static final double MS = 1e6;

    private static HddConfig config(Double jogMs) {
        HddZone zone = new HddZone(0, 99, 100, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(100.0, 5.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 0, false, false, true, false, true, 0, "segment");
        HddOverheads o = new HddOverheads(0.1, 0.1, 0.5, 0.5, 0.1, 0.1, 0.5, 0.5, 0, 0, 0);
        return new HddConfig(6000, 1, 100, "none", null, false, List.of(zone), seek, 0.5, 0, jogMs, cache, o,
                0, 0, "fcfs", null, 1, null);
    }

    /** Writes blocks 8..17 at 0 (on the media from 0.8 to 1.8), then reads two blocks from {@code lbn}. */
    private static double readAfterWrite(Double jogMs, int lbn) {
        DriveController d = HardDisk.controllerOf(config(jogMs));
        long written = d.serve(IoOp.WRITE, 8 * 512L, 10 * 512L, 0);
        assertEquals(1.8 * MS, written, 1);
        return d.serve(IoOp.READ, lbn * 512L, 2 * 512L, written) / MS;
    }

    @Test
    void theDefaultJogIsTheSingleCylinderSeekAndCanCostATurn() {
        // The read command ends at 2.3. Without a jog the head reads sectors 30..31 from 3.0 to 3.2.
        assertEquals(3.2, readAfterWrite(0.0, 30), 1e-6);
        // A 0.5 ms jog ends at 2.8, still before sector 30 comes round.
        assertEquals(3.2, readAfterWrite(0.5, 30), 1e-6);
        // The default, the 1 ms single-cylinder seek, ends at 3.3: sector 30 has passed, so it is
        // read a turn later, 13.0 to 13.2; sector 40 (at 4.0) is still caught.
        assertEquals(13.2, readAfterWrite(null, 30), 1e-6);
        assertEquals(4.2, readAfterWrite(null, 40), 1e-6);
    }

    @Test
    void aNegativeJogIsRejectedByName() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> config(-0.1));
        assertEquals("key 'read_write_jog_ms': must not be negative, got -0.1", e.keyedMessage());
    }
}
