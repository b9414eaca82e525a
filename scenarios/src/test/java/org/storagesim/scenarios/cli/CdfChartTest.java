package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.validation.metrics.ResponseTimeComparison;

class CdfChartTest {
    /**
     * Simulated times of 2..5 ms against measured 1..4 ms: every quantile lies 1 ms to the right,
     * so the demerit figure (RMS horizontal distance) is 1 ms, 40 % of the measured mean of 2.5 ms,
     * and the mean is 40 % high. The chart's subtitle says so.
     */
    @Test
    void theSubtitleGivesTheComparisonsFigures() {
        long ms = 1_000_000;
        ResponseTimeComparison c = ResponseTimeComparison.of(new long[] {2 * ms, 3 * ms, 4 * ms, 5 * ms},
                new long[] {ms, 2 * ms, 3 * ms, 4 * ms});
        assertEquals("4 requests: demerit 1.000 ms (40.00 % of the measured mean of 2.50 ms), mean error +40.00 %",
                CdfChart.figures(c));
    }
}
