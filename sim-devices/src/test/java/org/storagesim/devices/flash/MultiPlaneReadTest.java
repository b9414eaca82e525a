package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Multi-plane reads worked out by hand: reads of one page address on distinct planes of a die
 * share one sensing (tR) when they are ready before it starts, and then leave over the channel
 * one after the other; anything else is sensed on its own.
 */
class MultiPlaneReadTest {
    // 1 channel x 2 dies x 4 planes, 8 blocks of 4 pages of 4 KiB; channel 100 MB/s: 40,960 ns a page.
    private final NandGeometry geometry = new NandGeometry(1, 2, 4, 8, 4, 4096);
    private static final long READ = 50_000;
    private static final long PROGRAM = 600_000;
    private static final long XFER = 40_960;
    private final NandTiming timing = new NandTiming(READ, PROGRAM, 3_000_000, 100e6, 0);

    private int page(int die, int plane, int block, int page) {
        return ((die * 4 + plane) * 8 + block) * 4 + page;
    }

    @Test
    void samePageAddressOnEveryPlaneIsSensedOnce() {
        NandArray nand = new NandArray(geometry, timing);
        long[] done = new long[4];
        for (int plane = 0; plane < 4; plane++) {
            done[plane] = nand.read(page(0, plane, 3, 2), 4096, 0);
        }
        // One tR, then the four pages cross the channel back to back.
        for (int plane = 0; plane < 4; plane++) {
            assertEquals(READ + (plane + 1) * XFER, done[plane]);
        }
        assertEquals(4, nand.pageReads());
        assertEquals(3, nand.multiPlaneReads());
    }

    @Test
    void blocksMayDifferButNotThePageAddress() {
        NandArray nand = new NandArray(geometry, timing);
        long first = nand.read(page(0, 0, 1, 2), 4096, 0);
        long otherBlock = nand.read(page(0, 1, 6, 2), 4096, 0);
        long otherPage = nand.read(page(0, 2, 1, 3), 4096, 0);
        assertEquals(READ + XFER, first);
        assertEquals(READ + 2 * XFER, otherBlock);
        // The die is busy until the second transfer ends; then its own tR and transfer.
        assertEquals(READ + 2 * XFER + READ + XFER, otherPage);
        assertEquals(1, nand.multiPlaneReads());
    }

    @Test
    void aPlaneTakesOnePageOfASensing() {
        assertSeparateReads(page(1, 0, 0, 0), 0, page(1, 0, 5, 0), 0, READ + XFER, 2 * (READ + XFER));
    }

    @Test
    void aReadReadyAfterTheSensingStartedWaitsForTheDie() {
        assertSeparateReads(page(0, 0, 0, 1), 0, page(0, 1, 0, 1), 10_000, READ + XFER, 2 * (READ + XFER));
    }

    @Test
    void aReadArrivingWhileTheSensingStillWaitsForTheDieJoinsIt() {
        NandArray nand = new NandArray(geometry, timing);
        long programmed = nand.program(new int[] {page(0, 3, 7, 0)}, 1, 4096, 0);
        assertEquals(XFER + PROGRAM, programmed);
        long queued = nand.read(page(0, 0, 2, 3), 4096, 0);
        long joining = nand.read(page(0, 1, 4, 3), 4096, 300_000);
        assertEquals(programmed + READ + XFER, queued);
        assertEquals(programmed + READ + 2 * XFER, joining);
        assertEquals(1, nand.multiPlaneReads());
    }

    @Test
    void onlyTheSensingBookedLastCanBeJoined() {
        NandArray nand = new NandArray(geometry, timing);
        long a = nand.read(page(0, 0, 0, 0), 4096, 0);
        long b = nand.read(page(0, 1, 0, 1), 4096, 0); // opens a sensing of its own after a's transfer
        long c = nand.read(page(0, 2, 0, 1), 4096, 0); // joins b's
        long d = nand.read(page(0, 3, 0, 0), 4096, 0); // a's sensing is no longer the last: alone
        assertEquals(READ + XFER, a);
        assertEquals(a + READ + XFER, b);
        assertEquals(b + XFER, c);
        assertEquals(c + READ + XFER, d);
        assertEquals(1, nand.multiPlaneReads());
    }

    @Test
    void aReadGoesAloneWhenTheDieIsFreeSooner() {
        // The first waits for something (its translation, say); the second finds the die free now.
        assertSeparateReads(page(1, 0, 0, 2), 1_000_000, page(1, 1, 0, 2), 0, 1_000_000 + READ + XFER, READ + XFER);
    }

    /** Reads {@code a}, then {@code b}, from their earliest times: each is sensed on its own, ending as given. */
    private void assertSeparateReads(int a, long aEarliest, int b, long bEarliest, long aEnd, long bEnd) {
        NandArray nand = new NandArray(geometry, timing);
        assertEquals(aEnd, nand.read(a, 4096, aEarliest));
        assertEquals(bEnd, nand.read(b, 4096, bEarliest));
        assertEquals(0, nand.multiPlaneReads());
    }
}
