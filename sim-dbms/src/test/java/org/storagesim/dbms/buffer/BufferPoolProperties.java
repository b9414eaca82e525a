package org.storagesim.dbms.buffer;

import java.util.HashSet;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Assertions;

class BufferPoolProperties {
    @Property
    void everyAccessIsAHitOrAMissAndResidencyIsBounded(@ForAll @Size(max = 300) List<@IntRange(max = 40) Integer> refs,
                                                       @ForAll @IntRange(min = 1, max = 16) int frames,
                                                       @ForAll boolean clock) {
        BufferPool pool = BufferPool.of(clock ? "clock" : "lru", frames, 4096);
        int resident = 0;
        for (int r : refs) {
            pool.access(r);
            Assertions.assertTrue(pool.contains(r));
        }
        for (int p = 0; p <= 40; p++) {
            resident += pool.contains(p) ? 1 : 0;
        }
        Assertions.assertEquals(refs.size(), pool.hits() + pool.misses());
        Assertions.assertTrue(resident <= frames);
        // Compulsory misses: each distinct page misses at least once.
        Assertions.assertTrue(pool.misses() >= new HashSet<>(refs).size());
        if (new HashSet<>(refs).size() <= frames) {
            Assertions.assertEquals(new HashSet<>(refs).size(), pool.misses());
        }
    }
}
