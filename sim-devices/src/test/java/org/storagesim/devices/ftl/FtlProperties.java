package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.BitSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.flash.NandTiming;

class FtlProperties {
    private static final NandTiming TIMING = new NandTiming(25_000, 200_000, 1_500_000, 100e6, 0);

    /** MLC: LSB and MSB pages read and program in different times (collection copies sum them page by page). */
    private static final NandTiming MLC_TIMING = new NandTiming(new long[] {20_000, 30_000},
            new long[] {100_000, 300_000}, 1_500_000, 100e6, 0);

    private static NandArray smallArray() {
        return smallArray(false);
    }

    private static NandArray smallArray(boolean mlc) {
        return new NandArray(new NandGeometry(2, 1, 2, 24, 8, 4096), mlc ? MLC_TIMING : TIMING);
    }

    @Provide
    Arbitrary<List<Integer>> operations() {
        // Non-negative: write that logical page; negative: trim page (-op - 1).
        return Arbitraries.integers().between(-200, 199).list().ofMinSize(1).ofMaxSize(3000);
    }

    private static void apply(Ftl ftl, List<Integer> ops, int pages) {
        BitSet live = new BitSet();
        long t = 0;
        for (int op : ops) {
            t += 1_000;
            ftl.advanceTo(t);
            if (op >= 0) {
                ftl.write(op % pages, false, t);
                live.set(op % pages);
            } else {
                ftl.trim((-op - 1) % pages, t);
                live.clear((-op - 1) % pages);
            }
        }
        ftl.flush(t);
        ftl.verify();
        for (int lpn = 0; lpn < pages; lpn++) {
            assertEquals(live.get(lpn), ftl.isMapped(lpn), "logical page " + lpn);
        }
    }

    @Property(tries = 60)
    void pageMappingStaysOneToOneThroughWritesTrimsAndGc(@ForAll("operations") List<Integer> ops,
                                                         @ForAll GcPolicy policy, @ForAll WearLeveling wl,
                                                         @ForAll boolean cachedMapping, @ForAll boolean mlc,
                                                         @ForAll @IntRange(min = 1, max = 4) int candidates,
                                                         @ForAll GcCopy copy, @ForAll boolean preemptible) {
        NandArray nand = smallArray(mlc);
        GcSettings gc = new GcSettings(policy, candidates, new RandomStreams(candidates).stream("gc"), copy, preemptible);
        PageFtl ftl = new PageFtl(nand, 200, gc, wl, 4, 1, 2, cachedMapping ? 16 : 0);
        apply(ftl, ops, 200);
        FtlStats s = ftl.stats();
        assertTrue(s.flashPagesProgrammed() >= s.hostPagesWritten() - 1, "every host page is programmed: " + s);
        assertTrue(s.blocksErased() * 8 <= s.flashPagesProgrammed(), "an erase needs a block of programs first: " + s);
    }

    /** Mixed reads (even op) and writes (odd op) of page op/2; every page is written before the run. */
    private static long[] serve(PageFtl ftl, List<Integer> ops, int hintsAhead) {
        ftl.precondition(1.0, 0, new RandomStreams(5).stream("p"));
        long[] done = new long[ops.size()];
        long t = 0;
        for (int i = 0; i < ops.size(); i++) {
            if (hintsAhead > 0 && i % hintsAhead == 0) {
                for (int j = i; j < Math.min(ops.size(), i + hintsAhead); j++) {
                    ftl.prefetch(Math.abs(ops.get(j)) / 2 % 100);
                }
            }
            t += 3_000;
            ftl.advanceTo(t);
            int op = Math.abs(ops.get(i)) % 200;
            if (op % 2 == 0) {
                done[i] = ftl.read(op / 2, 4096, t);
            } else {
                ftl.write(op / 2, false, t);
                done[i] = ftl.pendingPages();
            }
        }
        ftl.verify();
        return done;
    }

    @Property(tries = 40)
    void prefetchHintsChangeNothing(@ForAll("operations") List<Integer> ops,
                                    @ForAll @IntRange(min = 1, max = 40) int ahead) {
        PageFtl plain = new PageFtl(smallArray(), 100, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 8);
        PageFtl hinted = new PageFtl(smallArray(), 100, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 8);
        assertArrayEquals(serve(plain, ops, 0), serve(hinted, ops, ahead));
        assertEquals(plain.stats(), hinted.stats());
    }

