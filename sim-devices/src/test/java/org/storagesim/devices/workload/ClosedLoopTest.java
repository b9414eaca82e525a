package org.storagesim.devices.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;
import org.storagesim.devices.testing.FakeDevice;

class ClosedLoopTest {

    private static JobStats run(int servers, int depth, long thinkNanos, long serviceNanos) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(9);
        QueueingStation dev = new QueueingStation(sim, "c", 1L << 30, servers,
                ServiceTime.of("constant", serviceNanos, 0), 0, streams.stream("svc"));
        JobSpec spec = JobSpec.builder("closed").rw(RwMode.RANDREAD).ioDepth(depth).thinkTime(thinkNanos)
                .size(1L << 30).numberIos(10_000).build();
        return WorkloadRun.run(sim, dev, spec, streams);
    }

    @Test
    void littlesLawWithDeterministicService() {
        // One server, 8 in flight, 100 us service: throughput 10,000/s and every request waits for
        // 8 services, except the first 8, which see 1..8 (a 2,800 us shortfall over 10,000 requests).
        JobStats s = run(1, 8, 0, 100_000);
        assertEquals(10_000, s.iops(), 1);
        assertEquals(800_000 - 2_800_000.0 / 10_000, s.latency().mean(), 1e-6);
    }

    @Test
    void thinkTimeSlowsAQueueDepthOneLoop() {
        // Each cycle is 100 us of service plus 50 us of thinking.
        JobStats s = run(1, 1, 50_000, 100_000);
        assertEquals(1e9 / 150_000, s.iops(), 1);
        assertEquals(100_000, s.latency().mean(), 1e-6);
    }

    @Test
    void runtimeLimitStopsIssuing() {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(9);
        QueueingStation dev = new QueueingStation(sim, "c", 1L << 30, 1,
                ServiceTime.of("constant", 100_000, 0), 0, streams.stream("svc"));
        JobSpec spec = JobSpec.builder("t").runtime(1_000_000_000L).size(1L << 30).build();
        JobStats s = WorkloadRun.run(sim, dev, spec, streams);
        assertEquals(10_000, s.requests());
    }

    @Test
    void impossibleJobsNameTheKey() {
        JobSpec.InvalidJobException e = assertThrows(JobSpec.InvalidJobException.class,
                () -> JobSpec.builder("x").ioDepth(0).size(1 << 20).build());
        assertEquals("iodepth", e.key());
        e = assertThrows(JobSpec.InvalidJobException.class,
                () -> JobSpec.builder("x").blockSize(1 << 21).size(1 << 20).build());
        assertEquals("bs", e.key());
        e = assertThrows(JobSpec.InvalidJobException.class, () -> JobSpec.builder("x").fsync(-1).size(1 << 20).build());
        assertEquals("fsync", e.key());
    }

    @Test
    void fsyncPutsAFlushAfterEveryNWritesWithoutCountingIt() {
        Simulation sim = new Simulation();
        FakeDevice dev = new FakeDevice(sim, "f", 1L << 30, 1, 10_000, 0);
        JobSpec spec = JobSpec.builder("mix").rw(RwMode.RANDRW).rwMixRead(50).ioDepth(4).fsync(5).size(1L << 30)
                .numberIos(1_000).build();
        JobStats s = WorkloadRun.run(sim, dev, spec, new RandomStreams(4));

        assertEquals(1_000, s.requests());
        assertEquals(1_000L * 4096, s.bytes());
        int writes = 0;
        int flushes = 0;
        for (FakeDevice.Seen seen : dev.log) {
            if (seen.op == IoOp.FLUSH) {
                assertEquals(5, writes, "a flush follows exactly 5 writes");
                writes = 0;
                flushes++;
            } else if (seen.op == IoOp.WRITE) {
                writes++;
                assertTrue(writes <= 5, "no sixth write before the flush");
            }
        }
        assertEquals(dev.log.size() - 1_000, flushes);
        assertEquals(flushes, s.flushLatency().count());
        // One server at 10 us a request, flushes included: the elapsed time covers every request.
        assertEquals((1_000 + flushes) * 10_000L, s.elapsedNanos());
    }
}
