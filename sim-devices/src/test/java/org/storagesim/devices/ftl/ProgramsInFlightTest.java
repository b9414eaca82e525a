package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

/**
 * A host page whose program is under way is read from DRAM, worked out on one die and one channel:
 * a program moves the page over the channel (40.96 us) and programs it (500 us); a read from flash
 * senses it (50 us) and moves it back.
 */
class ProgramsInFlightTest {
    private static final long READ = 50_000;
    private static final long PROGRAM = 500_000;
    private static final long XFER = 40_960;

    private final NandArray nand = new NandArray(new NandGeometry(1, 1, 1, 64, 64, 4096),
            new NandTiming(READ, PROGRAM, 2_000_000, 100e6, 0));
    private final PageFtl ftl = new PageFtl(nand, 2_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 2, 4, 0);

    ProgramsInFlightTest() {
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
    }

    private long writeThrough(int lpn, boolean partial, long t) {
        ftl.write(lpn, partial, t);
        ftl.flush(t);
        return t + XFER + PROGRAM; // the die is idle: transfer, then program
    }

    @Test
    void aPageBeingProgrammedIsReadFromDram() {
        long durable = writeThrough(7, false, 0);
        ftl.advanceTo(100_000);
        assertEquals(100_000, ftl.read(7, 4096, 100_000));
        // Another page waits for the die behind the program.
        assertEquals(durable + READ + XFER, ftl.read(8, 4096, 100_000));
        assertEquals(1, nand.pageReads());
    }

    @Test
    void onceProgrammedThePageIsReadFromFlash() {
        long durable = writeThrough(7, false, 0);
        ftl.advanceTo(durable);
        assertEquals(durable + READ + XFER, ftl.read(7, 4096, durable));
        assertEquals(1, nand.pageReads());
    }

    @Test
    void aPartialRewriteOfAPageBeingProgrammedMergesInDram() {
        writeThrough(7, false, 0);
        ftl.advanceTo(10_000);
        writeThrough(7, true, 10_000);
        assertEquals(0, nand.pageReads());
        ftl.advanceTo(5_000_000); // both programs over: a partial rewrite reads the rest of the page
        writeThrough(9, true, 5_000_000);
        assertEquals(1, nand.pageReads());
    }
}
