package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * A queued collection erase suspended for reads, worked out by hand on one die, one plane and one
 * channel: tR 50 us, tPROG 500 us, erase 2 ms, suspending an erase 200 us, 4 KiB crossing the
 * channel in 40.96 us. A read needs the die 50 + 40.96 us.
 */
class EraseSuspensionTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long ERASE = 2_000_000;
    private static final long SUSPEND = 200_000;
    private static final long XFER = 40_960;
    private static final long READ_BUSY = READ + XFER;
    private static final int PAGE = 4096;
    private static final NandGeometry ONE_DIE = new NandGeometry(1, 1, 1, 16, 16, PAGE);
    private static final NandTiming TIMING = new NandTiming(READ, PROGRAM, ERASE, 100e6, 0);

    private final NandArray nand = new NandArray(ONE_DIE, TIMING.withEraseSuspend(SUSPEND));
    private final int page = ONE_DIE.firstPage(3);

    @Test
    void aReadWaitsForTheSuspensionNotForTheRestOfTheErase() {
        nand.queueErase(1, 0);
        // Ready at 0.5 ms, the erase under way since 0: suspended by 0.7 ms, the read then goes.
        assertEquals(500_000 + SUSPEND + READ_BUSY, nand.read(page, PAGE, 500_000));
        assertEquals(1, nand.eraseSuspensions());

        NandArray unsuspended = new NandArray(ONE_DIE, TIMING);
        unsuspended.queueErase(1, 0);
        assertEquals(ERASE + READ_BUSY, unsuspended.read(page, PAGE, 500_000));
        assertEquals(0, unsuspended.eraseSuspensions());
    }

    @Test
    void theEraseResumesAfterTheReadWithWhatWasLeft() {
        nand.queueErase(1, 0);
        long firstRead = nand.read(page, PAGE, 500_000);
        // 0.5 ms of the 2 ms erased before the suspension: 1.5 ms left from the read's end, so a
        // program (which never suspends it) starts when it ends.
        int[] target = {ONE_DIE.firstPage(4)};
        assertEquals(firstRead + (ERASE - 500_000) + XFER + PROGRAM, nand.program(target, 1, PAGE, firstRead));
        assertEquals(1, nand.blockErases());
    }

    @Test
    void aResumedEraseIsSuspendedAgainForALaterRead() {
        nand.queueErase(1, 0);
        long firstRead = nand.read(page, PAGE, 500_000);   // 790.96 us; 1.5 ms of erase left
        // Ready at 1 ms: the erase resumed at 790.96 us and would end at 2290.96 us.
        assertEquals(1_000_000 + SUSPEND + READ_BUSY, nand.read(page + 1, PAGE, 1_000_000));
        assertEquals(2, nand.eraseSuspensions());
        // Left now: 1.5 ms − (1 ms − 790.96 us), resumed after the second read.
        long secondEnd = 1_000_000 + SUSPEND + READ_BUSY;
        long left = ERASE - 500_000 - (1_000_000 - firstRead);
        int[] target = {ONE_DIE.firstPage(4)};
        assertEquals(secondEnd + left + XFER + PROGRAM, nand.program(target, 1, PAGE, secondEnd));
    }

    @Test
    void anEraseNearItsEndIsNotSuspended() {
        nand.queueErase(1, 0);
        // Ready at 1.9 ms: 100 us left, less than the 200 us a suspension takes.
        assertEquals(ERASE + READ_BUSY, nand.read(page, PAGE, 1_900_000));
        assertEquals(0, nand.eraseSuspensions());
    }

    @Test
    void aProgramDoesNotSuspendAnErase() {
        nand.queueErase(1, 0);
        int[] target = {ONE_DIE.firstPage(4)};
        assertEquals(ERASE + XFER + PROGRAM, nand.program(target, 1, PAGE, 500_000));
        assertEquals(0, nand.eraseSuspensions());
    }

    @Test
    void copyBacksBeforeTheEraseAreNotSuspendedButTheEraseAfterThemIs() {
        long copy = READ + PROGRAM;
        for (int k = 0; k < 2; k++) {
            nand.queueCopyBack(ONE_DIE.firstPage(1) + k, ONE_DIE.firstPage(2) + k, 0);
        }
        nand.queueErase(1, 0);
        // Ready at 0.3 ms, during the first copy-back: it waits for its end.
        long duringCopy = nand.read(page, PAGE, 300_000);
        assertEquals(copy + READ_BUSY, duringCopy);
        // The second copy-back follows the read, then the erase starts at duringCopy + copy; a read
        // 0.4 ms into the erase has it suspended.
        long eraseStart = duringCopy + copy;
        assertEquals(eraseStart + 400_000 + SUSPEND + READ_BUSY, nand.read(page + 1, PAGE, eraseStart + 400_000));
        assertEquals(1, nand.eraseSuspensions());
    }
}
