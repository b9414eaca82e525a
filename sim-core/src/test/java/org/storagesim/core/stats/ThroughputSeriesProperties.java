package org.storagesim.core.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/** An adaptive throughput series: round intervals, a bounded number of them, nothing lost in merging. */
class ThroughputSeriesProperties {

    /**
     * Whatever the completions, an adaptive series ends with the counts a fixed series of its final
     * interval would have (merging neighbours loses and moves nothing), at a round interval
     * (1 or 5 times a power of ten), within its limit of intervals.
     */
    @Property
    void adaptiveSeriesEqualsFixedSeriesOfItsFinalInterval(
            @ForAll @Size(min = 1, max = 300) List<@LongRange(min = 0, max = 2_000_000_000L) Long> gaps,
            @ForAll @IntRange(min = 0, max = 1 << 20) int bytesEach) {
        ThroughputSeries adaptive = ThroughputSeries.adaptive();
        long t = 0;
        for (long gap : gaps) {
            t += gap;
            adaptive.record(t, bytesEach);
        }
        long interval = adaptive.intervalNanos();
        ThroughputSeries fixed = new ThroughputSeries(interval);
        t = 0;
        for (long gap : gaps) {
            t += gap;
            fixed.record(t, bytesEach);
        }
        assertEquals(fixed.intervals(), adaptive.intervals());
        assertTrue(adaptive.intervals() <= ThroughputSeries.ADAPTIVE_MAX_INTERVALS, adaptive.intervals() + " intervals");
        long ops = 0;
        for (int i = 0; i < adaptive.intervals(); i++) {
            assertEquals(fixed.opsIn(i), adaptive.opsIn(i), "interval " + i);
            assertEquals(fixed.bytesIn(i), adaptive.bytesIn(i), "interval " + i);
            ops += adaptive.opsIn(i);
        }
        assertEquals(gaps.size(), ops, "every completion is counted once");
        long mantissa = interval;
        while (mantissa % 10 == 0) {
            mantissa /= 10;
        }
        assertTrue(Set.of(1L, 5L).contains(mantissa), interval + " ns is not 1 or 5 times a power of ten");
    }

    /** An SSD's 0.5 s run at 10,000 IOPS: 1 ms would give 500 points, so 100 of 5 ms, 50 requests each. */
    @Test
    void halfSecondRunGetsFiveMillisecondPoints() {
        ThroughputSeries s = ThroughputSeries.adaptive();
        for (long t = 100_000; t <= 500_000_000L; t += 100_000) {
            s.record(t - 1, 4096);
        }
        assertEquals(5_000_000, s.intervalNanos());
        assertEquals(100, s.intervals());
        for (int i = 0; i < 100; i++) {
            assertEquals(50, s.opsIn(i), "interval " + i);
            assertEquals(10_000, s.iopsIn(i), 1e-9);
        }
    }

    /** A day at one completion a second: 100 s would give 864 points, so 173 of 500 s (the last one part-full). */
    @Test
    void dayLongRunGetsFiveHundredSecondPoints() {
        ThroughputSeries s = ThroughputSeries.adaptive();
        for (long second = 0; second < 86_400; second++) {
            s.record(second * 1_000_000_000L, 8192);
        }
        assertEquals(500_000_000_000L, s.intervalNanos());
        assertEquals(173, s.intervals());
        assertEquals(500, s.opsIn(0));
        assertEquals(400, s.opsIn(172));
    }

    @Test
    void fixedSeriesKeepsItsInterval() {
        ThroughputSeries s = ThroughputSeries.of(1_000);
        for (long t = 0; t < 1_000_000; t += 10) {
            s.record(t, 1);
        }
        assertEquals(1_000, s.intervalNanos());
        assertEquals(1_000, s.intervals());
    }
}
