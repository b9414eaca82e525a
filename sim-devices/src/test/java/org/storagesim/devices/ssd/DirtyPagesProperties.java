package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * The write-back buffer's dirty set against a plain model (a LinkedHashMap in write order): the
 * same pages, the same least-recently-written page, the same partial flags, after any mix of
 * writes, rewrites, hand-overs and trims, including pages whose hashes collide in the index and
 * buffers of more than the 16 pages its arrays first hold, which grow as pages become dirty.
 */
class DirtyPagesProperties {
    @Provide
    Arbitrary<List<Integer>> operations() {
        // 0..: write that page whole; -1..-1000: write page (-op - 1) partly; ≤ -1001: trim; 10_000: hand over the oldest.
        return Arbitraries.oneOf(Arbitraries.integers().between(0, 300), Arbitraries.integers().between(-300, -1),
                Arbitraries.integers().between(-1300, -1001), Arbitraries.just(10_000)).list().ofMaxSize(4000);
    }

    @Property(tries = 200)
    void behavesAsAnLruMapOfPartialFlags(@ForAll("operations") List<Integer> ops,
                                        @ForAll @IntRange(min = 1, max = 64) int capacity,
                                        @ForAll @IntRange(min = 1, max = 1 << 20) int stride) {
        DirtyPages dirty = new DirtyPages(capacity);
        Map<Integer, Boolean> model = new LinkedHashMap<>();
        for (int op : ops) {
            if (op == 10_000) {
                if (model.isEmpty()) {
                    continue;
                }
                Map.Entry<Integer, Boolean> oldest = model.entrySet().iterator().next();
                assertEquals(oldest.getKey(), dirty.oldestPage());
                assertEquals(oldest.getValue(), dirty.oldestIsPartial());
                assertTrue(dirty.remove(oldest.getKey()));
                model.remove(oldest.getKey());
            } else if (op <= -1001) {
                int lpn = page(-op - 1001, stride);
                assertEquals(model.remove(lpn) != null, dirty.remove(lpn));
            } else {
                boolean partial = op < 0;
                int lpn = page(partial ? -op - 1 : op, stride);
                Boolean was = model.remove(lpn);
                assertEquals(was != null, dirty.overwrite(lpn, partial));
                if (was == null) {
                    if (model.size() == capacity) {
                        continue; // the buffer makes room first; the model test only fills it
                    }
                    dirty.add(lpn, partial);
                }
                model.put(lpn, was == null ? partial : was && partial);
            }
            assertEquals(model.size(), dirty.size());
        }
        for (Iterator<Map.Entry<Integer, Boolean>> it = model.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Integer, Boolean> e = it.next();
            assertEquals(!e.getValue(), dirty.holdsWhole(e.getKey()));
            assertEquals(e.getKey(), dirty.oldestPage());
            assertTrue(dirty.remove(e.getKey()));
            it.remove();
        }
        assertEquals(0, dirty.size());
    }

    /** Spreads small numbers over the logical space; a stride that is a power of two makes many home slots collide. */
    private static int page(int k, int stride) {
        return (int) ((long) k * stride % Integer.MAX_VALUE);
    }

    @Test
    void aBufferOfAGigapageHoldsItsFirstPagesWithoutAllocatingTheRest() {
        // Allocated whole, this buffer's arrays would take about 40 GiB, far past a test's heap.
        DirtyPages dirty = new DirtyPages(1 << 30);
        for (int lpn = 0; lpn < 100_000; lpn++) {
            dirty.add(lpn * 7919, lpn % 3 == 0);
        }
        assertEquals(100_000, dirty.size());
        for (int lpn = 0; lpn < 100_000; lpn++) {
            assertEquals(0, dirty.oldestPage() - lpn * 7919);
            assertEquals(lpn % 3 != 0, dirty.holdsWhole(lpn * 7919));
            assertTrue(dirty.remove(lpn * 7919));
        }
        assertEquals(0, dirty.size());
    }

    @Test
    void aFullBufferRefusesANewPageButTakesARewrite() {
        DirtyPages dirty = new DirtyPages(2);
        dirty.add(7, false);
        dirty.add(9, true);
        assertThrows(IllegalStateException.class, () -> dirty.add(11, false));
        assertTrue(dirty.overwrite(9, false));
        assertTrue(dirty.holdsWhole(9));
        assertEquals(7, dirty.oldestPage());
        assertFalse(dirty.holdsWhole(11));
    }
}