    /**
     * Reads page |op| mod 100 for each op, one every 3 us; with {@code lead} > 0 through an open
     * lookahead, each page announced {@code lead} reads ahead.
     */
    private static long[] readAll(PageFtl ftl, List<Integer> ops, int lead) {
        int[] pages = ops.stream().mapToInt(op -> Math.abs(op) % 100).toArray();
        if (lead > 0) {
            assertTrue(ftl.openLookahead() > lead);
            for (int i = 0; i < Math.min(lead, pages.length); i++) {
                ftl.announce(pages[i]);
            }
        }
        long[] done = new long[pages.length];
        long t = 0;
        for (int i = 0; i < pages.length; i++) {
            if (lead > 0 && i + lead < pages.length) {
                ftl.announce(pages[i + lead]);
            }
            t += 3_000;
            ftl.advanceTo(t);
            done[i] = ftl.read(pages[i], 4096, t);
        }
        ftl.closeLookahead();
        return done;
    }

    @Property(tries = 30)
    void aLookaheadChangesNothing(@ForAll("operations") List<Integer> ops, @ForAll @IntRange(min = 1, max = 300) int lead,
                                  @ForAll boolean cachedMapping, @ForAll @IntRange(min = 0, max = 400) int warmUpPages) {
        // The helper takes over after warmUpPages reads (if a processor is spare).
        System.setProperty(LookupPipeline.WARM_UP_PROPERTY, String.valueOf(warmUpPages));
        try {
            compareLookaheadWithPlainReads(ops, lead, cachedMapping);
        } finally {
            System.clearProperty(LookupPipeline.WARM_UP_PROPERTY);
        }
    }

    private static void compareLookaheadWithPlainReads(List<Integer> ops, int lead, boolean cachedMapping) {
        PageFtl plain = new PageFtl(smallArray(), 100, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, cachedMapping ? 8 : 0);
        PageFtl ahead = new PageFtl(smallArray(), 100, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, cachedMapping ? 8 : 0);
        for (PageFtl ftl : List.of(plain, ahead)) {
            ftl.precondition(0.9, 2, new RandomStreams(4).stream("p"));
        }
        assertArrayEquals(readAll(plain, ops, 0), readAll(ahead, ops, lead));
        assertEquals(plain.stats(), ahead.stats());
        // The cached table was left in the same state: mixed reads and writes afterwards agree too.
        assertArrayEquals(serve(plain, ops, 0), serve(ahead, ops, 0));
    }

