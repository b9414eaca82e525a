package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

/**
 * Misses of a cached mapping table whose entries lie in a sector already being read wait for that
 * read, and so do hits on entries such a read is still bringing, worked out on one die and one channel (everything in series): a translation read is tR
 * plus the 512-byte sector over the channel, a data read tR plus the 4 KiB page.
 */
class EntryReadsTest {
    private static final long READ = 50_000;
    private static final double CHANNEL = 100e6;
    private static final long SECTOR_XFER = 5_120;
    private static final long PAGE_XFER = 40_960;

    private final NandArray nand = new NandArray(new NandGeometry(1, 1, 1, 64, 64, 4096),
            new NandTiming(READ, 500_000, 2_000_000, CHANNEL, 0));
    // 2,000 user pages: entries of 1,024 pages in each 4 KiB translation page, 128 in each sector.
    private final PageFtl ftl = new PageFtl(nand, 2_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 2, 4, 64);

    EntryReadsTest() {
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
    }

    @Test
    void aMissWhoseSectorIsOnItsWayWaitsForIt() {
        long first = ftl.read(0, 4096, 0);
        long second = ftl.read(1, 4096, 0);
        long entry = READ + SECTOR_XFER;
        assertEquals(entry + READ + PAGE_XFER, first);
        // Its entry arrives with the first read's; then it waits for the die behind the first data read.
        assertEquals(first + READ + PAGE_XFER, second);
        assertEquals(3, ftl.stats().flashPagesRead());
    }

    @Test
    void theEntriesOfASequentialReadCostOneTranslationReadPerSector() {
        for (int lpn = 120; lpn < 136; lpn++) { // entries 120..127 and 128..135: two sectors
            ftl.read(lpn, 4096, 0);
        }
        assertEquals(16 + 2, ftl.stats().flashPagesRead());
        for (int lpn = 136; lpn < 152; lpn++) { // sector 1, the page's last read, is still on its way
            ftl.read(lpn, 4096, 0);
        }
        assertEquals(18 + 16, ftl.stats().flashPagesRead());
        ftl.read(0, 4096, 0); // only the last read of each translation page is remembered
        assertEquals(34 + 2, ftl.stats().flashPagesRead());
    }

    @Test
    void aMissAfterTheReadArrivedReadsAgain() {
        long first = ftl.read(0, 4096, 0);
        ftl.advanceTo(first);
        long later = ftl.read(1, 4096, first);
        assertEquals(first + READ + SECTOR_XFER + READ + PAGE_XFER, later);
        assertEquals(4, ftl.stats().flashPagesRead());
    }

    @Test
    void otherSectorsOfTheSamePageAreReadApart() {
        ftl.read(0, 4096, 0);
        ftl.read(500, 4096, 0);
        assertEquals(4, ftl.stats().flashPagesRead());
    }

    @Test
    void aRecordHoldsTheSectorAndArrivalOfThePagesLastRead() {
        EntryReads reads = new EntryReads(4, 8192); // 2,048 entries a page, 16 sectors of 128
        reads.started(2 * 2048 + 300, 7_000);   // sector 2 of translation page 2
        assertEquals(7_000, reads.joinReadUnderWay(2 * 2048 + 383, 6_999));
        assertEquals(Long.MIN_VALUE, reads.joinReadUnderWay(2 * 2048 + 384, 0)); // sector 3
        assertEquals(Long.MIN_VALUE, reads.joinReadUnderWay(2 * 2048 + 300, 7_000)); // arrived
        long late = 1L << 53; // past the 2^52 ns the record holds: not remembered
        reads.started(2 * 2048 + 300, late);
        assertEquals(7_000, reads.joinReadUnderWay(2 * 2048 + 300, 0));
    }

    @Test
    void aRecordKnowsWhichEntriesItsReadLoads() {
        EntryReads reads = new EntryReads(4, 8192);
        int sectorStart = 2 * 2048 + 256; // sector 2 of translation page 2: entries 256..383 of it
        reads.started(sectorStart + 100, 7_000);
        reads.joinReadUnderWay(sectorStart + 3, 10);
        assertEquals(7_000, reads.loadedByReadUnderWay(sectorStart + 100, 6_999)); // the miss that read it
        assertEquals(7_000, reads.loadedByReadUnderWay(sectorStart + 3, 20));      // a miss that joined it
        // A sector-mate cached before the read: already usable.
        assertEquals(Long.MIN_VALUE, reads.loadedByReadUnderWay(sectorStart + 4, 20));
        assertEquals(Long.MIN_VALUE, reads.loadedByReadUnderWay(sectorStart + 100, 7_000)); // arrived
        reads.started(sectorStart + 127, 9_000); // a later read of the sector forgets the earlier's entries
        assertEquals(Long.MIN_VALUE, reads.loadedByReadUnderWay(sectorStart + 3, 20));
        assertEquals(9_000, reads.loadedByReadUnderWay(sectorStart + 127, 20));
    }

    /**
     * Two dies on two channels: the second read of a page whose entry the first read has just
     * missed finds the entry cached, but must wait for it to arrive; only then does it queue for
     * the data page's die, behind the first read's data read.
     */
    @Test
    void aHitOnAnEntryStillOnItsWayWaitsForIt() {
        NandArray twoDies = new NandArray(new NandGeometry(2, 1, 1, 64, 64, 4096),
                new NandTiming(READ, 500_000, 2_000_000, CHANNEL, 0));
        PageFtl striped = new PageFtl(twoDies, 2_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 2, 4, 64);
        striped.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        int lpn = lpnOnOtherDieThanItsEntry(striped, twoDies.geometry());
        long entry = READ + SECTOR_XFER;
        long first = striped.read(lpn, 4096, 0);
        assertEquals(entry + READ + PAGE_XFER, first);
        long second = striped.read(lpn, 4096, 0);
        // Without the wait it would sense at once, while its entry is on its way, and end one page
        // transfer after the first; it ends a whole data read after it.
        assertEquals(first + READ + PAGE_XFER, second);
        assertEquals(3, striped.stats().flashPagesRead());
    }

    @Test
    void aHitOnAnEntryThatHasArrivedDoesNotWait() {
        long first = ftl.read(0, 4096, 0);
        ftl.advanceTo(first);
        assertEquals(first + READ + PAGE_XFER, ftl.read(0, 4096, first));
        assertEquals(3, ftl.stats().flashPagesRead());
    }

    /** A logical page among the first sector's whose data lies on the die that does not hold its translation page. */
    private static int lpnOnOtherDieThanItsEntry(PageFtl ftl, NandGeometry geometry) {
        int translationDie = geometry.dieOf(ftl.physicalPage(2_000)); // translation pages follow the user pages
        for (int lpn = 0; lpn < 128; lpn++) {
            if (geometry.dieOf(ftl.physicalPage(lpn)) != translationDie) {
                return lpn;
            }
        }
        throw new AssertionError("every page of the first sector lies on the translation page's die");
    }
}
