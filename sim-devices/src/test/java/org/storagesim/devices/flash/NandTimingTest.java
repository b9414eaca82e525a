package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class NandTimingTest {
    // 2 channels x 2 dies x 2 planes; 4 KiB pages; channel 100 MB/s moves 4096 B in 40,960 ns.
    private final NandGeometry geometry = new NandGeometry(2, 2, 2, 8, 4, 4096);
    private final NandTiming timing = new NandTiming(50_000, 600_000, 3_000_000, 100e6, 0);
    private static final long XFER = 40_960;

    private int page(int channel, int die, int plane, int block, int page) {
        int planeIndex = (channel * 2 + die) * 2 + plane;
        return (planeIndex * 8 + block) * 4 + page;
    }

    @Test
    void pageReadIsSenseThenTransfer() {
        NandArray nand = new NandArray(geometry, timing);
        assertEquals(50_000 + XFER, nand.read(page(0, 0, 0, 1, 2), 4096, 0));
    }

    @Test
    void readsOnOneDieSerializeAndOtherChannelsOverlap() {
        NandArray nand = new NandArray(geometry, timing);
        long first = nand.read(page(0, 0, 0, 0, 0), 4096, 0);
        long sameDie = nand.read(page(0, 0, 1, 0, 1), 4096, 0); // another page address: no multi-plane read
        long otherChannel = nand.read(page(1, 0, 0, 0, 0), 4096, 0);
        assertEquals(first + 50_000 + XFER, sameDie);
        assertEquals(first, otherChannel);
    }

    @Test
    void diesOnOneChannelShareTheBus() {
        NandArray nand = new NandArray(geometry, timing);
        long a = nand.read(page(0, 0, 0, 0, 0), 4096, 0);
        long b = nand.read(page(0, 1, 0, 0, 0), 4096, 0);
        assertEquals(a + XFER, b); // both sensed in parallel, transfers one after the other
    }

    @Test
    void multiPlaneProgramTransfersEachPageAndProgramsOnce() {
        NandArray nand = new NandArray(geometry, timing);
        int[] ppns = {page(1, 1, 0, 2, 0), page(1, 1, 1, 2, 0)};
        assertEquals(2 * XFER + 600_000, nand.program(ppns, 2, 4096, 0));
        assertEquals(2, nand.pagePrograms());
    }

    @Test
    void eraseCountsAndCopyBackUseTheDieOnly() {
        NandArray nand = new NandArray(geometry, timing);
        int block = geometry.blockOf(page(0, 1, 1, 3, 0));
        assertEquals(3_000_000, nand.erase(block, 0));
        assertEquals(1, nand.eraseCount(block));
        assertEquals(3_000_000 + 3 * 650_000, nand.copyBack(1, 3, 3 * nand.copyNanos(0, 1), 0));
        assertEquals(50_000 + XFER, nand.read(page(1, 0, 0, 0, 0), 4096, 0)); // channel 1 untouched
    }

    // MLC: LSB pages (even) read in 50 us and program in 400 us, MSB pages (odd) 100 us and 1.2 ms.
    private final NandTiming mlc = new NandTiming(new long[] {50_000, 100_000}, new long[] {400_000, 1_200_000},
            3_000_000, 100e6, 0);

    @Test
    void mlcPagesReadInTheTimeOfTheirType() {
        NandArray nand = new NandArray(geometry, mlc);
        assertEquals(50_000 + XFER, nand.read(page(0, 0, 0, 1, 2), 4096, 0));
        assertEquals(100_000 + XFER, nand.read(page(1, 0, 0, 1, 3), 4096, 0));
    }

    @Test
    void programmingABlockInOrderAlternatesFastAndSlowPages() {
        NandArray nand = new NandArray(geometry, mlc);
        long t = 0;
        for (int p = 0; p < 4; p++) {
            t = nand.program(new int[] {page(0, 1, 0, 5, p)}, 1, 4096, t);
        }
        // Each program moves its page over the channel first: 2 × (xfer + 0.4 ms) + 2 × (xfer + 1.2 ms).
        assertEquals(4 * XFER + 3_200_000, t);
    }

    @Test
    void multiPlaneProgramLastsAsLongAsItsSlowestPage() {
        NandArray nand = new NandArray(geometry, mlc);
        int[] lsbAndMsb = {page(1, 1, 0, 2, 0), page(1, 1, 1, 2, 1)};
        assertEquals(2 * XFER + 1_200_000, nand.program(lsbAndMsb, 2, 4096, 0));
    }

    @Test
    void copyBackCostsTheSourceReadAndTheDestinationProgram() {
        NandArray nand = new NandArray(geometry, mlc);
        assertEquals(50_000 + 1_200_000, nand.copyNanos(page(0, 0, 0, 0, 0), page(0, 0, 0, 1, 1)));
        assertEquals(100_000 + 400_000, nand.copyNanos(page(0, 0, 0, 0, 1), page(0, 0, 0, 1, 2)));
        assertEquals(75_000, mlc.meanReadNanos());
        assertEquals(800_000, mlc.meanProgramNanos());
    }

    @Test
    void tlcPagesFollowTheSharedPageProgramOrder() {
        NandTiming tlc = new NandTiming(new long[] {50_000, 80_000, 120_000}, new long[] {500_000}, 3_000_000, 100e6, 0);
        int[] types = new int[16];
        for (int p = 0; p < types.length; p++) {
            types[p] = tlc.pageType(p);
        }
        // Word lines 0-2 get their LSB pages (two per word line: even and odd bit lines), then word
        // line 0 its CSB pages; from then on the LSB pages of each new word line n are followed by
        // the CSB pages of word line n - 2 and the MSB pages of word line n - 3.
        assertArrayEquals(new int[] {0, 0, 0, 0, 0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 0, 0}, types);
        assertEquals(500_000, tlc.programNanos(2)); // one program time for every type
        assertFalse(tlc.uniform());
        assertTrue(new NandTiming(new long[] {50_000, 50_000}, new long[] {500_000}, 3_000_000, 100e6, 0).uniform());
    }

    @Test
    void pageTypeListsMustAgree() {
        assertThrows(IllegalArgumentException.class, () -> new NandTiming(new long[] {1, 2, 3, 4}, new long[] {5},
                10, 100e6, 0));
        assertThrows(IllegalArgumentException.class, () -> new NandTiming(new long[] {1, 2}, new long[] {5, 6, 7},
                10, 100e6, 0));
        assertThrows(IllegalArgumentException.class, () -> new NandTiming(new long[] {1, 0}, new long[] {5},
                10, 100e6, 0));
    }
}
