package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.ftl.WearLeveling;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Multi-plane reads on a whole drive with one die of two planes. The fill writes logical pages
 * 2k and 2k + 1 together, one per plane at the same page address, so a sequential read of two
 * pages aligned to such a pair is sensed once; shifted by one page, its two pages lie at
 * different addresses and are sensed one after the other. At QD 1 the aligned reads are faster by
 * exactly one array read (tR) each, whatever the command, channel and link times.
 */
class MultiPlaneDriveTest {
    private static final int PAGE = 4096;
    private static final long READ = 60_000;

    private static JobStats sequentialPairs(long startOffset) {
        NandGeometry geometry = new NandGeometry(1, 1, 2, 64, 64, PAGE);
        NandArray nand = new NandArray(geometry, new NandTiming(READ, 500_000, 2_000_000, 100e6, 0));
        PageFtl ftl = new PageFtl(nand, PageFtl.maxUserPages(geometry, 2, false) * 9 / 10, GcPolicy.GREEDY,
                WearLeveling.NONE, 100, 2, 4, 0);
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        Simulation sim = new Simulation();
        HostInterface host = new HostInterface(HostInterface.Protocol.SATA, 32, 300e6, 10_000, 5_000, 0, 0);
        FlashSsd ssd = new FlashSsd(sim, "two-planes", ftl, host, WriteBufferPolicy.eager(0), 0, 0, 0, 1);
        JobSpec job = JobSpec.builder("j").rw(RwMode.READ).blockSize(2 * PAGE).align(PAGE).ioDepth(1)
                .offset(startOffset).size(ssd.capacityBytes() - 4 * PAGE).numberIos(1_000).build();
        JobStats stats = WorkloadRun.run(sim, ssd, job, new RandomStreams(2));
        assertEquals(2_000, nand.pageReads());
        assertEquals(startOffset == 0 ? 1_000 : 0, nand.multiPlaneReads());
        return stats;
    }

    @Test
    void aReadOfAProgramPairSensesBothPlanesAtOnce() {
        JobStats aligned = sequentialPairs(0);
        JobStats shifted = sequentialPairs(PAGE);
        assertEquals(READ, shifted.latency().mean() - aligned.latency().mean(), 1.0);
        assertEquals(READ, shifted.latency().percentile(50) - aligned.latency().percentile(50), 1_000);
    }
}
