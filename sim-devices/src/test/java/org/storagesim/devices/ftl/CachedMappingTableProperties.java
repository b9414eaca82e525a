package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;

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

/**
 * The cached mapping table against a plain reference: an access-ordered {@link LinkedHashMap} of
 * cached entries and their dirty flags, where evicting a dirty entry rewrites its translation page
 * and so cleans every cached entry of that page (DFTL's batch update, Gupta et al. 2009, §3).
 */
class CachedMappingTableProperties {
    private static final int LOGICAL_PAGES = 64;
    private static final int ENTRIES_PER_PAGE = 4;

    @Property(tries = 200)
    void hitsEvictionsAndDirtyFlagsMatchAnLruReference(@ForAll("accesses") List<Integer> accesses,
                                                       @ForAll @IntRange(min = 1, max = 12) int capacity) {
        CachedMappingTable table = new CachedMappingTable(capacity, ENTRIES_PER_PAGE, LOGICAL_PAGES);
        Map<Integer, Boolean> reference = new LinkedHashMap<>(16, 0.75f, true);
        for (int a : accesses) {
            int lpn = a % LOGICAL_PAGES;
            boolean write = a >= LOGICAL_PAGES;
            if (a % 3 == 0) {
                table.prefetch(lpn); // a hint: must change nothing
            }
            boolean hit = table.access(lpn, write);
            assertEquals(reference.containsKey(lpn), hit, "hit of " + lpn);
            int evictedKey = -1;
            boolean evictedDirty = false;
            if (hit) {
                boolean dirty = reference.get(lpn) || write;
                reference.put(lpn, dirty);
            } else {
                if (reference.size() == capacity) {
                    Iterator<Map.Entry<Integer, Boolean>> eldest = reference.entrySet().iterator();
                    Map.Entry<Integer, Boolean> victim = eldest.next();
                    evictedKey = victim.getKey();
                    evictedDirty = victim.getValue();
                    eldest.remove();
                    if (evictedDirty) {
                        int page = evictedKey / ENTRIES_PER_PAGE;
                        reference.replaceAll((k, d) -> k / ENTRIES_PER_PAGE == page ? Boolean.FALSE : d);
                    }
                }
                reference.put(lpn, write);
            }
            assertEquals(evictedKey, table.evictedKey(), "evicted on access to " + lpn);
            assertEquals(evictedDirty, table.evictedDirty(), "evicted entry dirty on access to " + lpn);
            assertEquals(reference.size(), table.size());
        }
    }

    @Provide
    Arbitrary<List<Integer>> accesses() {
        return Arbitraries.integers().between(0, 2 * LOGICAL_PAGES - 1).list().ofMinSize(1).ofMaxSize(300);
    }
}
