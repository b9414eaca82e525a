package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * Write amplification of uniform random page writes against the analytic model of a log-structured
 * store that cleans the least recently written block (Hu et al., SYSTOR 2009; Desnoyers, SYSTOR
 * 2012): with a fraction α of the usable flash holding valid data, a block is cleaned when a
 * fraction x of it is still valid, x = exp(−(1 − x) / α), and each host page costs 1 / (1 − x)
 * programs. FIFO victim selection is that policy; greedy picks the emptiest block, which can only
 * do better.
 */
class WriteAmplificationTest {
    // 4 planes of 256 blocks of 64 pages; 90 % of the pages hold data.
    private static final NandGeometry GEOMETRY = new NandGeometry(2, 2, 1, 256, 64, 4096);
    private static final int USER_PAGES = GEOMETRY.pages() * 9 / 10;
    private static final int RESERVE_BLOCKS = 3; // per plane, kept free for collection

    private static FtlStats randomWrites(GcPolicy policy) {
        return randomWrites(GcSettings.of(policy));
    }

    /** Under random-greedy collection drawing {@code d} blocks per choice. */
    private static FtlStats randomWrites(int d) {
        return randomWrites(new GcSettings(GcPolicy.RANDOM_GREEDY, d, new RandomStreams(8).stream("gc"), GcCopy.COPYBACK, false));
    }

    private static FtlStats randomWrites(GcSettings gc) {
        NandArray nand = new NandArray(GEOMETRY, new NandTiming(50_000, 500_000, 2_000_000, 200e6, 0));
        PageFtl ftl = new PageFtl(nand, USER_PAGES, gc, WearLeveling.NONE, 100, RESERVE_BLOCKS, RESERVE_BLOCKS, 0);
        RandomStreams streams = new RandomStreams(7);
        ftl.precondition(1.0, 2, streams.stream("precondition"));
        RandomStream pages = streams.stream("writes");
        long t = 0;
        for (int i = 0; i < 3 * USER_PAGES; i++) {
            t += 10_000;
            ftl.advanceTo(t);
            ftl.write((int) (pages.nextDouble() * USER_PAGES), false, t);
        }
        return ftl.stats();
    }

    /** The model's write amplification when the valid data fill {@code alpha} of the usable flash. */
    private static double leastRecentlyWritten(double alpha) {
        double x = 0.5;
        for (int i = 0; i < 500; i++) {
            x = Math.exp(-(1 - x) / alpha);
        }
        return 1 / (1 - x);
    }

    /** Fraction of the usable flash (all but the collection reserve) that holds valid data: 0.911. */
    private static double alpha() {
        int usable = GEOMETRY.pages() - GEOMETRY.planes() * RESERVE_BLOCKS * GEOMETRY.pagesPerBlock();
        return (double) USER_PAGES / usable;
    }

    @Test
    void fifoCollectionAmplifiesAsTheLogStructuredModelSays() {
        double model = leastRecentlyWritten(alpha()); // α = 0.911: 5.77
        FtlStats fifo = randomWrites(GcPolicy.FIFO);
        assertEquals(model, fifo.writeAmplification(), 0.05 * model, fifo.toString());
        FtlStats greedy = randomWrites(GcPolicy.GREEDY);
        assertTrue(greedy.writeAmplification() < fifo.writeAmplification(), greedy + " against " + fifo);
        // Every program past the host's own is a collection copy, and collection erases the blocks it
        // empties: programs and erased blocks agree to within the blocks still open.
        long open = 2L * GEOMETRY.planes() * GEOMETRY.pagesPerBlock();
        assertEquals(greedy.flashPagesProgrammed(), greedy.blocksErased() * GEOMETRY.pagesPerBlock(), open);
    }

    @Test
    void randomVictimsAmplifyAsTheirMeanOccupancySays() {
        // A victim drawn at random holds on average the valid fraction α of the sealed blocks, so a
        // collection frees (1 − α) of a block per block copied and erased: WA = 1 / (1 − α) (the
        // Random algorithm of Van Houdt, SIGMETRICS 2013, d-choices with d = 1): 11.2 here.
        double model = 1 / (1 - alpha());
        FtlStats random = randomWrites(1);
        assertEquals(model, random.writeAmplification(), 0.05 * model, random.toString());
    }

    @Test
    void moreCandidatesComeCloseToGreedy() {
        // Van Houdt 2013: the d-choices write amplification falls with d and is close to greedy's
        // by d ≈ 10, well below FIFO's.
        double one = randomWrites(1).writeAmplification();
        double two = randomWrites(2).writeAmplification();
        double eight = randomWrites(8).writeAmplification(); // log2 of the 256 blocks per plane, as MQSim's RGA
        double greedy = randomWrites(GcPolicy.GREEDY).writeAmplification();
        double fifo = randomWrites(GcPolicy.FIFO).writeAmplification();
        String all = "d=1 " + one + ", d=2 " + two + ", d=8 " + eight + ", greedy " + greedy + ", fifo " + fifo;
        assertTrue(one > two && two > eight && eight >= greedy, all);
        assertTrue(eight < fifo && eight < 1.15 * greedy, all);
    }
}
