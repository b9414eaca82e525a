package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.ftl.WearLeveling;
import org.storagesim.core.random.RandomStreams;

/** The read-ahead's stream detection, window and queueing (P4 Section 5), on hand-made request sequences. */
class ReadAheadTest {
    private static final int PAGE = 4096;

    private static PageFtl ftl() {
        NandArray nand = new NandArray(new NandGeometry(2, 1, 1, 64, 64, PAGE), new NandTiming(50_000, 500_000,
                2_000_000, 200e6, 0));
        PageFtl ftl = new PageFtl(nand, 6000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        return ftl;
    }

    @Test
    void theFourthSequentialReadOpensAWindowOnceTheHeldCommandsHaveStarted() {
        PageFtl ftl = ftl();
        ReadAhead ra = new ReadAhead(4, 16, 64, 8, PAGE);
        for (int i = 0; i < 3; i++) {
            ra.observe((long) i * PAGE, (long) (i + 1) * PAGE, 0, ftl.logicalPages());
        }
        assertEquals(0, ra.prefetchedPages(), "three sequential reads do not trigger");
        ra.observe(3L * PAGE, 4L * PAGE, 1_000, ftl.logicalPages());
        long hold = ra.issueDue(500, ftl);
        assertEquals(500, hold, "not due before the held commands have started");
        hold = ra.issueDue(1_000, ftl);
        assertEquals(16, ra.prefetchedPages(), "the minimum window: the stream has read only 4 pages");
        assertTrue(hold > 1_000 + 50_000, "the controller waits for the window: " + hold);
        assertTrue(ra.ready(4) >= 0 && ra.ready(19) >= 0 && ra.ready(20) < 0);
    }

    @Test
    void aStreamPushedOutByNewStreamsLosesItsQueuedPrefetch() {
        PageFtl ftl = ftl();
        ReadAhead ra = new ReadAhead(4, 16, 64, 2, PAGE);
        for (int i = 0; i < 4; i++) {
            ra.observe((long) i * PAGE, (long) (i + 1) * PAGE, 1_000, ftl.logicalPages());
        }
        ra.observe(1000L * PAGE, 1001L * PAGE, 1_000, ftl.logicalPages());
        ra.observe(2000L * PAGE, 2001L * PAGE, 1_000, ftl.logicalPages());
        assertEquals(2_000, ra.issueDue(2_000, ftl));
        assertEquals(0, ra.prefetchedPages());
    }

    @Test
    void theWindowGrowsWithTheStreamUpToTheMaximum() {
        PageFtl ftl = ftl();
        ReadAhead ra = new ReadAhead(4, 16, 64, 8, PAGE);
        long t = 0;
        for (int i = 0; i < 200; i += 8) {
            ra.observe((long) i * PAGE, (long) (i + 8) * PAGE, t, ftl.logicalPages());
            ra.issueDue(t, ftl);
            t += 1_000_000;
        }
        // After 200 pages the window reaches 64 pages ahead of the stream, never more.
        assertTrue(ra.ready(200 + 63) >= 0 && ra.ready(200 + 64) < 0);
    }

    @Test
    void anOpeningWindowHoldsOnlyThePagesItPrefetched() {
        PageFtl ftl = ftl();
        ReadAhead ra = new ReadAhead(4, 16, 64, 8, PAGE);
        for (int i = 1000; i < 1004; i++) {
            ra.observe((long) i * PAGE, (long) (i + 1) * PAGE, 0, ftl.logicalPages());
        }
        ra.issueDue(0, ftl);
        assertTrue(ra.ready(1004) >= 0 && ra.ready(1019) >= 0, "the window ahead of the stream");
        assertTrue(ra.ready(1003) < 0 && ra.ready(5) < 0, "pages below it were never prefetched");
    }
}
