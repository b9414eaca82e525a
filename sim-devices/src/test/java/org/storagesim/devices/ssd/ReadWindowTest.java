package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
 * The read window of a command (P4 Section 5.3: one outstanding request never fills the link) against
 * a hand-computed time: with a window of w pages, a 512 KiB read on a drive with far more dies than
 * w takes 128 / w rounds of one page read, its channel transfer and its link transfer.
 */
class ReadWindowTest {
    private static final long COMMAND = 10_000;
    private static final long READ = 20_000;
    private static final double CHANNEL = 1e9;
    private static final double LINK = 10e9;
    private static final int PAGE = 4096;

    private static JobStats oneAtATime(int window) {
        NandArray nand = new NandArray(new NandGeometry(8, 4, 1, 64, 64, PAGE), new NandTiming(READ, 100_000,
                1_000_000, CHANNEL, 0));
        PageFtl ftl = new PageFtl(nand, 100_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        Simulation sim = new Simulation();
        HostInterface host = new HostInterface(HostInterface.Protocol.SATA, 32, LINK, COMMAND, 0, 0, 0, window, 0,
                false);
        FlashSsd ssd = new FlashSsd(sim, "w", ftl, host, WriteBufferPolicy.eager(0), 0, 0, 0, 1);
        JobSpec job = JobSpec.builder("j").rw(RwMode.RANDREAD).blockSize(128 * PAGE).ioDepth(1)
                .size(ssd.capacityBytes()).numberIos(50).build();
        return WorkloadRun.run(sim, ssd, job, new RandomStreams(2));
    }

    @Test
    void aCommandMovesWindowPagesPerRoundOfReadChannelAndLink() {
        double round = READ + PAGE * 1e9 / CHANNEL + PAGE * 1e9 / LINK;
        for (int window : new int[] {2, 4}) {
            double expected = COMMAND + 128.0 / window * round;
            assertEquals(expected, oneAtATime(window).latency().mean(), 0.05 * expected, "window " + window);
        }
    }

    @Test
    void withoutAWindowTheDiesReadACommandsPagesTogether() {
        double limited = oneAtATime(4).latency().mean();
        double free = oneAtATime(0).latency().mean();
        assertTrue(free < limited / 4, "no window " + free + " ns, window of 4 " + limited + " ns");
    }
}
