package org.storagesim.dbms.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

class SeekCounterTest {
    /** A device that completes nothing: the counter only watches submissions. */
    private static final BlockDevice SINK = new BlockDevice() {
        @Override
        public String name() {
            return "sink";
        }

        @Override
        public long capacityBytes() {
            return 1L << 40;
        }

        @Override
        public void submit(IoRequest request) {
        }
    };

    private static void send(SeekCounter c, long sector, long sectors) {
        IoRequest r = new IoRequest().set(0, IoOp.READ, sector * 512, sectors * 512, 0, x -> { });
        r.markSubmitted(0);
        c.submit(r);
    }

    @Test
    void aSeekIsARequestAtLeast63SectorsFromTheEndOfThePreviousOne() {
        SeekCounter c = new SeekCounter(SINK);
        send(c, 1000, 256);      // first request: nothing before it
        send(c, 1256, 256);      // contiguous
        send(c, 1512 + 62, 8);   // 62 sectors gap: not a seek
        send(c, 1582 + 63, 8);   // 63 sectors gap: a seek
        send(c, 1653 - 63 - 8, 8); // 63 sectors back from the end of the previous one: a seek
        send(c, 0, 8);           // far back: a seek
        assertEquals(3, c.seeks());
        assertEquals(6, c.requests());
        assertEquals((256 + 256 + 8 + 8 + 8 + 8) * 512, c.bytes());
    }

    @Test
    void interleavedSequentialStreamsSeekOnEverySwitch() {
        SeekCounter c = new SeekCounter(SINK);
        for (int i = 0; i < 10; i++) {
            send(c, i * 256L, 256);
            send(c, 1_000_000 + i * 256L, 256);
        }
        assertEquals(19, c.seeks());
        assertEquals(128 * 1024, c.meanRequestBytes(), 1e-9);
    }
}
