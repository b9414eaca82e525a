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
 * Victim selection under skewed writes, against the shapes of the log-structured file system's
 * cleaning study (Rosenblum and Ousterhout, ACM TOCS 10(1), 1992, section 3.5, figures 4 and 7),
 * whose "hot-and-cold" load sends 90 % of the writes to 10 % of the data: greedy cleaning does
 * worse with that locality than with none, because cold blocks hold their free space for long
 * before they become the emptiest; cost-benefit, which weighs a block's free space by the age of
 * its data, cleans cold blocks at a higher occupancy and cuts the write cost by up to half
 * against greedy; with uniform writes age says nothing, and the two policies agree.
 */
class HotColdCollectionTest {
    // 4 planes of 256 blocks of 64 pages; 80 % of the pages hold data.
    private static final NandGeometry GEOMETRY = new NandGeometry(2, 2, 1, 256, 64, 4096);
    private static final int USER_PAGES = GEOMETRY.pages() * 8 / 10;
    private static final int HOT_PAGES = USER_PAGES / 10;

    /**
     * Write amplification of random page writes, {@code hotShare} of them to the first tenth of
     * the pages, measured over the last four of eight device capacities of writes (after the
     * first four have brought the blocks to the load's steady state).
     */
    private static double writeAmplification(GcPolicy policy, double hotShare) {
        NandArray nand = new NandArray(GEOMETRY, new NandTiming(50_000, 500_000, 2_000_000, 200e6, 0));
        PageFtl ftl = new PageFtl(nand, USER_PAGES, GcSettings.of(policy), WearLeveling.NONE, 100, 3, 3, 0);
        RandomStreams streams = new RandomStreams(7);
        ftl.precondition(1.0, 0, streams.stream("precondition"));
        RandomStream draws = streams.stream("writes");
        long t = 0;
        FtlStats start = null;
        for (int i = 0; i < 8 * USER_PAGES; i++) {
            if (i == 4 * USER_PAGES) {
                start = ftl.stats();
            }
            t += 10_000;
            ftl.advanceTo(t);
            boolean hot = draws.nextDouble() < hotShare;
            int page = hot ? (int) (draws.nextDouble() * HOT_PAGES)
                    : HOT_PAGES + (int) (draws.nextDouble() * (USER_PAGES - HOT_PAGES));
            ftl.write(page, false, t);
        }
        FtlStats end = ftl.stats();
        return (double) (end.flashPagesProgrammed() - start.flashPagesProgrammed())
                / (end.hostPagesWritten() - start.hostPagesWritten());
    }

    @Test
    void costBenefitBeatsGreedyOnHotAndColdData() {
        double greedyUniform = writeAmplification(GcPolicy.GREEDY, 0.1); // a tenth of the writes to a tenth: uniform
        double greedyHotCold = writeAmplification(GcPolicy.GREEDY, 0.9);
        double costBenefitUniform = writeAmplification(GcPolicy.COST_BENEFIT, 0.1);
        double costBenefitHotCold = writeAmplification(GcPolicy.COST_BENEFIT, 0.9);
        String all = "greedy uniform " + greedyUniform + ", hot-and-cold " + greedyHotCold + "; cost-benefit uniform "
                + costBenefitUniform + ", hot-and-cold " + costBenefitHotCold;
        assertTrue(greedyHotCold > 1.05 * greedyUniform, "locality makes greedy worse: " + all);
        assertTrue(costBenefitHotCold < 0.75 * greedyHotCold, "cost-benefit cuts the hot-and-cold cost: " + all);
        assertEquals(greedyUniform, costBenefitUniform, 0.05 * greedyUniform, "uniform: the policies agree: " + all);
    }
}
