package org.storagesim.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** Reported latencies are exact at the extremes and never outside the recorded range. */
class LatencyRecorderProperties {

    /**
     * Whatever the latencies: the minimum and maximum are the exact least and greatest, and every
     * percentile lies between them and within the histogram's 0.1 % of the nearest-rank value of
     * the recorded latencies.
     */
    @Property
    void percentilesLieWithinTheRecordedRangeAndNearTheExactRank(
            @ForAll @Size(min = 1, max = 500) List<@LongRange(min = 0, max = 10_000_000_000L) Long> latencies) {
        LatencyRecorder r = new LatencyRecorder();
        latencies.forEach(r::record);
        long[] sorted = latencies.stream().mapToLong(Long::longValue).sorted().toArray();
        assertEquals(sorted[0], r.min());
        assertEquals(sorted[sorted.length - 1], r.max());
        assertEquals(sorted[sorted.length - 1], r.summary().max());
        for (double p : new double[] {0, 50, 90, 99, 99.9, 100}) {
            long reported = r.percentile(p);
            assertTrue(reported >= r.min() && reported <= r.max(), p + ": " + reported + " outside [" + r.min() + ", "
                    + r.max() + "]");
            long exact = sorted[Math.max(0, (int) Math.ceil(p / 100 * sorted.length) - 1)];
            assertEquals(exact, reported, Math.max(1, exact * 0.001), "percentile " + p);
        }
    }

    /** Merged recorders keep the least and greatest of both. */
    @Property
    void mergingKeepsTheExtremes(
            @ForAll @Size(min = 1, max = 50) List<@LongRange(min = 0, max = 1_000_000L) Long> first,
            @ForAll @Size(min = 1, max = 50) List<@LongRange(min = 0, max = 1_000_000L) Long> second) {
        LatencyRecorder a = new LatencyRecorder();
        LatencyRecorder b = new LatencyRecorder();
        first.forEach(a::record);
        second.forEach(b::record);
        a.add(b);
        long least = Math.min(first.stream().mapToLong(Long::longValue).min().orElseThrow(),
                second.stream().mapToLong(Long::longValue).min().orElseThrow());
        long greatest = Math.max(first.stream().mapToLong(Long::longValue).max().orElseThrow(),
                second.stream().mapToLong(Long::longValue).max().orElseThrow());
        assertEquals(least, a.min());
        assertEquals(greatest, a.max());
    }
}
