package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Greedy victim choice must not depend on how the buckets are stored: checked against a plain
 * model where each bucket is a list with the block most recently moved into it first, and the
 * victim is the first block of the lowest non-empty bucket of its plane.
 */
class ValidCountBucketsProperties {
    private static final int PLANES = 2;
    private static final int BLOCKS_PER_PLANE = 6;
    private static final int PAGES_PER_BLOCK = 4;

    @Provide
    Arbitrary<List<Integer>> steps() {
        // Block number and what happens to it (0: seal or invalidate a page, 1: remove), packed.
        return Arbitraries.integers().between(0, PLANES * BLOCKS_PER_PLANE * 2 - 1).list().ofMaxSize(400);
    }

    @Property(tries = 200)
    void fewestIsTheMostRecentlyMovedBlockOfTheLowestBucket(@ForAll("steps") List<Integer> steps) {
        ValidCountBuckets buckets = new ValidCountBuckets(PLANES, BLOCKS_PER_PLANE, PAGES_PER_BLOCK);
        List<List<Integer>> model = new ArrayList<>();
        for (int b = 0; b < PLANES * (PAGES_PER_BLOCK + 1); b++) {
            model.add(new ArrayList<>());
        }
        int[] valid = new int[PLANES * BLOCKS_PER_PLANE];
        boolean[] member = new boolean[valid.length];
        for (int step : steps) {
            int block = step / 2;
            int plane = block / BLOCKS_PER_PLANE;
            if (step % 2 == 1) {
                buckets.remove(block);
                if (member[block]) {
                    model.get(plane * (PAGES_PER_BLOCK + 1) + valid[block]).remove((Integer) block);
                    member[block] = false;
                }
            } else if (!member[block]) {
                valid[block] = PAGES_PER_BLOCK;
                buckets.add(block, valid[block]);
                model.get(plane * (PAGES_PER_BLOCK + 1) + valid[block]).add(0, block);
                member[block] = true;
            } else if (valid[block] > 0) {
                model.get(plane * (PAGES_PER_BLOCK + 1) + valid[block]).remove((Integer) block);
                valid[block]--;
                buckets.invalidated(block, valid[block]);
                model.get(plane * (PAGES_PER_BLOCK + 1) + valid[block]).add(0, block);
            }
            for (int p = 0; p < PLANES; p++) {
                assertEquals(modelFewest(model, p), buckets.fewest(p), "plane " + p);
            }
            assertEquals(member[block], buckets.contains(block));
        }
    }

    private static int modelFewest(List<List<Integer>> model, int plane) {
        for (int v = 0; v <= PAGES_PER_BLOCK; v++) {
            List<Integer> bucket = model.get(plane * (PAGES_PER_BLOCK + 1) + v);
            if (!bucket.isEmpty()) {
                return bucket.get(0);
            }
        }
        return -1;
    }
}
