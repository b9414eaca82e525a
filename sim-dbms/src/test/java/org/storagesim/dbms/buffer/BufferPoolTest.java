package org.storagesim.dbms.buffer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BufferPoolTest {
    /** Belady's reference string, the textbook case for three frames. */
    private static final long[] BELADY = {1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5};

    private static BufferPool replay(String policy, int frames, long[] refs) {
        BufferPool pool = BufferPool.of(policy, frames, 8192);
        for (long r : refs) {
            pool.access(r);
        }
        return pool;
    }

    @Test
    void lruOnBeladysStringFaultsTenTimesWithThreeFrames() {
        BufferPool lru = replay("lru", 3, BELADY);
        assertEquals(10, lru.misses());
        assertEquals(2, lru.hits());
        assertEquals(8, replay("lru", 4, BELADY).misses()); // LRU is a stack algorithm: more frames never hurt
    }

    @Test
    void clockOnBeladysStringFaultsNineTimesWithThreeFrames() {
        // Worked by hand: the sweep for 5 clears every bit and evicts 4, so 1 and 2 then hit; 5 hits at the end.
        BufferPool clock = replay("clock", 3, BELADY);
        assertEquals(9, clock.misses());
        assertEquals(3, clock.hits());
        assertEquals(0.25, clock.hitRatio(), 1e-12);
    }

    @Test
    void aLoopOneLargerThanThePoolDefeatsBothPolicies() {
        long[] loop = new long[400];
        for (int i = 0; i < loop.length; i++) {
            loop[i] = i % 5;
        }
        assertEquals(0, replay("lru", 4, loop).hits());
        assertEquals(0, replay("clock", 4, loop).hits());
        assertEquals(395, replay("lru", 5, loop).hits());
    }

    @Test
    void prefetchedPagesHitWithoutCountingAsMisses() {
        BufferPool pool = BufferPool.of("lru", 8, 8192);
        for (long p = 0; p < 8; p++) {
            assertTrue(pool.prefetch(p));
        }
        assertFalse(pool.prefetch(3));
        for (long p = 0; p < 8; p++) {
            assertTrue(pool.access(p));
        }
        assertEquals(0, pool.misses());
    }
}
