package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Collection work queued on a die gives way to reads between its pieces, worked out by hand on
 * one die, one plane and one channel: tR 50 us, tPROG 500 us, erase 2 ms, 4 KiB crossing the
 * channel in 40.96 us. A copy-back keeps the die 550 us; a read needs it 50 + 40.96 us.
 */
class QueuedCollectionTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long ERASE = 2_000_000;
    private static final long XFER = 40_960;
    private static final long COPY = READ + PROGRAM;
    private static final int PAGE = 4096;
    private static final NandGeometry ONE_DIE = new NandGeometry(1, 1, 1, 16, 16, PAGE);

    private final NandArray nand = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0));

    /** Queues, at time 0, the collection of block 1: its 10 pages copied to block 2, then its erase. */
    private void queueVictim() {
        for (int k = 0; k < 10; k++) {
            nand.queueCopyBack(ONE_DIE.firstPage(1) + k, ONE_DIE.firstPage(2) + k, 0);
        }
        nand.queueErase(1, 0);
    }

    private int pageOfBlock3() {
        return ONE_DIE.firstPage(3);
    }

    @Test
    void aReadWaitsOnlyForThePieceUnderWay() {
        queueVictim();
        // Ready at 1.2 ms, during the third copy [1.10, 1.65) ms: sensed when it ends.
        assertEquals(3 * COPY + READ + XFER, nand.read(pageOfBlock3(), PAGE, 1_200_000));
    }

    @Test
    void withoutQueueingTheReadWaitsForTheWholeVictim() {
        long copied = nand.copyBack(0, 10, 10 * COPY, 0);
        nand.erase(1, copied);
        assertEquals(10 * COPY + ERASE + READ + XFER, nand.read(pageOfBlock3(), PAGE, 1_200_000));
    }

    @Test
    void theRestOfTheVictimMovesByTheReadsDieTimeAndAnEraseIsNotInterrupted() {
        queueVictim();
        long firstRead = nand.read(pageOfBlock3(), PAGE, 1_200_000);
        // The seven copies left follow the read; the erase then runs [5.59, 7.59) ms, so a read
        // ready at 6 ms waits for its end.
        long eraseEnd = firstRead + 7 * COPY + ERASE;
        assertEquals(eraseEnd + READ + XFER, nand.read(pageOfBlock3() + 1, PAGE, 6_000_000));
    }

    @Test
    void aProgramWaitsForAllQueuedWorkAsWithoutQueueing() {
        queueVictim();
        int[] page = {ONE_DIE.firstPage(4)};
        long queuedThenProgrammed = nand.program(page, 1, PAGE, 100_000);

        NandArray stretch = new NandArray(ONE_DIE, new NandTiming(READ, PROGRAM, ERASE, 100e6, 0));
        stretch.erase(1, stretch.copyBack(0, 10, 10 * COPY, 0));
        assertEquals(stretch.program(page, 1, PAGE, 100_000), queuedThenProgrammed);
        assertEquals(10 * COPY + ERASE + XFER + PROGRAM, queuedThenProgrammed);
    }

    @Test
    void queuedWorkUsesIdleTimeThatHasPassed() {
        queueVictim();
        nand.advanceTo(20_000_000);
        assertEquals(20_000_000 + READ + XFER, nand.read(pageOfBlock3(), PAGE, 20_000_000));
    }

    @Test
    void aMoveThroughTheControllerIsOnePieceWithItsTwoTransfers() {
        for (int k = 0; k < 4; k++) {
            nand.queueCopyThroughController(ONE_DIE.firstPage(1) + k, ONE_DIE.firstPage(2) + k, 0);
        }
        long move = READ + XFER + XFER + PROGRAM;
        // Ready at 0.7 ms, during the second move: sensed when it ends.
        assertEquals(2 * move + READ + XFER, nand.read(pageOfBlock3(), PAGE, 700_000));
    }

    @Test
    void queuedPagesAndErasesAreCountedWhenQueued() {
        queueVictim();
        assertEquals(10, nand.pageReads());
        assertEquals(10, nand.pagePrograms());
        assertEquals(1, nand.blockErases());
        assertEquals(1, nand.eraseCount(1));
    }
}
