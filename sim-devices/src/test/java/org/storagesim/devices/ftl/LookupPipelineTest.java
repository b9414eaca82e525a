package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LookupPipelineTest {

    /** Answers each look-up with the page and how many look-ups came before it, so the order shows. */
    private static final class CountingLookup implements LookupPipeline.Lookup {
        private int calls;

        @Override
        public long lookUp(int lpn) {
            return (long) calls++ << 32 | lpn;
        }

        @Override
        public int prefetch(int lpn) {
            return lpn;
        }
    }

    /** A pipeline whose helper starts at the first read, if a processor is spare. */
    private static LookupPipeline started(LookupPipeline.Lookup lookup) {
        return new LookupPipeline(lookup, 0);
    }

    private static void assumeHelper(LookupPipeline pipeline) {
        assumeTrue(pipeline.helperStarted(), "no spare processor for the helper on this machine");
    }

    @ParameterizedTest
    @ValueSource(longs = {0, 1_000, 1_000_000})
    void everyPageIsLookedUpOnceInTheOrderTold(long warmUpPages) {
        // Helper from the start, taking over after a thousand reads, or never (all looked up inline).
        LookupPipeline pipeline = new LookupPipeline(new CountingLookup(), warmUpPages);
        SplittableRandom random = new SplittableRandom(7);
        int told = 0;
        int taken = 0;
        int total = 200_000; // many times the ring, told ahead by varying leads
        while (taken < total) {
            int lead = random.nextInt(LookupPipeline.CAPACITY - 1) + 1;
            while (told < total && told - taken < lead) {
                pipeline.tell(pageNumber(told++));
            }
            for (int n = random.nextInt(2_000) + 1; n > 0 && taken < told; n--) {
                long result = pipeline.take(pageNumber(taken));
                assertEquals(pageNumber(taken), (int) result);
                assertEquals(taken, (int) (result >>> 32), "look-ups out of order");
                taken++;
            }
        }
        if (warmUpPages >= total) {
            assertFalse(pipeline.helperStarted(), "the helper starts only after the warm-up");
        }
        pipeline.close();
    }

    private static int pageNumber(int i) {
        return (int) ((i * 2_654_435_761L) & 0x7FFF_FFFF);
    }

    @Test
    void aReadOfAnotherPageThanToldIsRefused() {
        LookupPipeline pipeline = started(new CountingLookup());
        pipeline.tell(4);
        pipeline.tell(5);
        pipeline.tell(6);
        pipeline.take(4);
        assumeHelper(pipeline);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pipeline.take(6));
        assertTrue(e.getMessage().contains("page 5 was told next"), e.getMessage());
        pipeline.take(5);
        pipeline.take(6);
        e = assertThrows(IllegalStateException.class, () -> pipeline.take(7));
        assertTrue(e.getMessage().contains("not told ahead"), e.getMessage());
        pipeline.close();
    }

    @Test
    void closingWithPagesToldButNotReadIsRefused() {
        LookupPipeline pipeline = started(new CountingLookup());
        pipeline.tell(1);
        pipeline.tell(2);
        pipeline.take(1);
        IllegalStateException e = assertThrows(IllegalStateException.class, pipeline::close);
        assertEquals("pages told ahead but never read: 1", e.getMessage());
    }

    @Test
    void aFailedLookUpReachesTheRead() {
        LookupPipeline pipeline = started(new LookupPipeline.Lookup() {
            @Override
            public long lookUp(int lpn) {
                throw new IllegalStateException("broken table at " + lpn);
            }

            @Override
            public int prefetch(int lpn) {
                return 0;
            }
        });
        pipeline.tell(3);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> pipeline.take(3));
        assumeHelper(pipeline);
        assertEquals("broken table at 3", e.getCause().getMessage());
        assertThrows(IllegalStateException.class, pipeline::close); // page 3 was never read
    }

    @Test
    void theHelperGivesItsProcessorBack() {
        for (int i = 0; i < 5; i++) {
            LookupPipeline pipeline = started(new CountingLookup());
            pipeline.tell(9);
            pipeline.take(9);
            if (i == 0) {
                assumeHelper(pipeline);
            }
            assertTrue(pipeline.helperStarted(), "the processor of the closed helper is spare again");
            pipeline.close();
        }
    }
}
