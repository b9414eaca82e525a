package org.storagesim.devices.flash;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The ring timeline (binary search, largest-gap bound, pruning) answers every request exactly as a
 * plain first-fit scan over all reserved intervals does.
 */
class TimelineProperties {

    /** Each step: {advance of now, earliest offset from now, duration}. */
    @Provide
    Arbitrary<List<long[]>> steps() {
        Arbitrary<long[]> step = Arbitraries.longs().between(0, 40).list().ofSize(3)
                .map(l -> new long[] {l.get(0) / 4, l.get(1) * 3, 1 + l.get(2)});
        return step.list().ofMinSize(1).ofMaxSize(400);
    }

    @Property(tries = 200)
    void firstFitMatchesAPlainScan(@ForAll("steps") List<long[]> steps) {
        Timeline timeline = new Timeline();
        List<long[]> reference = new ArrayList<>();
        long now = 0;
        for (long[] s : steps) {
            now += s[0];
            long earliest = now + s[1];
            long expected = plainFirstFit(reference, earliest, s[2], now);
            assertEquals(expected, timeline.find(earliest, s[2], now), "find at now=" + now);
            assertEquals(expected + s[2], timeline.take(earliest, s[2], now));
            reference.add(new long[] {expected, expected + s[2]});
            reference.sort((a, b) -> Long.compare(a[0], b[0]));
        }
    }

    /**
     * Reserving part of a found gap, as the NAND array does (sensing and transfer booked apart),
     * keeps the same busy set as the plain list: every later search agrees, as does the last end.
     */
    @Property(tries = 200)
    void reservingPartsOfGapsMatchesAPlainScan(@ForAll("steps") List<long[]> steps) {
        Timeline timeline = new Timeline();
        List<long[]> reference = new ArrayList<>();
        long now = 0;
        for (long[] s : steps) {
            now += s[0];
            long earliest = now + s[1];
            long duration = s[2];
            long expected = plainFirstFit(reference, earliest, duration, now);
            assertEquals(expected, timeline.find(earliest, duration, now), "find at now=" + now);
            // A sub-interval of the gap: skip a part of it at the front (by the step's advance).
            long from = expected + Math.min(s[0], duration - 1);
            long to = expected + duration;
            timeline.reserve(from, to);
            reference.add(new long[] {from, to});
            reference.sort((a, b) -> Long.compare(a[0], b[0]));
            long last = 0;
            for (long[] iv : reference) {
                if (iv[1] > now) {
                    last = Math.max(last, iv[1]);
                }
            }
            assertEquals(last, timeline.lastEnd(), "last end at now=" + now);
        }
    }

    private static long plainFirstFit(List<long[]> intervals, long earliest, long duration, long now) {
        long t = earliest;
        for (long[] iv : intervals) {
            if (iv[1] <= now) {
                continue;
            }
            if (t + duration <= iv[0]) {
                return t;
            }
            t = Math.max(t, iv[1]);
        }
        return t;
    }
}
