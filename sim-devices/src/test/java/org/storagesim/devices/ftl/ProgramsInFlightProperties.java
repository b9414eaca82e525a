package org.storagesim.devices.ftl;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The table of programs under way answers as a plain map from page to the end of its latest
 * program, for every question asked at or after the current time, whatever it has dropped.
 */
class ProgramsInFlightProperties {

    /**
     * Each step: {advance of now, page, program length, question offset}; a few hundred pages, so
     * rewrites and hash collisions are common.
     */
    @Provide
    Arbitrary<List<int[]>> steps() {
        Arbitrary<int[]> step = Arbitraries.integers().between(0, 600).list().ofSize(4)
                .map(l -> new int[] {l.get(0) % 50, l.get(1), 1 + l.get(2), l.get(3)});
        return step.list().ofMinSize(1).ofMaxSize(2_000);
    }

    @Property(tries = 100)
    void answersAsTheLatestProgramOfEachPage(@ForAll("steps") List<int[]> steps) {
        ProgramsInFlight table = new ProgramsInFlight();
        Map<Integer, Long> latestEnd = new HashMap<>();
        long now = 0;
        for (int[] s : steps) {
            now += s[0];
            long end = now + s[2];
            table.programmed(s[1], end, now);
            latestEnd.put(s[1], end);
            long t = now + s[3];
            int asked = s[3] % 600;
            assertEquals(latestEnd.getOrDefault(asked, Long.MIN_VALUE) > t, table.underWayAt(asked, t));
        }
        long at = now;
        assertEquals(latestEnd.values().stream().anyMatch(e -> e > at), table.anyUnderWayAt(now));
        for (int page = 0; page <= 600; page++) {
            assertEquals(latestEnd.getOrDefault(page, Long.MIN_VALUE) > now, table.underWayAt(page, now));
        }
    }
}
