package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

/**
 * A trim changes the mapping as a write does, so on a drive whose mapping lives in flash (DFTL,
 * Gupta et al., ASPLOS 2009) it needs the page's entry in the cached table: a miss reads the
 * entry's 512-byte sector of the translation page (tR plus the sector over the channel), and the
 * entry stays dirty until its translation page is rewritten. Worked out on one die and one channel.
 */
class TrimMappingTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long SECTOR_XFER = 5_120;   // 512 B at 100 MB/s
    private static final long PAGE_XFER = 40_960;    // 4 KiB at 100 MB/s
    private static final int CACHED = 64;

    private final NandArray nand = new NandArray(new NandGeometry(1, 1, 1, 64, 64, 4096),
            new NandTiming(READ, PROGRAM, 2_000_000, 100e6, 0));
    // 2,000 user pages: entries of 1,024 pages in each 4 KiB translation page, 64 entries cached.
    private final PageFtl ftl = new PageFtl(nand, 2_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 2, 4, CACHED);

    TrimMappingTest() {
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
    }

    @Test
    void aTrimWhoseEntryIsNotCachedWaitsForItsTranslationSector() {
        assertEquals(READ + SECTOR_XFER, ftl.trim(0, 0));
        assertEquals(1, ftl.stats().flashPagesRead());
        assertFalse(ftl.isMapped(0));
        ftl.verify();
    }

    @Test
    void aTrimWhoseEntryIsCachedCostsNoFlashAccess() {
        long loaded = ftl.read(0, 4096, 0);
        assertEquals(READ + SECTOR_XFER + READ + PAGE_XFER, loaded);
        ftl.advanceTo(loaded);
        assertEquals(loaded, ftl.trim(0, loaded));
        assertEquals(2, ftl.stats().flashPagesRead());
    }

    @Test
    void trimmedEntriesAreWrittenBackWhenEvicted() {
        long t = 0;
        for (int lpn = 0; lpn < CACHED; lpn++) { // every cached entry now dirty, all of translation page 0
            t = ftl.trim(lpn, t);
            ftl.advanceTo(t);
        }
        assertEquals(0, ftl.stats().flashPagesProgrammed());
        t = ftl.trim(CACHED, t); // evicts entry 0: translation page 0 is read whole and rewritten
        assertEquals(1, ftl.stats().flashPagesProgrammed());
        ftl.advanceTo(t);
        ftl.trim(CACHED + 1, t); // evicts entry 1, clean since page 0 was rewritten (batch update)
        ftl.flush(t);
        FtlStats stats = ftl.stats();
        assertEquals(1, stats.flashPagesProgrammed());
        assertEquals(1, stats.mappingPagesProgrammed());
        // A sector per trim (each arrived before the next trim asked), and page 0 read back once.
        assertEquals(CACHED + 2 + 1, stats.mappingPagesRead());
        assertEquals(stats.mappingPagesRead(), stats.flashPagesRead());
        for (int lpn = 0; lpn <= CACHED + 1; lpn++) {
            assertFalse(ftl.isMapped(lpn), "logical page " + lpn);
        }
        ftl.verify();
    }
}
