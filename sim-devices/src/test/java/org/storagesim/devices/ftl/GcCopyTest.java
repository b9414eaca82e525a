package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * Pages moved through the controller against copy-back, on one die and one channel with nothing
 * else running. Both drives take the same decisions (which victim, which block), so they differ
 * only in time: a page moved through the controller crosses the channel out and back in (40.96 us
 * each way for 4 KiB at 100 MB/s), with the die waiting for both transfers, so every write that
 * had to wait for moves ends 2 × 40.96 us later per page moved.
 */
class GcCopyTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long XFER = 40_960;
    private static final NandGeometry ONE_DIE = new NandGeometry(1, 1, 1, 16, 16, 4096);

    /** One FTL on its own array, written through one page at a time, each write issued when the last is durable. */
    private static final class Drive {
        final NandArray nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, 2_000_000, 100e6, 0));
        final Ftl ftl;
        long now;
        long durable;

        Drive(Function<NandArray, Ftl> build) {
            ftl = build.apply(nand);
            ftl.programSink((done, pages) -> durable = Math.max(durable, done));
            ftl.precondition(1.0, 1.0, new RandomStreams(1).stream("precondition"));
        }

        /** Writes {@code lpn} now; returns how long the write took. */
        long write(int lpn) {
            ftl.advanceTo(now);
            ftl.write(lpn, false, now);
            ftl.flush(now);
            long took = durable - now;
            now = durable;
            return took;
        }
    }

    /** Writes the same random pages to both drives; checks each write's extra time against the pages it moved. */
    private static void assertEachMoveCostsTwoTransfers(Function<NandArray, Ftl> copyBack,
                                                        Function<NandArray, Ftl> controller) {
        Drive slow = new Drive(controller);
        Drive fast = new Drive(copyBack);
        RandomStream pages = new RandomStreams(2).stream("pages");
        long moved = 0;
        for (int i = 0; i < 3_000; i++) {
            int lpn = pages.nextInt(0, slow.ftl.logicalPages() - 1);
            long readsBefore = slow.nand.pageReads();
            long extra = slow.write(lpn) - fast.write(lpn);
            long movedNow = slow.nand.pageReads() - readsBefore;
            assertEquals(2 * XFER * movedNow, extra, "write " + i + " of page " + lpn + " moved " + movedNow + " pages");
            moved += movedNow;
        }
        assertEquals(fast.nand.pageReads(), slow.nand.pageReads());
        assertEquals(fast.nand.blockErases(), slow.nand.blockErases());
        assertTrue(moved > 1_000, "only " + moved + " pages moved");
    }

    private static GcSettings greedy(GcCopy copy) {
        return new GcSettings(GcPolicy.GREEDY, 0, null, copy, false);
    }

    @Test
    void pageMappedCollectionThroughTheControllerCostsTwoTransfersPerPage() {
        // Foreground and background thresholds equal: no collection in idle time, which would
        // depend on the time the moves take.
        int pages = PageFtl.maxUserPages(ONE_DIE, 2, false);
        assertEachMoveCostsTwoTransfers(
                nand -> new PageFtl(nand, pages, greedy(GcCopy.COPYBACK), WearLeveling.NONE, 100, 2, 2, 0),
                nand -> new PageFtl(nand, pages, greedy(GcCopy.CONTROLLER), WearLeveling.NONE, 100, 2, 2, 0));
    }

    @Test
    void hybridMergesThroughTheControllerCostTwoTransfersPerPage() {
        int units = HybridLogFtl.maxUnits(ONE_DIE, 2);
        assertEachMoveCostsTwoTransfers(
                nand -> new HybridLogFtl(nand, 2, units, GcCopy.COPYBACK),
                nand -> new HybridLogFtl(nand, 2, units, GcCopy.CONTROLLER));
    }

    @Test
    void oneMoveThroughTheControllerIsAReadThenAProgram() {
        NandArray nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, 2_000_000, 100e6, 0));
        // Sensing, out over the channel, back in, program: the die is busy all along.
        assertEquals(1_000 + READ + XFER + XFER + PROGRAM, nand.copyThroughController(3, 40, 1_000));
        assertEquals(1, nand.pageReads());
        assertEquals(1, nand.pagePrograms());
    }
}
