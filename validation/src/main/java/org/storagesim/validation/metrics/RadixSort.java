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
        if (values.length < SMALL) {
            Arrays.sort(values);
            return;
        }
        long[] sorted = sortPrefix(values, values.length, new long[values.length]);
        if (sorted != values) {
            System.arraycopy(sorted, 0, values, 0, values.length);
        }
    }

    /**
     * The first {@code n} of {@code values} sorted ascending, in an array of exactly {@code n}; the
     * rest of {@code values} is ignored and its first {@code n} are left in no particular order. For
     * a sample recorded into a buffer with room to spare: no copy of the right length first.
     */
    public static long[] sortedPrefix(long[] values, int n) {
        if (n < SMALL) {
            long[] copy = Arrays.copyOf(values, n);
            Arrays.sort(copy);
            return copy;
        }
        long[] out = new long[n];
        long[] sorted = sortPrefix(values, n, out);
        if (sorted != out) {
            System.arraycopy(sorted, 0, out, 0, n);
        }
        return out;
    }

    /** Radix-sorts {@code values[0, n)} back and forth with {@code other}; returns the array that holds the result. */
    private static long[] sortPrefix(long[] values, int n, long[] other) {
        long min = Long.MAX_VALUE;
        long max = Long.MIN_VALUE;
        for (int i = 0; i < n; i++) {
            min = Math.min(min, values[i]);
            max = Math.max(max, values[i]);
        }
        // Offsets from the minimum, read as unsigned numbers, keep the order and need only the bits of max - min.
        int bits = 64 - Long.numberOfLeadingZeros(max - min);
        long[] from = values;
        long[] to = other;
        int[] start = new int[BUCKETS];
        for (int shift = 0; shift < bits; shift += DIGIT_BITS) {
            Arrays.fill(start, 0);
            for (int i = 0; i < n; i++) {
                start[digit(from[i], min, shift)]++;
            }
            int sum = 0;
            for (int b = 0; b < BUCKETS; b++) {
                int count = start[b];
                start[b] = sum;
                sum += count;
            }
            for (int i = 0; i < n; i++) {
                long v = from[i];
                to[start[digit(v, min, shift)]++] = v;
            }
            long[] t = from;
            from = to;
            to = t;
        }
        return from;
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
