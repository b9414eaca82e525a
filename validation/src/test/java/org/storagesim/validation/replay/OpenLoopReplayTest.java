package org.storagesim.validation.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;
import org.storagesim.validation.SharedData;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormats;

class OpenLoopReplayTest {

    private static QueueingStation station(Simulation sim, long serviceNanos) {
        return new QueueingStation(sim, "q", 1L << 40, 1, ServiceTime.of("constant", serviceNanos, 0), 0,
                new RandomStreams(1).stream("svc"));
    }

    @Test
    void requestsArriveOnTimeAndQueueBehindEachOther() {
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, 0, -1, -1, 0);
        t.add(IoOp.READ, 4096, 4096, 50_000, -1, -1, 0);  // arrives while the first is in service
        t.add(IoOp.READ, 8192, 4096, 500_000, -1, -1, 0); // arrives to an idle station
        Simulation sim = new Simulation();
        long[] lat = OpenLoopReplay.run(sim, station(sim, 100_000), t, 1.0);
        assertEquals(100_000, lat[0]);
        assertEquals(150_000, lat[1]);
        assertEquals(100_000, lat[2]);
        assertEquals(600_000, sim.now());
    }

    @Test
    void timeScalingCompressesTheArrivals() {
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, 0, -1, -1, 0);
        t.add(IoOp.READ, 0, 4096, 300_000, -1, -1, 0);
        Simulation sim = new Simulation();
        long[] lat = OpenLoopReplay.run(sim, station(sim, 100_000), t, 0.25); // second arrives at 75 us
        assertEquals(125_000, lat[1]);
    }

    @Test
    void mqsimTraceReplaysAndRespectsTheLoad() throws IOException {
        Trace t = TraceFormats.require("mqsim").read(SharedData.data("mqsim").resolve("wsrch-small.trace"));
        Simulation sim = new Simulation();
        long[] lat = OpenLoopReplay.run(sim, station(sim, 20_000), t.foldedInto(1L << 40, 512, "q"), 1.0);
        assertEquals(t.size(), lat.length);
        for (long l : lat) {
            assertTrue(l >= 20_000, "no request is faster than its service");
        }
        assertTrue(sim.now() >= t.arrival(t.size() - 1) - t.arrival(0), "replay starts at the first arrival");
    }

    @Test
    void offsetsBeyondTheDeviceAreAnErrorUnlessWrapped() {
        Trace t = new Trace();
        t.add(IoOp.WRITE, 1L << 41, 4096, 0, -1, -1, 0);
        Simulation sim = new Simulation();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpenLoopReplay.run(sim, station(sim, 1000), t, 1.0));
        assertTrue(e.getMessage().contains("beyond the capacity"), e.getMessage());
        Trace closedOnly = new Trace();
        closedOnly.add(IoOp.READ, 0, 512, -1, 0, 1000, 0);
        assertThrows(IllegalArgumentException.class, () -> OpenLoopReplay.run(sim, station(sim, 1000), closedOnly, 1));
    }
}
