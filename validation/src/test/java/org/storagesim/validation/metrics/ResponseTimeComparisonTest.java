package org.storagesim.validation.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ResponseTimeComparisonTest {
    @Test
    void identicalDistributionsHaveNoDemerit() {
        long[] a = {3_000_000, 1_000_000, 2_000_000, 5_000_000};
        ResponseTimeComparison c = ResponseTimeComparison.of(a.clone(), a);
        assertEquals(0, c.demeritMs(), 1e-12);
        assertEquals(0, c.meanErrorPct(), 1e-12);
    }

    @Test
    void aConstantShiftIsTheDemerit() {
        long[] measured = {1_000_000, 2_000_000, 3_000_000, 6_000_000};   // mean 3 ms
        long[] simulated = {1_500_000, 2_500_000, 3_500_000, 6_500_000};  // every quantile 0.5 ms later
        ResponseTimeComparison c = ResponseTimeComparison.of(simulated, measured);
        assertEquals(0.5, c.demeritMs(), 1e-12);
        assertEquals(100 * 0.5 / 3, c.demeritPct(), 1e-9);
        assertEquals(100 * 0.5 / 3, c.meanErrorPct(), 1e-9);
    }

    @Test
    void demeritIsTheRootMeanSquareOfQuantileDistances() {
        long[] measured = {1_000_000, 2_000_000};
        long[] simulated = {1_000_000, 4_000_000}; // distances 0 and 2 ms: RMS = sqrt(2)
        assertEquals(Math.sqrt(2), ResponseTimeComparison.of(simulated, measured).demeritMs(), 1e-12);
    }
}
