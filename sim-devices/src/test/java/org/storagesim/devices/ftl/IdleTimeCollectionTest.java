package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * Collection in idle time, on one die and one channel: below the background threshold a plane is
 * collected only in time the die would otherwise idle before the next program's data is ready, a
 * whole victim at a time, so it never delays the program: after a long gap the program ends one
 * page transfer (4 KiB at 100 MB/s, 40.96 us) and one tPROG (500 us) after its data is ready, and
 * a gap too short for any victim stays idle (the write then pays only for a foreground collection
 * it needs, at tR + tPROG per copied page and tERASE per victim).
 */
class IdleTimeCollectionTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long ERASE = 2_000_000;
    private static final long XFER = 40_960;
    private static final NandGeometry ONE_DIE = new NandGeometry(1, 1, 1, 16, 16, 4096);
    private static final int FOREGROUND = 2;
    private static final int BACKGROUND = 6;
    /** Half the flash: room enough for the collector to bring back the background threshold's free blocks. */
    private static final int USER_PAGES = 128;

    private NandArray nand;
    private long durable;

    /** A drive preconditioned to a used state: free blocks just above the foreground threshold, below the background one. */
    private PageFtl usedDrive() {
        nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0));
        PageFtl ftl = new PageFtl(nand, USER_PAGES, GcPolicy.GREEDY, WearLeveling.NONE, 100, FOREGROUND, BACKGROUND, 0);
        ftl.programSink((done, written) -> durable = Math.max(durable, done));
        ftl.precondition(1.0, 1.0, new RandomStreams(1).stream("precondition"));
        ftl.advanceTo(0);
        return ftl;
    }

    /** Writes page 7 whose data is ready at {@code ready}, the die idle from 0; returns when it is durable. */
    private long writeReadyAt(PageFtl ftl, long ready) {
        ftl.write(7, false, ready);
        ftl.flush(ready);
        return durable;
    }

    @Test
    void aLongIdleGapIsUsedToCollectWithoutDelayingTheProgram() {
        PageFtl ftl = usedDrive();
        long ready = 1_000_000_000;
        assertEquals(ready + XFER + PROGRAM, writeReadyAt(ftl, ready));
        FtlStats s = ftl.stats();
        assertTrue(s.blocksErased() >= 1, "nothing was collected in a 1 s gap");
        // Copy-back moves: each moved page is read and programmed once; the host page is the one extra program.
        assertEquals(s.flashPagesRead(), s.flashPagesProgrammed() - 1);
    }

    @Test
    void aGapShorterThanAnEraseIsLeftIdle() {
        PageFtl ftl = usedDrive();
        long ready = ERASE / 2; // no victim fits: even one with no valid page costs a whole erase
        long end = writeReadyAt(ftl, ready);
        assertEquals(0, nand.dieGap(0, 0, ready), "the die idles until the data is ready");
        // Any collection is the foreground one the write may need, from then on and before its program.
        FtlStats s = ftl.stats();
        assertEquals(ready + s.flashPagesRead() * (READ + PROGRAM) + s.blocksErased() * ERASE + XFER + PROGRAM, end);
    }

    /**
     * On the collector itself: after a fill and a random overwrite of every page outside simulated
     * time, a 1 s gap brings the plane back to exactly the background threshold, the die busy from
     * 0 without a break for tR + tPROG per moved page (copy-back) and one erase per victim.
     */
    @Test
    void idleCollectionStopsAtTheBackgroundThresholdAndCostsItsCopiesAndErases() {
        NandArray nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0));
        int pages = USER_PAGES;
        PageMap map = new PageMap(pages, ONE_DIE.pages(), ONE_DIE.pagesPerBlock());
        GcSettings greedy = GcSettings.of(GcPolicy.GREEDY);
        BlockManager blocks = new BlockManager(nand, map, greedy, WearLeveling.NONE, 100);
        GarbageCollector collector = new GarbageCollector(nand, map, blocks, greedy, FOREGROUND, BACKGROUND);
        UntimedWriter writer = new UntimedWriter(map, blocks, collector, new int[] {0});
        RandomStream draws = new RandomStreams(1).stream("overwrites");
        for (int lpn = 0; lpn < pages; lpn++) {
            writer.place(lpn);
        }
        for (int i = 0; i < pages; i++) {
            writer.place(draws.nextInt(0, pages - 1));
        }
        assertTrue(blocks.freeBlocks(0) < BACKGROUND, blocks.freeBlocks(0) + " free blocks before the gap");
        long readsBefore = nand.pageReads();
        long erasesBefore = nand.blockErases();

        collector.collectInIdleTime(0, 1_000_000_000);

        assertEquals(BACKGROUND, blocks.freeBlocks(0));
        long moved = nand.pageReads() - readsBefore;
        long erased = nand.blockErases() - erasesBefore;
        assertTrue(erased >= 1);
        long busyUntil = moved * (READ + PROGRAM) + erased * ERASE;
        assertEquals(busyUntil, nand.dieGap(0, 0, 1), "the die is busy from 0 to the end of the last erase");
        map.verify();
    }
}
