package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.ftl.WearLeveling;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * The write buffer's watermark flush against counts worked out by hand and against the hit rate of
 * a buffer under uniform random writes; the eager flush as the baseline that absorbs nothing.
 */
class WriteBufferFlushTest {
    private static final int PAGE = 4096;
    private static final long COMMAND = 5_000;
    private static final double LINK = 300e6;

    private final Simulation sim = new Simulation();
    private PageFtl ftl;
    private FlashSsd ssd;

    private void drive(WriteBufferPolicy buffer, boolean full) {
        NandArray nand = new NandArray(new NandGeometry(2, 2, 2, 64, 64, PAGE),
                new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0));
        ftl = new PageFtl(nand, 24_000, GcPolicy.GREEDY, WearLeveling.NONE, 100, 1, 1, 0);
        if (full) {
            ftl.precondition(1.0, 0, new RandomStreams(1).stream("p"));
        }
        ssd = new FlashSsd(sim, "b", ftl, new HostInterface(HostInterface.Protocol.SATA, 32, LINK, COMMAND, 0, 0, 0),
                buffer, 0, 0, 0, 1);
    }

    private static WriteBufferPolicy pages(int count, double high, double low) {
        return WriteBufferPolicy.watermark((long) count * PAGE, high, low);
    }

    @Test
    void pagesWaitUntilTheHighMarkAndThenTheOldestGoDownToTheLowMark() {
        drive(pages(100, 0.9, 0.7), false);
        new Serial().writePages(290).run();
        // The 90th page reaches the high mark and hands 20 over (down to 70), and so does every
        // 20th page after it: 20 × (1 + (290 − 90) / 20) = 220, the least recently written.
        assertEquals(220, ftl.stats().hostPagesWritten());
        assertEquals(220, ftl.stats().flashPagesProgrammed());
        for (int p = 0; p < 290; p++) {
            assertEquals(p < 220, ftl.isMapped(p), "page " + p);
        }
        assertEquals(290, ssd.activity().hostPagesWritten());

        long flushResponse = new Serial().then(IoOp.FLUSH, 0, 0).run().get(0);
        assertEquals(290, ftl.stats().flashPagesProgrammed());
        assertTrue(ftl.isMapped(289));
        assertTrue(flushResponse >= 200_000, "the flush waits for its programs: " + flushResponse + " ns");
    }

    @Test
    void rewritesOfBufferedPagesNeverReachTheFlash() {
        drive(pages(100, 0.9, 0.7), false);
        Serial host = new Serial();
        for (int round = 0; round < 20; round++) {
            host.writePages(50);
        }
        host.run();
        assertEquals(950, ssd.activity().bufferAbsorbedPages());
        assertEquals(0, ftl.stats().flashPagesProgrammed());
        new Serial().then(IoOp.FLUSH, 0, 0).run();
        assertEquals(50, ftl.stats().flashPagesProgrammed());
        assertEquals(50.0 / 1000, ssd.activity().writeAmplification(), 1e-12);
    }

    @Test
    void theEagerBufferProgramsEveryWrite() {
        drive(WriteBufferPolicy.eager(100 * PAGE), false);
        Serial host = new Serial();
        for (int round = 0; round < 20; round++) {
            host.writePages(50);
        }
        host.run();
        new Serial().then(IoOp.FLUSH, 0, 0).run();
        assertEquals(1000, ftl.stats().flashPagesProgrammed());
        assertEquals(0, ssd.activity().bufferAbsorbedPages());
    }

    /**
     * Uniform random writes over N pages: a write finds its page dirty with probability k / N when k
     * pages are dirty. Between flushes k climbs from the low mark L to the high mark H − 1, one
     * step per miss, and stays at k for 1 / (1 − k / N) writes on average; so (renewal-reward) the
     * fraction of writes absorbed is Σ (k/N)/(1 − k/N) / Σ 1/(1 − k/N) over k = L … H − 1.
     */
    @Test
    void uniformRandomRewritesHitInProportionToTheDirtyPages() {
        int capacity = 1_000;
        int range = 10_000;
        int writes = 100_000;
        drive(pages(capacity, 0.9, 0.5), false);
        JobSpec job = JobSpec.builder("j").rw(RwMode.RANDWRITE).blockSize(PAGE).ioDepth(1)
                .size((long) range * PAGE).numberIos(writes).build();
        WorkloadRun.run(sim, ssd, job, new RandomStreams(3));
        double hits = 0;
        double visits = 0;
        for (int k = 500; k < 900; k++) {
            double stay = 1 / (1 - (double) k / range);
            hits += stay * k / range;
            visits += stay;
        }
        double expected = hits / visits;
        double absorbed = (double) ssd.activity().bufferAbsorbedPages() / writes;
        assertEquals(expected, absorbed, 0.03 * expected, "absorbed " + absorbed + ", expected " + expected);
        ftl.verify();
    }

    @Test
    void readsOfWholeBufferedPagesComeFromDram() {
        drive(pages(100, 0.9, 0.7), true);
        Serial host = new Serial().writePages(10).then(IoOp.WRITE, 10, PAGE / 2);
        for (int p = 0; p <= 10; p++) {
            host.then(IoOp.READ, p, PAGE);
        }
        List<Long> responses = host.run();
        long fromDram = COMMAND + Math.round(PAGE * 1e9 / LINK);
        for (int i = 11; i < 21; i++) {
            assertEquals(fromDram, responses.get(i), "read " + i + ": the command and the link, no flash");
        }
        assertTrue(responses.get(21) >= fromDram + 25_000, "half a page in DRAM: the page is read from flash");
        assertEquals(10, ssd.activity().bufferReadHits());
        assertEquals(1, ftl.stats().flashPagesRead());
    }

    @Test
    void aTrimmedBufferedPageIsNeverProgrammed() {
        drive(pages(100, 0.9, 0.7), false);
        new Serial().writePages(30).then(IoOp.TRIM, 0, 30L * PAGE).then(IoOp.FLUSH, 0, 0).run();
        assertEquals(0, ftl.stats().flashPagesProgrammed());
        for (int p = 0; p < 30; p++) {
            assertFalse(ftl.isMapped(p));
        }
    }

    @Test
    void dirtyPagesKeepReadsFromTheFtlLookahead() {
        drive(pages(100, 0.9, 0.7), true);
        new Serial().then(IoOp.WRITE, 5, PAGE).run();
        assertEquals(0, ssd.beginReadOnlyStretch(PAGE), "a read of page 5 would not reach the FTL");
        new Serial().then(IoOp.FLUSH, 0, 0).run();
        assertTrue(ssd.beginReadOnlyStretch(PAGE) > 0);
        ssd.endReadOnlyStretch();
    }

    /** Issues requests one at a time, each when the previous completes, and keeps their response times. */
    private final class Serial implements IoCompletion {
        private final List<long[]> planned = new ArrayList<>();
        private final List<Long> responses = new ArrayList<>();
        private final IoRequest request = new IoRequest();

        /** Plans {@code op} of {@code length} bytes at page {@code page}. */
        Serial then(IoOp op, long page, long length) {
            planned.add(new long[] {op.ordinal(), page * PAGE, length});
            return this;
        }

        /** Plans whole-page writes of pages 0 … {@code count} − 1, in order, after what is planned. */
        Serial writePages(int count) {
            for (int p = 0; p < count; p++) {
                then(IoOp.WRITE, p, PAGE);
            }
            return this;
        }

        List<Long> run() {
            submitNext();
            sim.run();
            assertEquals(planned.size(), responses.size());
            return responses;
        }

        @Override
        public void onComplete(IoRequest r) {
            responses.add(r.completeTime() - r.submitTime());
            submitNext();
        }

        private void submitNext() {
            int next = responses.size();
            if (next < planned.size()) {
                long[] p = planned.get(next);
                request.set(next, IoOp.values()[(int) p[0]], p[1], p[2], 0, this);
                request.markSubmitted(sim.now());
                ssd.submit(request);
            }
        }
    }
}
