package org.storagesim.validation;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;
import org.storagesim.validation.replay.ClosedLoopReplay;
import org.storagesim.validation.replay.OpenLoopReplay;
import org.storagesim.validation.trace.Trace;

/**
 * Every time a trace holds is at most {@link Trace#MAX_NANOS}, but enough of them, or a large time
 * scale, could still carry a replay past the end of the nanosecond clock: each replay stops with a
 * message before simulated time could wrap around to negative.
 */
class ReplaySpanTest {
    /** Requests whose think times, each the longest a trace may hold, add up to more than {@link Trace#MAX_SPAN_NANOS}. */
    private static Trace longThinkTimes() {
        Trace t = new Trace();
        for (long i = 0; i <= Trace.MAX_SPAN_NANOS / Trace.MAX_NANOS + 1; i++) {
            t.add(IoOp.READ, 4096 * i, 4096, -1, Trace.MAX_NANOS, 1_000_000, 0);
        }
        return t;
    }

    private static QueueingStation station(Simulation sim) {
        return new QueueingStation(sim, "q", 1L << 40, 1, ServiceTime.of("constant", 100_000, 0), 0,
                new RandomStreams(1).stream("svc"));
    }

    @Test
    void theKernelFreeReplayStopsBeforeTheClockOverflows() throws Exception {
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(SharedData.disksim().resolve("hp_c2247a.parv"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> DiskSimValidation.replay(disk, longThinkTimes()));
        assertTrue(e.getMessage().contains("more than 146 years"), e.getMessage());
    }

    @Test
    void theClosedLoopReplayStopsBeforeTheClockOverflows() {
        Simulation sim = new Simulation();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ClosedLoopReplay.run(sim, station(sim), longThinkTimes(), 1));
        assertTrue(e.getMessage().contains("more than 146 years"), e.getMessage());
    }

    @Test
    void aTimeScaleThatWouldOverflowTheClockIsRefused() {
        Trace t = new Trace();
        t.add(IoOp.READ, 0, 4096, 0, -1, -1, 0);
        t.add(IoOp.READ, 4096, 4096, Trace.MAX_NANOS, -1, -1, 0);
        Simulation sim = new Simulation();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> OpenLoopReplay.run(sim, station(sim), t, 1e300));
        assertTrue(e.getMessage().startsWith("a time scale of 1.0E300 puts the last arrival more than 146 years"),
                e.getMessage());
    }
}
