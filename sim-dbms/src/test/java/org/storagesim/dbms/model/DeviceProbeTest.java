package org.storagesim.dbms.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayDeque;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;

/** The probe measures the region it is given: on a two-zone device, hand-computed B and l. */
class DeviceProbeTest {
    private static final long ZONE = 10L << 30;

    @Test
    void theOuterZoneAloneStreamsAtItsRate() {
        Simulation sim = new Simulation();
        DeviceFigures f = DeviceProbe.measureRegion(sim, new TwoZoneDisk(sim), 0, 1L << 30, 1);
        assertEquals(80e6, f.bandwidth(), 80e6 * 1e-6);
        assertEquals(4096 / 80e6, f.latency(), 1e-9);
    }

    @Test
    void theWholeDeviceAveragesBothZones() {
        Simulation sim = new Simulation();
        DeviceFigures f = DeviceProbe.measure(sim, new TwoZoneDisk(sim), 1);
        // Four of the eight chunks in each zone: equal bytes, so the harmonic mean of 80 and 40.
        assertEquals(2 / (1 / 80e6 + 1 / 40e6), f.bandwidth(), 53.3e6 * 1e-6);
        // Random reads land in either zone with probability 1/2: (51.2 us + 102.4 us) / 2.
        assertEquals((4096 / 80e6 + 4096 / 40e6) / 2, f.latency(), 76.8e-6 * 0.05);
    }

    @Test
    void aRegionSmallerThanAUnitIsProbedOverTheUnitsItTouches() {
        // 8 KiB across the zone boundary: the 128 KiB unit on either side, read one after the other.
        Simulation sim = new Simulation();
        DeviceFigures f = DeviceProbe.measureRegion(sim, new TwoZoneDisk(sim), ZONE - 4096, ZONE + 4096, 1);
        double unit = 128 * 1024;
        assertEquals(2 * unit / (unit / 80e6 + unit / 40e6), f.bandwidth(), 53.3e6 * 1e-6);
        assertEquals((4096 / 80e6 + 4096 / 40e6) / 2, f.latency(), 76.8e-6 * 0.05);
        // At the device's end, the last unit.
        f = DeviceProbe.measureRegion(sim, new TwoZoneDisk(sim), 2 * ZONE - 4096, 2 * ZONE, 1);
        assertEquals(40e6, f.bandwidth(), 40e6 * 1e-6);
    }

    /** A FIFO server without positioning cost: 80 MB/s below 10 GiB, 40 MB/s above, 20 GiB in all. */
    private static final class TwoZoneDisk implements BlockDevice, EventHandler {
        private final Simulation sim;
        private final ArrayDeque<IoRequest> queue = new ArrayDeque<>();
        private IoRequest inService;

        TwoZoneDisk(Simulation sim) {
            this.sim = sim;
        }

        @Override
        public String name() {
            return "two-zone";
        }

        @Override
        public long capacityBytes() {
            return 2 * ZONE;
        }

        @Override
        public int sectorBytes() {
            return 512;
        }

        @Override
        public void submit(IoRequest request) {
            if (inService == null) {
                start(request);
            } else {
                queue.addLast(request);
            }
        }

        private void start(IoRequest r) {
            inService = r;
            double rate = r.offset() < ZONE ? 80e6 : 40e6;
            sim.schedule(Math.round(r.length() / rate * 1e9), this, 0);
        }

        @Override
        public void handle(long arg) {
            IoRequest done = inService;
            inService = null;
            IoRequest next = queue.pollFirst();
            if (next != null) {
                start(next);
            }
            done.complete(sim.now());
        }
    }
}
