package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.HybridLogFtl;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.ftl.WearLeveling;
import org.storagesim.devices.workload.BlockSizes;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

class FlashSsdProperties {

    @Property(tries = 40)
    void everyRequestCompletesOnceAfterItsSubmissionWithAllItsBytes(
            @ForAll @IntRange(min = 1, max = 40) int depth, @ForAll RwMode rw, @ForAll boolean hybrid,
            @ForAll HostInterface.Protocol protocol, @ForAll @IntRange(min = 0, max = 64) int bufferPages,
            @ForAll @IntRange(min = 1, max = 99) int seed) {
        NandArray nand = new NandArray(new NandGeometry(2, 2, 2, 32, 8, 4096),
                new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0));
        Ftl ftl = hybrid ? new HybridLogFtl(nand, 3, 100)
                : new PageFtl(nand, 800, GcPolicy.COST_BENEFIT, WearLeveling.STATIC, 5, 1, 3, seed % 2 == 0 ? 0 : 64);
        Simulation sim = new Simulation();
        FlashSsd ssd = new FlashSsd(sim, "t", ftl, new HostInterface(protocol, 8, 300e6, 5_000, 0, 0, 0), bufferPages * 4096L,
                4, 64 * 1024, 64 * 1024, 8);
        RandomStreams streams = new RandomStreams(seed);
        JobSpec spec = JobSpec.builder("j").rw(rw).blockSizes(BlockSizes.parse("512-64KiB")).ioDepth(depth)
                .size(ssd.capacityBytes()).numberIos(1500).build();
        // IoRequest.complete throws if a request completes twice or before its submission.
        JobStats stats = WorkloadRun.run(sim, ssd, spec, streams);
        assertEquals(1500, stats.requests());
        assertTrue(stats.bytes() >= 1500L * 512 && stats.bytes() <= 1500L * 64 * 1024);
        ftl.verify();
    }

    @Property(tries = 10)
    void sameSeedGivesIdenticalResults(@ForAll @IntRange(min = 1, max = 9) int seed) {
        assertEquals(runOnce(seed), runOnce(seed));
    }

    private static String runOnce(int seed) {
        NandArray nand = new NandArray(new NandGeometry(2, 1, 2, 32, 8, 4096),
                new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0));
        PageFtl ftl = new PageFtl(nand, 400, GcPolicy.GREEDY, WearLeveling.DYNAMIC, 5, 1, 2, 0);
        Simulation sim = new Simulation();
        FlashSsd ssd = new FlashSsd(sim, "t", ftl, new HostInterface(HostInterface.Protocol.SATA, 32, 300e6, 5_000, 0, 0, 0),
                64 * 1024, 4, 64 * 1024, 64 * 1024, 8);
        JobSpec spec = JobSpec.builder("j").rw(RwMode.RANDRW).ioDepth(8).size(ssd.capacityBytes()).numberIos(3000).build();
        JobStats s = WorkloadRun.run(sim, ssd, spec, new RandomStreams(seed));
        return s.latency().mean() + " " + s.elapsedNanos() + " " + ftl.stats();
    }
}
