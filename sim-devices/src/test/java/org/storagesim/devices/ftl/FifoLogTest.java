package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

/**
 * FIFO collection is a circular log: it reclaims the block written longest ago even when every
 * page of it is still valid (cold data), moving the pages to the head of the log. Refusing such
 * a block, as greedy refuses one with nothing to gain, would stop the log for good once cold data
 * reach its tail, and the drive would run out of free blocks.
 */
class FifoLogTest {
    private static final NandGeometry ONE_PLANE = new NandGeometry(1, 1, 1, 16, 16, 4096);

    @Test
    void theLogMovesColdBlocksAndGoesOn() {
        NandArray nand = new NandArray(ONE_PLANE, new NandTiming(50_000, 500_000, 2_000_000, 200e6, 0));
        int pages = PageFtl.maxUserPages(ONE_PLANE, 2, false); // 176 of 256
        PageFtl ftl = new PageFtl(nand, pages, GcPolicy.FIFO, WearLeveling.NONE, 100, 2, 2, 0);
        long t = 0;
        for (int lpn = 0; lpn < pages; lpn++) { // cold: written once, in order
            ftl.advanceTo(t += 1_000_000);
            ftl.write(lpn, false, t);
        }
        int hot = 16; // then one block's worth of pages, rewritten over and over
        int rewrites = 2_000;
        for (int i = 0; i < rewrites; i++) {
            ftl.advanceTo(t += 1_000_000);
            ftl.write(i % hot, false, t);
        }
        ftl.flush(t);
        ftl.verify();
        FtlStats stats = ftl.stats();
        assertEquals(pages + rewrites, stats.hostPagesWritten());
        // The log runs over the 13 to 14 blocks not kept free; each pass moves the 160 cold pages
        // (10 blocks) once, for the 3 to 4 blocks of rewrites between them: 2.5 to 3.4 moves each.
        double movesPerRewrite = (double) (stats.flashPagesProgrammed() - pages - rewrites) / rewrites;
        assertTrue(movesPerRewrite >= 160.0 / 64 && movesPerRewrite <= 160.0 / 48 + 0.1, stats.toString());
    }
}
