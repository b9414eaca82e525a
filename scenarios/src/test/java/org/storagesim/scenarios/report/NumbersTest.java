package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class NumbersTest {
    @Test
    void ratesKeepThreeDecimalsUnlessThoseWouldReadAsZero() {
        assertEquals("35705.240", Numbers.rate(35705.24).toPlainString());
        assertEquals("0.500", Numbers.rate(0.5).toPlainString());
        assertEquals("0.000", Numbers.rate(0).toPlainString());
        // 100 requests over 356,400,000 s (a think time of 1,000 hours each): 2.806e-7 IOPS, not 0.
        assertEquals("0.0000002806", Numbers.rate(100 / 356_400_000.0).toPlainString());
        assertEquals("0.0000004", Numbers.rate(4e-7).toPlainString());
    }

    @Test
    void aTablesRateKeepsItsFewDecimalsUnlessThoseWouldReadAsZero() {
        // The run table and the replay line: IOPS to one decimal, MB/s to two.
        assertEquals("412.7", Numbers.rate(412.66, 1).toPlainString());
        assertEquals("0.0", Numbers.rate(0, 1).toPlainString());
        assertEquals("0.04127", Numbers.rate(0.04127, 1).toPlainString());
        assertEquals("0.000006363", Numbers.rate(6.3634e-6, 2).toPlainString());
    }
}
