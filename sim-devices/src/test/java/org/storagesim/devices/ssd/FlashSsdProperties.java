package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.GcCopy;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.GcSettings;
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
            @ForAll boolean watermark, @ForAll GcCopy gcCopy, @ForAll boolean preemptible,
            @ForAll boolean eraseSuspend, @ForAll @IntRange(min = 1, max = 99) int seed) {
        // Erases are suspended only where collection is pre-emptible (a device's configuration requires it).
        NandArray nand = new NandArray(new NandGeometry(2, 2, 2, 32, 8, 4096),
                new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0).withEraseSuspend(preemptible && eraseSuspend ? 300_000 : 0));
        Ftl ftl = hybrid ? new HybridLogFtl(nand, 3, 100, gcCopy)
                : new PageFtl(nand, 800, new GcSettings(GcPolicy.COST_BENEFIT, 0, null, gcCopy, preemptible), WearLeveling.STATIC, 5, 1, 3,
                        seed % 2 == 0 ? 0 : 64);
        Simulation sim = new Simulation();
        FlashSsd ssd = new FlashSsd(sim, "t", ftl, new HostInterface(protocol, 8, 300e6, 5_000, 0, 0, 0),
                watermark && bufferPages > 0
                        ? WriteBufferPolicy.watermark(bufferPages * 4096L, seed % 2 == 0 ? 1 : 0.9, seed % 3 == 0 ? 0 : 0.5)
                        : WriteBufferPolicy.eager(bufferPages * 4096L),
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
                WriteBufferPolicy.eager(64 * 1024), 4, 64 * 1024, 64 * 1024, 8);
        JobSpec spec = JobSpec.builder("j").rw(RwMode.RANDRW).ioDepth(8).size(ssd.capacityBytes()).numberIos(3000).build();
        JobStats s = WorkloadRun.run(sim, ssd, spec, new RandomStreams(seed));
        return s.latency().mean() + " " + s.elapsedNanos() + " " + ftl.stats();
    }

    /** Passes everything on, the promise of a read-only stretch included, and keeps the device's answer. */
    private static final class Forwarding implements BlockDevice {
        private final BlockDevice device;
        private final boolean offersStretches;
        private int toldAhead;

        Forwarding(BlockDevice device, boolean offersStretches) {
            this.device = device;
            this.offersStretches = offersStretches;
        }

        @Override
        public String name() {
            return device.name();
        }

        @Override
        public long capacityBytes() {
            return device.capacityBytes();
        }

        @Override
        public void submit(IoRequest request) {
            device.submit(request);
        }

        @Override
        public void upcoming(long offset) {
            device.upcoming(offset);
        }

        @Override
        public int beginReadOnlyStretch(int bytes) {
            toldAhead = offersStretches ? device.beginReadOnlyStretch(bytes) : 0;
            return toldAhead;
        }

        @Override
        public void endReadOnlyStretch() {
            device.endReadOnlyStretch();
        }
    }

    private static String randomReads(int depth, long bytes, boolean cachedMapping, int seed, boolean offersStretches) {
        NandArray nand = new NandArray(new NandGeometry(2, 2, 2, 32, 8, 4096),
                new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0));
        PageFtl ftl = new PageFtl(nand, 800, GcPolicy.GREEDY, WearLeveling.NONE, 5, 1, 3, cachedMapping ? 64 : 0);
        Simulation sim = new Simulation();
        FlashSsd ssd = new FlashSsd(sim, "t", ftl, new HostInterface(HostInterface.Protocol.NVME, 16, 1e9, 2_000, 0, 0, 0),
                WriteBufferPolicy.eager(0), 0, 0, 0, 1);
        ssd.preconditionOnFirstUse(() -> ftl.precondition(0.8, 1, new RandomStreams(seed).stream("fill")));
        Forwarding device = new Forwarding(ssd, offersStretches);
        JobSpec spec = JobSpec.builder("j").rw(RwMode.RANDREAD).blockSize(bytes).align(512).ioDepth(depth)
                .size(ssd.capacityBytes()).numberIos(4000).build();
        JobStats s = WorkloadRun.run(sim, device, spec, new RandomStreams(seed));
        assertEquals(offersStretches, device.toldAhead > 0, "the drive takes the promise up");
        assertEquals(4000, s.requests());
        return s.latency().mean() + " " + s.latency().percentile(99) + " " + s.elapsedNanos() + " " + ftl.stats()
                + " " + nand.pageReads();
    }

    @Example
    void aQueueDeeperThanTheDriveMayBeToldAheadGetsPlainReads() {
        // All 4,000 requests at once (queue depth 9,000): more than the drive may be told ahead of their start.
        assertEquals(randomReads(9_000, 4096, true, 3, false), randomReads(9_000, 4096, true, 3, true));
    }

    @Property(tries = 12)
    void aReadOnlyStretchGivesTheResultsOfPlainReads(@ForAll @IntRange(min = 1, max = 40) int depth,
                                                     @ForAll @IntRange(min = 1, max = 3) int pages,
                                                     @ForAll boolean cachedMapping,
                                                     @ForAll @IntRange(min = 1, max = 99) int seed) {
        long bytes = pages * 4096L - 512; // unaligned to pages, so some reads span one page more
        // The FTL's look-up helper starts at once (if a processor is spare), not after a warm-up.
        System.setProperty("storagesim.lookahead.warmUpPages", "0");
        try {
            assertEquals(randomReads(depth, bytes, cachedMapping, seed, false),
                    randomReads(depth, bytes, cachedMapping, seed, true));
        } finally {
            System.clearProperty("storagesim.lookahead.warmUpPages");
        }
    }
}
