package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Whatever mix of reads and programs reaches a multi-plane array, and whichever reads join
 * another's sensing: no read ends before its own sensing and transfer could, and no two
 * transfers share a channel at the same time.
 */
class MultiPlaneReadProperties {
    // 2 channels x 2 dies x 2 planes, 8 blocks of 4 pages of 4 KiB; channel 100 MB/s.
    private static final NandGeometry GEOMETRY = new NandGeometry(2, 2, 2, 8, 4, 4096);
    private static final NandTiming TIMING = new NandTiming(50_000, 300_000, 1_000_000, 100e6, 0);
    private static final long XFER = 40_960;
    private static final String JOINED = "some reads joined a sensing";

    /** Each step: {advance of now, earliest offset from now, read (0) or program (1), physical page}. */
    @Provide
    Arbitrary<List<int[]>> steps() {
        Arbitrary<int[]> step = Arbitraries.integers().between(0, 1_000).list().ofSize(4)
                .map(l -> new int[] {l.get(0) * 50, l.get(1) * 200, l.get(2) % 5 == 0 ? 1 : 0,
                        l.get(3) % GEOMETRY.pages()});
        return step.list().ofMinSize(1).ofMaxSize(300);
    }

    @Property(tries = 300)
    void readsTakeAtLeastTheirOwnTimeAndChannelsCarryOneTransferAtATime(@ForAll("steps") List<int[]> steps) {
        NandArray nand = new NandArray(GEOMETRY, TIMING);
        List<List<long[]>> transfers = List.of(new ArrayList<>(), new ArrayList<>());
        long now = 0;
        for (int[] s : steps) {
            now += s[0];
            nand.advanceTo(now);
            long earliest = now + s[1];
            int ppn = s[3];
            int channel = GEOMETRY.channelOfDie(GEOMETRY.dieOf(ppn));
            if (s[2] == 0) {
                long done = nand.read(ppn, 4096, earliest);
                assertTrue(done >= earliest + 50_000 + XFER, "read of " + ppn + " ended at " + done);
                transfers.get(channel).add(new long[] {done - XFER, done});
            } else {
                long done = nand.program(new int[] {ppn}, 1, 4096, earliest);
                long start = done - 300_000 - XFER;
                assertTrue(start >= earliest, "program of " + ppn + " started at " + start);
                transfers.get(channel).add(new long[] {start, start + XFER});
            }
        }
        Statistics.label(JOINED).collect(nand.multiPlaneReads() > 0);
        Statistics.label(JOINED).coverage(c -> c.check(true).percentage(p -> p > 10));
        for (List<long[]> onChannel : transfers) {
            onChannel.sort(Comparator.comparingLong(t -> t[0]));
            for (int i = 1; i < onChannel.size(); i++) {
                assertTrue(onChannel.get(i)[0] >= onChannel.get(i - 1)[1], "transfers overlap on a channel");
            }
        }
    }
}
