package org.storagesim.core.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class UnitsTest {

    @Test
    void sizesUseBinaryMultiplesLikeFio() {
        assertEquals(4096, ByteSize.parse("4KiB").bytes());
        assertEquals(131072, ByteSize.parse("128KB").bytes());
        assertEquals(6 * 1024 * 1024, ByteSize.parse("6MiB").bytes());
        assertEquals(1536, ByteSize.parse("1.5K").bytes());
        assertEquals(512, ByteSize.parse("512").bytes());
        assertEquals("4KiB", ByteSize.format(4096));
        assertEquals("1000B", ByteSize.format(1000));
    }

    @Test
    void sizesTakeEverySpellingOfABinaryUnitUpToExbibytes() {
        // format writes EiB for multiples of 2^60, so parse must read it back.
        for (String size : new String[] {"8g", "8gi", "8Gi", "8GB", "8gib", "8GiB"}) {
            assertEquals(8L << 30, ByteSize.parse(size).bytes(), size);
        }
        assertEquals(2L << 60, ByteSize.parse("2EiB").bytes());
        assertEquals(1L << 60, ByteSize.parse("1ei").bytes());
        assertEquals(1L << 60, ByteSize.parse(ByteSize.format(1L << 60)).bytes());
        assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("8EiB"));
    }

    @Test
    void timesParseToExactNanoseconds() {
        assertEquals(100_000, SimDuration.parse("100us").nanos());
        assertEquals(100_000, SimDuration.parse("100µs").nanos());
        assertEquals(4_500_000, SimDuration.parse("4.5ms").nanos());
        assertEquals(86_400_000_000_000L, SimDuration.parse("24h").nanos());
        assertEquals(750, SimDuration.parse("750").nanos());
        assertEquals("4500us", SimDuration.format(4_500_000));
        assertEquals("24h", SimDuration.format(86_400_000_000_000L));
    }

    @Test
    void badInputSaysWhatIsAllowed() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("4 parsecs"));
        assertTrue(e.getMessage().contains("KiB"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> SimDuration.parse("-3ms"));
        assertTrue(e.getMessage().contains("ms"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> ByteSize.parse("0.3B"));
        assertThrows(IllegalArgumentException.class, () -> SimDuration.parse("0.5ns"));
    }

    @Property
    void formatThenParseIsIdentity(@ForAll @LongRange(min = 0, max = Long.MAX_VALUE / 2) long value) {
        assertEquals(value, ByteSize.parse(ByteSize.format(value)).bytes());
        assertEquals(value, SimDuration.parse(SimDuration.format(value)).nanos());
    }
}
