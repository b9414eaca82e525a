package org.storagesim.devices.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.workload.ArrivalProcess;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.WorkloadRun;

/** The kernel, the open-loop generator and the reference station against queueing formulas. */
class QueueingTheoryTest {

    private static LatencySummary run(int servers, double arrivalsPerSecond, double meanServiceNanos, long requests) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(20261122L);
        QueueingStation station = new QueueingStation(sim, "mm", 1L << 30, servers,
                ServiceTime.of("exponential", meanServiceNanos, 1), 0, streams.stream("device:mm:service"));
        JobSpec job = JobSpec.builder("poisson").arrival(ArrivalProcess.POISSON).rateIops(arrivalsPerSecond)
                .size(1L << 30).numberIos(requests).build();
        JobStats stats = WorkloadRun.run(sim, station, job, streams);
        assertEquals(requests, stats.requests());
        return stats.latency().summary();
    }

    @Test
    void mm1AtRhoPoint8HasMeanResponse500usAndExponentialTail() {
        // M/M/1: response time is exponential with rate mu - lambda = 10,000 - 8,000 per second.
        LatencySummary s = run(1, 8_000, 100_000, 1_000_000);
        assertEquals(500_000, s.mean(), 500_000 * 0.02);
        assertEquals(Math.log(100) / 2_000 * 1e9, s.p99(), 2_302_585 * 0.05);
        assertEquals(Math.log(2) / 2_000 * 1e9, s.p50(), 346_574 * 0.03);
    }

    @Test
    void mm2MatchesErlangC() {
        // M/M/2, lambda = 16,000/s, mu = 10,000/s per server: a = 1.6, rho = 0.8.
        double a = 1.6;
        double rho = 0.8;
        double p0 = 1 / (1 + a + a * a / (2 * (1 - rho)));
        double waitProbability = a * a / (2 * (1 - rho)) * p0;
        double meanWaitNanos = waitProbability / (2 * 10_000 - 16_000) * 1e9;
        double expected = meanWaitNanos + 100_000;
        LatencySummary s = run(2, 16_000, 100_000, 600_000);
        assertEquals(expected, s.mean(), expected * 0.03);
    }
}
