package org.storagesim.validation.metrics;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

class RadixSortProperties {
    /** Arrays above the small-array cut-off take the radix path; the library sort is the oracle. */
    @Property(tries = 50)
    void sortsLikeTheLibrarySort(@ForAll @Size(min = 4096, max = 6000) long[] values) {
        long[] expected = values.clone();
        Arrays.sort(expected);
        RadixSort.sort(values);
        assertArrayEquals(expected, values);
    }

    @Property(tries = 50)
    void sortsServiceTimes(@ForAll @Size(min = 4096, max = 6000) @LongRange(min = 0, max = 200_000_000) long[] values) {
        long[] expected = values.clone();
        Arrays.sort(expected);
        assertArrayEquals(expected, RadixSort.sortedCopy(values));
    }

    /** A prefix of a buffer with room to spare sorts like a copy of that prefix, on either side of the cut-off. */
    @Property(tries = 50)
    void sortsAPrefixLikeTheLibrarySort(@ForAll @Size(min = 1, max = 9000) @LongRange(min = 0, max = 200_000_000)
                                        long[] values, @ForAll @IntRange(min = 0, max = 100) int percent) {
        int n = Math.max(1, values.length * percent / 100);
        long[] expected = Arrays.copyOf(values, n);
        Arrays.sort(expected);
        assertArrayEquals(expected, RadixSort.sortedPrefix(values, n));
    }
}
