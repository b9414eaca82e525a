package org.storagesim.devices.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;

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
    }
}