    @Property(tries = 1)
    void aLookaheadIsDeclinedWhilePendingWorkCouldChangeTheTables() {
        PageFtl ftl = new PageFtl(smallArray(), 100, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 8);
        ftl.precondition(1.0, 0, new RandomStreams(4).stream("p"));
        ftl.write(3, false, 0);
        assertEquals(0, ftl.openLookahead(), "a page waits for its program group");
        ftl.flush(0);
        assertEquals(0, ftl.openLookahead(), "the cached entry of page 3 is dirty");
        for (int lpn = 10; lpn < 30; lpn++) {
            ftl.read(lpn, 4096, 0); // evicts it, writing its translation page back
        }
        ftl.flush(0);
        assertEquals(0, ftl.openLookahead(), "programs under way: reads of their pages are served from DRAM");
        ftl.advanceTo(1_000_000_000L); // a second on, every program is over
        assertTrue(ftl.openLookahead() > 0);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> ftl.write(4, false, 0));
        assertEquals("a write while a read-only lookahead is open", e.getMessage());
        ftl.closeLookahead();
        ftl.write(4, false, 0);
    }

    @Property(tries = 60)
    void hybridMappingKeepsOneValidCopy(@ForAll("operations") List<Integer> ops, @ForAll @IntRange(min = 1, max = 4) int logs) {
        NandArray nand = smallArray();
        HybridLogFtl ftl = new HybridLogFtl(nand, logs, 25, GcCopy.COPYBACK);
        apply(ftl, ops, 200);
        assertEquals(ftl.stats().blocksErased(), nand.blockErases());
    }

    @Property(tries = 20)
    void preconditioningReachesTheRequestedFill(@ForAll @IntRange(min = 0, max = 100) int percent,
                                                @ForAll @IntRange(min = 0, max = 3) int overwrites) {
        PageFtl ftl = new PageFtl(smallArray(), 200, GcPolicy.GREEDY, WearLeveling.DYNAMIC, 4, 1, 2, 0);
        ftl.precondition(percent / 100.0, overwrites, new RandomStreams(3).stream("p"));
        ftl.verify();
        int filled = (int) Math.round(percent / 100.0 * 200);
        for (int lpn = 0; lpn < 200; lpn++) {
            assertEquals(lpn < filled, ftl.isMapped(lpn));
        }
    }

    @Property(tries = 40)
    void aDriveThatCopiesAPreconditionedOneServesEveryRequestAsIt(@ForAll("longRuns") List<Integer> ops,
            @ForAll GcPolicy policy, @ForAll WearLeveling wl, @ForAll boolean cachedMapping, @ForAll boolean mlc,
            @ForAll @IntRange(min = 1, max = 4) int candidates, @ForAll GcCopy copy, @ForAll boolean preemptible,
            @ForAll @IntRange(min = 50, max = 100) int fillPercent, @ForAll @IntRange(min = 0, max = 8) int overwrites,
            @ForAll @IntRange(min = 0, max = 200) int span, @ForAll boolean preconditionedAgain) {
        PageFtl[] drives = new PageFtl[2];
        for (int i = 0; i < 2; i++) {
            // Each drive draws victims from a stream of its own, starting where the other's starts.
            GcSettings gc = new GcSettings(policy, candidates, new RandomStreams(candidates).stream("gc"), copy, preemptible);
            // A static wear threshold of 1, so the erase-count spread decides often.
            drives[i] = new PageFtl(smallArray(mlc), 200, gc, wl, 1, 1, 2, cachedMapping ? 16 : 0);
        }
        PageFtl original = drives[0];
        PageFtl copied = drives[1];
        original.precondition(fillPercent / 100.0, overwrites, span, new RandomStreams(6).stream("p"));
        copied.copyPreconditionedState(original);
        assertEquals(original.stats(), copied.stats(), "the counts restart at the copy as after preconditioning");
        if (preconditionedAgain) {
            for (PageFtl drive : drives) {
                drive.precondition(1.0, 1, new RandomStreams(7).stream("p"));
            }
        }
        assertArrayEquals(serveMixed(original, ops), serveMixed(copied, ops));
        assertEquals(original.stats(), copied.stats());
    }

    @Provide
    Arbitrary<List<Integer>> longRuns() {
        // Long enough for every plane to be collected several times.
        return Arbitraries.integers().between(-200, 199).list().ofMinSize(1500).ofMaxSize(3000);
    }

    /**
     * Reads, writes and trims (op mod 4: read, write, write, trim) of page |op| mod 200, one every
     * 3 us; returns each read's and trim's completion and each write's pages left pending, then
     * whether each page is mapped.
     */
    private static long[] serveMixed(PageFtl ftl, List<Integer> ops) {
        long[] seen = new long[ops.size() + 200];
        long t = 0;
        for (int i = 0; i < ops.size(); i++) {
            t += 3_000;
            ftl.advanceTo(t);
            int lpn = Math.abs(ops.get(i)) % 200;
            switch (Math.floorMod(ops.get(i), 4)) {
                case 0 -> seen[i] = ftl.read(lpn, 4096, t);
                case 1, 2 -> {
                    ftl.write(lpn, false, t);
                    seen[i] = ftl.pendingPages();
                }
                default -> seen[i] = ftl.trim(lpn, t);
            }
        }
        ftl.flush(t);
        ftl.verify();
        for (int lpn = 0; lpn < 200; lpn++) {
            seen[ops.size() + lpn] = ftl.isMapped(lpn) ? 1 : 0;
        }
        return seen;
    }

    @Property(tries = 1)
    void onlyANewDriveOfTheSameConfigurationTakesAnotherDrivesState() {
        PageFtl source = new PageFtl(smallArray(), 200, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 0);
        source.precondition(1.0, 1, new RandomStreams(6).stream("p"));
        PageFtl otherSize = new PageFtl(smallArray(), 190, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 0);
        assertThrows(IllegalArgumentException.class, () -> otherSize.copyPreconditionedState(source));
        PageFtl otherPolicy = new PageFtl(smallArray(), 200, GcPolicy.FIFO, WearLeveling.NONE, 4, 1, 2, 0);
        assertThrows(IllegalArgumentException.class, () -> otherPolicy.copyPreconditionedState(source));
        PageFtl used = new PageFtl(smallArray(), 200, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 0);
        used.write(3, false, 0);
        used.flush(0);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> used.copyPreconditionedState(source));
        assertEquals("a drive that has written pages cannot take another drive's state", e.getMessage());
        source.write(5, false, 0);
        PageFtl fresh = new PageFtl(smallArray(), 200, GcPolicy.GREEDY, WearLeveling.NONE, 4, 1, 2, 0);
        assertThrows(IllegalStateException.class, () -> fresh.copyPreconditionedState(source), "a page waits for its group");
    }
}
