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
 * MLC page types on a whole drive, against the same drive whose every page takes the mean of the
 * two types: half the pages of a block are LSB pages, so random reads average the two read times
 * and sequential writes, which fill blocks page by page, average the two program times.
 */
class CellTypeTimingTest {
    private static final long LSB_READ = 20_000;
    private static final long MSB_READ = 60_000;
    private static final long LSB_PROGRAM = 200_000;
    private static final long MSB_PROGRAM = 1_000_000;
    private static final NandTiming MLC = new NandTiming(new long[] {LSB_READ, MSB_READ},
            new long[] {LSB_PROGRAM, MSB_PROGRAM}, 2_000_000, 200e6, 0);
    private static final NandTiming MEAN = new NandTiming((LSB_READ + MSB_READ) / 2, (LSB_PROGRAM + MSB_PROGRAM) / 2,
            2_000_000, 200e6, 0);

    private static JobStats run(NandTiming timing, NandGeometry geometry, RwMode rw, double fill, int requests) {
        NandArray nand = new NandArray(geometry, timing);
        int pages = PageFtl.maxUserPages(geometry, 2, false) * 9 / 10;
        PageFtl ftl = new PageFtl(nand, pages, GcPolicy.GREEDY, WearLeveling.NONE, 100, 2, 4, 0);
        ftl.precondition(fill, 0, new RandomStreams(1).stream("p"));
        Simulation sim = new Simulation();
        HostInterface host = new HostInterface(HostInterface.Protocol.SATA, 32, 300e6, 10_000, 5_000, 0, 0);
        FlashSsd ssd = new FlashSsd(sim, "mlc", ftl, host, WriteBufferPolicy.eager(0), 0, 0, 0, 1);
        JobSpec job = JobSpec.builder("j").rw(rw).blockSize(4096).ioDepth(1).size(ssd.capacityBytes())
                .numberIos(requests).build();
        return WorkloadRun.run(sim, ssd, job, new RandomStreams(2));
    }

    @Test
    void randomReadsTakeTheMeanOfTheTwoReadTimesAndSplitInTwo() {
        NandGeometry geometry = new NandGeometry(8, 4, 1, 64, 64, 4096);
        JobStats mlc = run(MLC, geometry, RwMode.RANDREAD, 1.0, 20_000);
        JobStats mean = run(MEAN, geometry, RwMode.RANDREAD, 1.0, 20_000);
        // Same request stream; only the array read differs, by ±20 us around the mean for each page.
        // The pages read are LSB or MSB at random: the mean is off by 20 us × (share of MSB − share
        // of LSB), whose standard deviation over 20,000 reads is 20 us / √20,000 = 0.14 us.
        assertEquals(mean.latency().mean(), mlc.latency().mean(), 600);
        assertQuartilesEitherSide(mlc, mean, (MSB_READ - LSB_READ) / 2, 1_000);
    }

    @Test
    void sequentialWritesOnOneDieAlternateFastAndSlowPrograms() {
        // One die, written through: every write waits for its own program, in page order.
        NandGeometry oneDie = new NandGeometry(1, 1, 1, 64, 64, 4096);
        JobStats mlc = run(MLC, oneDie, RwMode.WRITE, 0, 2_000);
        JobStats mean = run(MEAN, oneDie, RwMode.WRITE, 0, 2_000);
        assertEquals(mean.latency().mean(), mlc.latency().mean(), 1_000);
        assertEquals(mean.iops(), mlc.iops(), 0.01 * mean.iops());
        assertQuartilesEitherSide(mlc, mean, (MSB_PROGRAM - LSB_PROGRAM) / 2, 2_000);
    }

    /** Half the requests hit each page type: the MLC quartiles lie {@code half} either side of the mean-time median. */
    private static void assertQuartilesEitherSide(JobStats mlc, JobStats mean, long half, long tolerance) {
        long middle = mean.latency().percentile(50);
        assertEquals(middle - half, mlc.latency().percentile(25), tolerance);
        assertEquals(middle + half, mlc.latency().percentile(75), tolerance);
    }

    @Test
    void collectionCopiesLandOnBothPageTypes() {
        // Random overwrites of a full drive: collection copies valid pages to both types of page, so
        // the sustained rate is close to that of a drive programming every page in the mean time.
        NandGeometry small = new NandGeometry(2, 2, 1, 32, 32, 4096);
        JobStats mlc = run(MLC, small, RwMode.RANDWRITE, 1.0, 30_000);
        JobStats mean = run(MEAN, small, RwMode.RANDWRITE, 1.0, 30_000);
        assertEquals(mean.iops(), mlc.iops(), 0.05 * mean.iops());
    }
}
