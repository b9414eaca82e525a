package org.storagesim.validation.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class ErrorBreakdownTest {
    private static final long MS = 1_000_000;

    /**
     * Measured 2 + 4 ms (class a) and 14 ms (class b), 20 ms in all; simulated 3 + 3 ms and 10 ms.
     * Class a: 6 - 6 = 0 ms, 0 %; class b: 10 - 14 = -4 ms, -20 % of 20 ms; the mean error is
     * (16 - 20) / 20 = -20 %.
     */
    @Test
    void contributionsAreEachClassesShareOfTheTotalErrorAndAddUpToTheMeanError() {
        ErrorBreakdown b = ErrorBreakdown.of(new String[] {"a", "b", "a"}, new long[] {2 * MS, 14 * MS, 4 * MS},
                new long[] {3 * MS, 10 * MS, 3 * MS});
        assertEquals(-20.0, b.meanErrorPct(), 1e-9);
        List<ErrorBreakdown.Row> rows = b.rows();
        assertEquals(new ErrorBreakdown.Row("b", 1, 14.0, 10.0, -20.0), rows.get(0));
        assertEquals("a", rows.get(1).requestClass());
        assertEquals(2, rows.get(1).requests());
        assertEquals(3.0, rows.get(1).measuredMeanMs(), 1e-12);
        assertEquals(3.0, rows.get(1).simulatedMeanMs(), 1e-12);
        assertEquals(0.0, rows.get(1).contributionPct(), 1e-12);
    }

    @Test
    void largestContributionComesFirstWhateverItsSign() {
        ErrorBreakdown b = ErrorBreakdown.of(new String[] {"small", "large", "middle"},
                new long[] {10 * MS, 10 * MS, 10 * MS}, new long[] {11 * MS, 5 * MS, 13 * MS});
        assertEquals(List.of("large", "middle", "small"), b.rows().stream().map(ErrorBreakdown.Row::requestClass).toList());
    }

    @Test
    void csvQuotesTheClassAndTableAlignsTheColumns() {
        ErrorBreakdown b = ErrorBreakdown.of(new String[] {"read after read, same cylinder"}, new long[] {4 * MS},
                new long[] {5 * MS});
        assertEquals("class,requests,measured_mean_ms,simulated_mean_ms,contribution_pct\n"
                + "\"read after read, same cylinder\",1,4.0000,5.0000,25.0000\n", b.csv());
        String[] lines = b.table().split("\n");
        assertEquals(2, lines.length);
        assertEquals(lines[0].length(), lines[1].length());
    }

    @Test
    void rejectsArraysOfDifferentLengths() {
        assertThrows(IllegalArgumentException.class,
                () -> ErrorBreakdown.of(new String[] {"a"}, new long[] {1, 2}, new long[] {1, 2}));
    }
}
