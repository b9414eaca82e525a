package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * A page-mapped FTL with pre-emptible collection against one without, on one die: each random
 * write is followed 10 us later by a random read. Both take the same decisions (victims, blocks,
 * erases). Without pre-emption a read that comes while a victim is collected waits for all of it;
 * with it, a read waits at most for the piece under way, a copy-back (tR + tPROG) or an erase, then
 * for the program of the write before it, which was booked on the die first and which a read does
 * not overtake (its transfer and tPROG), and then its own sensing and transfer. Where the die can
 * suspend an erase, the piece it waits for is at most a copy-back or the suspension.
 */
class GcPreemptionTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long ERASE = 2_000_000;
    private static final long XFER = 40_960;
    private static final long SUSPEND = 300_000;
    /** A read's own time and the program of the write before it: what a read may wait for besides collection. */
    private static final long READ_AND_PROGRAM = READ + XFER + XFER + PROGRAM;
    private static final NandGeometry ONE_DIE = new NandGeometry(1, 1, 1, 16, 16, 4096);

    /** The longest read, the pages read and the erases, over 3,000 write-then-read pairs. */
    private record Outcome(long longestRead, long pageReads, long erases, long moved) { }

    private static Outcome run(boolean preemptible, long eraseSuspend) {
        NandArray nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0).withEraseSuspend(eraseSuspend));
        int pages = PageFtl.maxUserPages(ONE_DIE, 2, false);
        long[] durable = {0};
        PageFtl ftl = fullDrive(nand, pages, preemptible, durable);
        RandomStream lpns = new RandomStreams(2).stream("pages");
        long now = 0;
        long longest = 0;
        for (int i = 0; i < 3_000; i++) {
            ftl.advanceTo(now);
            ftl.write(lpns.nextInt(0, pages - 1), false, now);
            ftl.flush(now);
            long readAt = now + 10_000;
            ftl.advanceTo(readAt);
            longest = Math.max(longest, ftl.read(lpns.nextInt(0, pages - 1), 4096, readAt) - readAt);
            now = Math.max(durable[0], readAt);
        }
        long moved = ftl.stats().flashPagesProgrammed() - 3_000;
        return new Outcome(longest, nand.pageReads(), nand.blockErases(), moved);
    }

    @Test
    void readsWaitForOnePieceOfCollectionAtMostWhenItIsPreemptible() {
        Outcome preemptible = run(true, 0);
        Outcome blocking = run(false, 0);
        assertTrue(preemptible.moved() > 1_000, "only " + preemptible.moved() + " pages moved");
        assertEquals(blocking.erases(), preemptible.erases());
        assertEquals(blocking.pageReads(), preemptible.pageReads());
        long onePiece = Math.max(READ + PROGRAM, ERASE);
        assertTrue(preemptible.longestRead() <= onePiece + READ_AND_PROGRAM,
                "a read waited " + preemptible.longestRead() + " ns");
        assertTrue(blocking.longestRead() > 5 * onePiece, "a read waited at most " + blocking.longestRead() + " ns");
    }

    @Test
    void withEraseSuspensionReadsWaitForACopyBackOrTheSuspensionAtMost() {
        Outcome suspending = run(true, SUSPEND);
        Outcome preemptible = run(true, 0);
        assertEquals(preemptible.erases(), suspending.erases());
        assertEquals(preemptible.pageReads(), suspending.pageReads());
        assertEquals(preemptible.moved(), suspending.moved());
        long onePiece = Math.max(READ + PROGRAM, SUSPEND);
        assertTrue(suspending.longestRead() <= onePiece + READ_AND_PROGRAM, "a read waited " + suspending.longestRead() + " ns");
        assertTrue(preemptible.longestRead() > ERASE, "without suspension a read waited at most "
                + preemptible.longestRead() + " ns");
    }

    /**
     * With no read to give way to, pre-emptible collection is blocking collection: every write of
     * a run of random writes, one at a time, on four dies of a full drive, is durable at the same
     * time both ways. (A die's queued work once lost the gaps it was to fill when the die's
     * timeline forgot the program placed after it, and went after that program instead.)
     */
    @Test
    void withoutReadsEveryWriteEndsAsWithBlockingCollection() {
        List<Long> blocking = durableTimesOfRandomWrites(false);
        List<Long> preemptible = durableTimesOfRandomWrites(true);
        assertTrue(blocking.get(blocking.size() - 1) > 100 * (PROGRAM + XFER) * 3, "little collection");
        assertEquals(blocking, preemptible);
    }

    private static List<Long> durableTimesOfRandomWrites(boolean preemptible) {
        NandGeometry fourDies = new NandGeometry(2, 2, 1, 16, 16, 4096);
        NandArray nand = new NandArray(fourDies, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0));
        int pages = PageFtl.maxUserPages(fourDies, 2, false);
        long[] durable = {0};
        PageFtl ftl = fullDrive(nand, pages, preemptible, durable);
        RandomStream lpns = new RandomStreams(2).stream("pages");
        List<Long> times = new ArrayList<>();
        long now = 0;
        for (int i = 0; i < 1_000; i++) {
            ftl.advanceTo(now);
            ftl.write(lpns.nextInt(0, pages - 1), false, now);
            ftl.flush(now);
            times.add(durable[0]);
            now = Math.max(durable[0], now);
        }
        return times;
    }

    /**
     * A greedy page-mapped FTL on {@code nand}, filled and overwritten once, that keeps in
     * {@code durable[0]} when its last program ends. Foreground and background thresholds are
     * equal: no collection in idle time.
     */
    private static PageFtl fullDrive(NandArray nand, int pages, boolean preemptible, long[] durable) {
        GcSettings gc = new GcSettings(GcPolicy.GREEDY, 0, null, GcCopy.COPYBACK, preemptible);
        PageFtl ftl = new PageFtl(nand, pages, gc, WearLeveling.NONE, 100, 2, 2, 0);
        ftl.programSink((done, n) -> durable[0] = Math.max(durable[0], done));
        ftl.precondition(1.0, 1.0, new RandomStreams(1).stream("precondition"));
        return ftl;
    }
}
