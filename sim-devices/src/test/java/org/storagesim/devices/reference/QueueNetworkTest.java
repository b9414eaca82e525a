package org.storagesim.devices.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/** The station's optional shared link and write service, against hand-worked pipelines. */
class QueueNetworkTest {

    private static JobStats run(QueueingStation station, Simulation sim, RwMode rw, long bs, int depth) {
        JobSpec job = JobSpec.builder("j").rw(rw).blockSize(bs).ioDepth(depth).size(1L << 30).numberIos(5_000).build();
        return WorkloadRun.run(sim, station, job, new RandomStreams(2));
    }

    @Test
    void aSharedLinkCapsBandwidthWhileServersOverlap() {
        // 4 servers of 100 us each, then a 1,000 MB/s link: a 1 MB request holds the link for 1 ms, so
        // with 8 in flight the link is the bottleneck at 1,000 MB/s.
        Simulation sim = new Simulation();
        QueueingStation s = new QueueingStation(sim, "n", 1L << 30, 4, ServiceTime.of("constant", 100_000, 0), 0,
                new RandomStreams(1).stream("svc")).withSharedLink(1e9);
        JobStats big = run(s, sim, RwMode.READ, 1_000_000 / 4096 * 4096, 8);
        assertEquals(1000, big.mbPerSec(), 1000 * 0.01);
        // Small requests barely use the link: 4 servers of 100 us give 40,000 IOPS.
        Simulation sim2 = new Simulation();
        QueueingStation s2 = new QueueingStation(sim2, "n", 1L << 30, 4, ServiceTime.of("constant", 100_000, 0), 0,
                new RandomStreams(1).stream("svc")).withSharedLink(1e9);
        JobStats small = run(s2, sim2, RwMode.RANDREAD, 4096, 8);
        assertEquals(40_000, small.iops(), 40_000 * 0.01);
    }

    @Test
    void writesUseTheirOwnServiceTime() {
        Simulation sim = new Simulation();
        QueueingStation s = new QueueingStation(sim, "n", 1L << 30, 1, ServiceTime.of("constant", 100_000, 0), 0,
                new RandomStreams(1).stream("svc")).withWriteService(ServiceTime.of("constant", 300_000, 0));
        assertEquals(300_000, run(s, sim, RwMode.RANDWRITE, 4096, 1).latency().mean(), 1e-6);
        Simulation sim2 = new Simulation();
        QueueingStation r = new QueueingStation(sim2, "n", 1L << 30, 1, ServiceTime.of("constant", 100_000, 0), 0,
                new RandomStreams(1).stream("svc")).withWriteService(ServiceTime.of("constant", 300_000, 0));
        assertEquals(100_000, run(r, sim2, RwMode.RANDREAD, 4096, 1).latency().mean(), 1e-6);
    }
}
