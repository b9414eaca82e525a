package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import umontreal.ssj.rng.RandomStream;

/**
 * Random overwrites confined to a span (Intel's "over an 8 GB span"): the data outside the span
 * stays cold in full blocks, so greedy collection finds emptier victims and writes into the span
 * cost fewer copies than after overwrites spread over the whole drive.
 */
class PreconditionSpanTest {
    private static double writeAmplification(int spanPages) {
        NandArray nand = new NandArray(new NandGeometry(2, 2, 1, 64, 32, 4096), new NandTiming(50_000, 500_000,
                2_000_000, 200e6, 0));
        PageFtl ftl = new PageFtl(nand, 7000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        RandomStream stream = new RandomStreams(5).stream("p");
        ftl.precondition(1.0, 3, spanPages, stream);
        int writable = spanPages > 0 ? spanPages : ftl.logicalPages();
        long t = 0;
        for (int i = 0; i < 20_000; i++) {
            ftl.advanceTo(t);
            ftl.write((int) (stream.nextDouble() * writable), false, t);
            t += 1_000_000;
        }
        ftl.flush(t);
        ftl.verify();
        return ftl.stats().writeAmplification();
    }

    @Test
    void writesOverASmallSpanCostFewerCopies() {
        double whole = writeAmplification(0);
        double span = writeAmplification(700);
        assertTrue(whole > 2, "random writes over a drive with 4 % spare need many copies: " + whole);
        assertTrue(span < 0.6 * whole, "a 10 % span: " + span + " vs whole drive " + whole);
    }
}
