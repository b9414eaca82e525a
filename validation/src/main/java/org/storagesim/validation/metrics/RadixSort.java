package org.storagesim.validation.metrics;

import java.util.Arrays;

/**
 * Sorts arrays of longs by least-significant-digit radix: a few linear passes over only the bits
 * in which the values differ (service times in nanoseconds span 25 to 35 bits, so three or four
 * passes), no boxing and no comparisons. On the million-sample arrays a replay comparison sorts it
 * is several times faster than {@link Arrays#sort(long[])}; small arrays go to that instead.
 */
public final class RadixSort {
    private static final int DIGIT_BITS = 11;
    private static final int BUCKETS = 1 << DIGIT_BITS;
    private static final int MASK = BUCKETS - 1;
    private static final int SMALL = 1 << 12;

    private RadixSort() {
    }

    /** Sorts {@code values} ascending in place. */
    public static void sort(long[] values) {
        int n = values.length;
        if (n < SMALL) {
            Arrays.sort(values);
            return;
        }
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (long v : values) {
            min = Math.min(min, v);
            max = Math.max(max, v);
        }
        // Offsets from the minimum, read as unsigned numbers, keep the order and need only the bits of max - min.
        int bits = 64 - Long.numberOfLeadingZeros(max - min);
        long[] from = values;
        long[] to = new long[n];
        int[] start = new int[BUCKETS];
        for (int shift = 0; shift < bits; shift += DIGIT_BITS) {
            Arrays.fill(start, 0);
            for (long v : from) {
                start[digit(v, min, shift)]++;
            }
            int sum = 0;
            for (int b = 0; b < BUCKETS; b++) {
                int count = start[b];
                start[b] = sum;
                sum += count;
            }
            for (long v : from) {
                to[start[digit(v, min, shift)]++] = v;
            }
            long[] t = from;
            from = to;
            to = t;
        }
        if (from != values) {
            System.arraycopy(from, 0, values, 0, n);
        }
    }

    /** A sorted copy of {@code values}. */
    public static long[] sortedCopy(long[] values) {
        long[] copy = values.clone();
        sort(copy);
        return copy;
    }

    private static int digit(long v, long min, int shift) {
        return (int) ((v - min) >>> shift) & MASK;
    }
}
