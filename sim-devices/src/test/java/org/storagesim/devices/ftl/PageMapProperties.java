package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * A map that keeps the preconditioning fill as a formula and builds its reverse array only when
 * collection first asks for valid pages must answer exactly as one that kept the reverse array
 * from the start (and so stored the fill page by page), and both as a plain model of where each
 * logical page lies and which logical pages map into each block, through fills, single writes,
 * trims and the moves of collection.
 */
class PageMapProperties {
    private static final int LOGICAL = 40;
    private static final int PAGES_PER_BLOCK = 4;
    private static final int BLOCKS = 16;

    @Provide
    Arbitrary<List<Integer>> steps() {
        // op (0: map, 1: unmap, 2: collect a block) packed with a logical page or block.
        return Arbitraries.integers().between(0, 3 * 1000 - 1).list().ofMaxSize(120);
    }

    @Property(tries = 200)
    void lazyReverseAnswersAsTheKeptOne(@ForAll("steps") List<Integer> steps) {
        PageMap kept = new PageMap(LOGICAL, PAGES_PER_BLOCK * BLOCKS, PAGES_PER_BLOCK);
        kept.keepReverse();
        PageMap lazy = new PageMap(LOGICAL, PAGES_PER_BLOCK * BLOCKS, PAGES_PER_BLOCK);
        int[] model = new int[LOGICAL];
        Arrays.fill(model, PageMap.NONE);
        // Blocks 0 and 1 filled as the preconditioning fill does: logical pages 0, 2, 4 ... and
        // 1, 3, 5 ..., in two calls (the second continues the first); then, after two logical pages
        // left out, blocks 2 and 3 the same way.
        for (PageMap m : List.of(kept, lazy)) {
            m.mapRounds(0, new int[] {0, PAGES_PER_BLOCK}, 2);
            m.mapRounds(4, new int[] {2, PAGES_PER_BLOCK + 2}, PAGES_PER_BLOCK - 2);
            m.mapRounds(2 * PAGES_PER_BLOCK + 2, new int[] {2 * PAGES_PER_BLOCK, 3 * PAGES_PER_BLOCK}, PAGES_PER_BLOCK);
        }
        for (int i = 0; i < 2 * PAGES_PER_BLOCK; i++) {
            model[i] = i % 2 == 0 ? i / 2 : PAGES_PER_BLOCK + i / 2;
            model[2 * PAGES_PER_BLOCK + 2 + i] = i % 2 == 0 ? 2 * PAGES_PER_BLOCK + i / 2 : 3 * PAGES_PER_BLOCK + i / 2;
        }
        assertWhereModelSays(model, kept, lazy);
        int next = 4 * PAGES_PER_BLOCK; // next free physical page, blocks used in turn
        for (int step : steps) {
            int op = step / 1000;
            int arg = step % 1000;
            if (op == 0 && next < PAGES_PER_BLOCK * BLOCKS) {
                int lpn = arg % LOGICAL;
                kept.map(lpn, next);
                lazy.map(lpn, next);
                model[lpn] = next++;
            } else if (op == 1) {
                int lpn = arg % LOGICAL;
                kept.unmap(lpn);
                lazy.unmap(lpn);
                model[lpn] = PageMap.NONE;
            } else if (op == 2) {
                int victim = arg % BLOCKS;
                int[] inKept = new int[PAGES_PER_BLOCK];
                int[] inLazy = new int[PAGES_PER_BLOCK];
                int found = kept.validPages(victim, inKept);
                assertEquals(found, lazy.validPages(victim, inLazy));
                assertArrayEquals(inKept, inLazy);
                assertArrayEquals(validInModel(model, victim), Arrays.copyOf(inKept, found), "block " + victim);
                if (found > 0 && next + found <= PAGES_PER_BLOCK * BLOCKS && next / PAGES_PER_BLOCK
                        == (next + found - 1) / PAGES_PER_BLOCK) {
                    kept.moveRun(inKept, 0, found, victim, next);
                    lazy.moveRun(inLazy, 0, found, victim, next);
                    for (int i = 0; i < found; i++) {
                        model[inKept[i]] = next++;
                    }
                }
            }
            kept.verify();
            lazy.verify();
            assertWhereModelSays(model, kept, lazy);
        }
    }

    private static void assertWhereModelSays(int[] model, PageMap... maps) {
        for (PageMap m : maps) {
            for (int lpn = 0; lpn < LOGICAL; lpn++) {
                assertEquals(model[lpn], m.physical(lpn), "logical page " + lpn);
            }
        }
    }

    /** Logical pages mapped into {@code block}, in physical page order. */
    private static int[] validInModel(int[] model, int block) {
        return IntStream.range(block * PAGES_PER_BLOCK, (block + 1) * PAGES_PER_BLOCK)
                .flatMap(ppn -> IntStream.range(0, LOGICAL).filter(lpn -> model[lpn] == ppn))
                .toArray();
    }
}
