package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
        long sameDie = nand.read(page(0, 0, 1, 0, 0), 4096, 0);
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
        assertEquals(3_000_000 + 3 * 650_000, nand.copyBack(1, 3, 0));
        assertEquals(50_000 + XFER, nand.read(page(1, 0, 0, 0, 0), 4096, 0)); // channel 1 untouched
    }
}
