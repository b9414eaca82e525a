package org.storagesim.validation.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;
import org.storagesim.validation.trace.Trace;

class ClosedLoopReplayTest {

    /** A 100 µs constant-service station that notes the stream of every request it is given. */
    private static final class StreamLog implements BlockDevice {
        final List<Integer> streams = new ArrayList<>();
        final QueueingStation station;

        StreamLog(Simulation sim) {
            station = new QueueingStation(sim, "q", 1L << 40, 1, ServiceTime.of("constant", 100_000, 0), 0,
                    new RandomStreams(1).stream("svc"));
        }

        @Override
        public String name() {
            return station.name();
        }

        @Override
        public long capacityBytes() {
            return station.capacityBytes();
        }

        @Override
        public void submit(IoRequest request) {
            streams.add(request.stream());
            station.submit(request);
        }
    }

    @Test
    void eachRequestFollowsTheThinkTimeOfTheOneBefore() {
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, -1, 30_000, -1, 0);
        t.add(IoOp.READ, 4096, 4096, -1, 0, -1, 0);
        Simulation sim = new Simulation();
        long[] service = ClosedLoopReplay.run(sim, new StreamLog(sim), t, 1);
        assertArrayEquals(new long[] {100_000, 100_000}, service);
        assertEquals(230_000, sim.now(), "100 µs, a 30 µs pause, then 100 µs");
    }

    @Test
    void aDepthBeyondTheTraceIssuesItAllAtOnceWithoutASlotPerUnitOfDepth() {
        // Two billion slots of requests would not fit in any heap; two requests need two.
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, -1, 0, -1, 0);
        t.add(IoOp.READ, 4096, 4096, -1, 0, -1, 0);
        Simulation sim = new Simulation();
        long[] service = ClosedLoopReplay.run(sim, new StreamLog(sim), t, Integer.MAX_VALUE);
        assertArrayEquals(new long[] {100_000, 200_000}, service, "both at once on one server: the second waits");
    }

    @Test
    void requestsKeepTheDeviceNumberTheTraceRecordedThemOn() {
        // A trace merged from several devices (MSR, MQSim) replayed with --depth: a scheduler with
        // per-process queues must see the recorded devices as separate streams, as in the open loop.
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, -1, 0, -1, 3);
        t.add(IoOp.WRITE, 8192, 4096, -1, 0, -1, 1);
        t.add(IoOp.READ, 4096, 4096, -1, 0, -1, 3);
        Simulation sim = new Simulation();
        StreamLog device = new StreamLog(sim);
        ClosedLoopReplay.run(sim, device, t, 2);
        assertEquals(List.of(3, 1, 3), device.streams);
    }
}
