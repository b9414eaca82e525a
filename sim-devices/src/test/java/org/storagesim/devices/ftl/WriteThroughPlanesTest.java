package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * Pages programmed one at a time, as a write-through drive programs each write, on dies of two
 * planes: they take the planes in turn, like the pages of full multi-plane groups, so every plane
 * holds its share of the data and collection finds room in each.
 */
class WriteThroughPlanesTest {
    private static final NandGeometry TWO_PLANES = new NandGeometry(2, 2, 2, 64, 32, 4096);
    private static final NandTiming TIMING = new NandTiming(50_000, 500_000, 2_000_000, 200e6, 0);

    private static PageFtl ftl(NandArray nand) {
        return new PageFtl(nand, PageFtl.maxUserPages(TWO_PLANES, 3, false), GcPolicy.GREEDY, WearLeveling.NONE, 100,
                3, 3, 0);
    }

    @Test
    void singlePagesTakeEachDiesPlanesInTurn() {
        PageFtl ftl = ftl(new NandArray(TWO_PLANES, TIMING));
        int pages = 8 * 100; // 100 rounds over the 4 dies × 2 planes
        for (int lpn = 0; lpn < pages; lpn++) {
            ftl.write(lpn, false, 0);
            ftl.flush(0);
        }
        int[] perPlane = new int[TWO_PLANES.planes()];
        for (int lpn = 0; lpn < pages; lpn++) {
            perPlane[TWO_PLANES.planeOf(ftl.physicalPage(lpn))]++;
        }
        int[] even = new int[TWO_PLANES.planes()];
        Arrays.fill(even, 100);
        assertArrayEquals(even, perPlane);
    }

    /** Random single-page writes on a full drive until it has rewritten itself four times over. */
    @Test
    void aFullDriveWrittenThroughKeepsCollecting() {
        NandArray nand = new NandArray(TWO_PLANES, TIMING);
        PageFtl ftl = ftl(nand);
        int pages = PageFtl.maxUserPages(TWO_PLANES, 3, false);
        ftl.precondition(1.0, 1.0, new RandomStreams(1).stream("precondition"));
        RandomStream lpns = new RandomStreams(2).stream("pages");
        long t = 0;
        for (int i = 0; i < 4 * pages; i++) {
            t += 600_000;
            ftl.advanceTo(t);
            ftl.write(lpns.nextInt(0, pages - 1), false, t);
            ftl.flush(t);
        }
        ftl.verify();
        assertTrue(ftl.stats().blocksErased() > 4 * pages / 32, "erases: " + ftl.stats().blocksErased());
    }
}
