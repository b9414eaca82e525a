package org.storagesim.dbms.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class CompressionTest {
    @Test
    void codeWidthsFollowTheDomains() {
        assertEquals(23, Compression.bitPacking(6_000_000).bits());   // 2^22 < 6 M + 1 ≤ 2^23
        assertEquals(3, Compression.bitPacking(6_000_000).storedBytes(4));
        assertEquals(2, Compression.dictionary(3).bits());
        assertEquals(3, Compression.dictionary(5).bits());
        assertEquals(1, Compression.dictionary(1).bits());
        assertEquals(12, Compression.dictionary(2406).bits());
        assertEquals(5, Compression.forDelta(31).bits());
        assertEquals(4, Compression.NONE.storedBytes(4));
        // Never wider than the declared value.
        assertEquals(1, Compression.bitPacking(1_000).storedBytes(1));
    }

    @Test
    void tpchTablesHaveP0sWidths() {
        assertEquals(16, TpchTables.lineitem().columnCount());
        assertEquals(150, TpchTables.lineitem().tupleBytes(false));
        assertEquals(7, TpchTables.orders().columnCount());
        assertEquals(32, TpchTables.orders().tupleBytes(false));
        assertEquals(12, TpchTables.orders().tupleBytes(true)); // P0 section 5.2.1: 32 → 12 bytes
        assertEquals(60_000_000L, TpchTables.orders().tuples());
    }

    @Test
    void badDomainsAreRejectedWithAReason() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Compression.dictionary(0));
        assertEquals("DICTIONARY needs a positive domain (largest value, distinct values or largest delta), got 0",
                e.getMessage());
    }
}
