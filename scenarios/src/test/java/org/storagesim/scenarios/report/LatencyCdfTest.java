package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;

class LatencyCdfTest {
    @Test
    void fractionsOneRequestApartStayApartInTheCsv() {
        assertEquals(6, LatencyCdf.fractionDecimals(1));
        assertEquals(6, LatencyCdf.fractionDecimals(1_000_000));
        assertEquals(7, LatencyCdf.fractionDecimals(1_000_001));
        assertEquals(7, LatencyCdf.fractionDecimals(10_000_000));
        assertEquals(9, LatencyCdf.fractionDecimals(304_000_000));
        // The last two rows of a 10 M-request run: 9,999,999 and all 10,000,000 requests.
        int d = LatencyCdf.fractionDecimals(10_000_000);
        assertNotEquals(Numbers.plain(9_999_999 / 1e7, d), Numbers.plain(1.0, d));
        long total = 2_345_679;
        d = LatencyCdf.fractionDecimals(total);
        assertNotEquals(Numbers.plain((total - 1) / (double) total, d), Numbers.plain(1.0, d));
    }
}
