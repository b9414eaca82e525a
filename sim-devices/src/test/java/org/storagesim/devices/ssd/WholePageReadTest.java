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
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * A read of half a flash page at QD 1: with whole-page reads its response is longer by the channel
 * time of the other half (2 KiB at 100 MB/s = 20.48 us), and by nothing else.
 */
class WholePageReadTest {
    private static final int PAGE = 4096;
    private static final double CHANNEL = 100e6;

    private static double meanResponse(boolean wholePages) {
        NandArray nand = new NandArray(new NandGeometry(4, 2, 1, 64, 64, PAGE), new NandTiming(40_000, 500_000,
                2_000_000, CHANNEL, 0));
        PageFtl ftl = new PageFtl(nand, 20_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        Simulation sim = new Simulation();
        HostInterface host = new HostInterface(HostInterface.Protocol.SATA, 32, 300e6, 10_000, 10_000, 0, 0, 0,
                10_000, wholePages);
        FlashSsd ssd = new FlashSsd(sim, "h", ftl, host, WriteBufferPolicy.eager(0), 0, 0, 0, 1);
        JobSpec job = JobSpec.builder("j").rw(RwMode.RANDREAD).blockSize(PAGE / 2).ioDepth(1)
                .size(ssd.capacityBytes()).numberIos(500).build();
        return WorkloadRun.run(sim, ssd, job, new RandomStreams(2)).latency().mean();
    }

    @Test
    void halfAPageCostsTheChannelTimeOfTheWholePage() {
        assertEquals((PAGE / 2) * 1e9 / CHANNEL, meanResponse(true) - meanResponse(false), 100);
    }
}
