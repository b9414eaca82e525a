package org.storagesim.validation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.hdd.DiskLayout;
import org.storagesim.devices.hdd.HddZone;
import org.storagesim.devices.hdd.ReadSource;
import org.storagesim.devices.hdd.SparingScheme;
import org.storagesim.validation.trace.Trace;

class DiskRequestClassesTest {
    /** Two surfaces of 100 blocks a track and no spares: cylinder c holds blocks 200c .. 200c + 199. */
    private static final DiskLayout LAYOUT = new DiskLayout(2, SparingScheme.NONE, 1, false,
            List.of(new HddZone(0, 9_999, 100, 0, 0, 0, 0, 0, List.of(), List.of())));

    private static void add(Trace t, IoOp op, long firstBlock, int blocks) {
        t.add(op, firstBlock * 512, blocks * 512L, 0, 0, 1_000_000, 0);
    }

    @Test
    void namesDirectionPreviousDirectionAndCylindersFromThePreviousRequestsLastBlock() {
        Trace t = new Trace();
        add(t, IoOp.READ, 150, 100);      // cylinders 0..1
        add(t, IoOp.WRITE, 399, 1);       // cylinder 1: the previous request ended there
        add(t, IoOp.READ, 400, 8);        // cylinder 2: one away
        add(t, IoOp.READ, 200 * 102, 8);  // cylinder 102: 100 away
        add(t, IoOp.WRITE, 200 * 1102 + 5, 8); // cylinder 1,102: 1,000 away
        add(t, IoOp.WRITE, 200 * 1003, 8);  // cylinder 1,003: 99 away
        ReadSource[] sources = {ReadSource.MEDIA, null, ReadSource.BUFFER, ReadSource.READ_AHEAD, null, null};
        assertArrayEquals(new String[] {"read, first request, model: media", "write after read, same cylinder",
                "read after write, 1-99 cylinders, model: buffer", "read after read, 100-999 cylinders, model: read-ahead",
                "write after read, 1000+ cylinders", "write after write, 1-99 cylinders"},
                DiskRequestClasses.of(LAYOUT, t, sources));
    }
}
