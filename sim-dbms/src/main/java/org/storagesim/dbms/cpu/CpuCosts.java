package org.storagesim.dbms.cpu;

import org.storagesim.dbms.schema.CompressionScheme;

/**
 * CPU work per unit of query processing, in nanoseconds on one core. The defaults are cycle
 * estimates for the 2.5 GHz Core 2 of P0's platform (section 4.3), not values fitted to the
 * paper's timings: a predicate on a fixed-width value is about 10 cycles; walking a dense row page
 * to the next tuple and calling the scan's predicate about 40; a column store's value iterator
 * (P0 section 5.3.2: every scan node is driven by its own value iterator) about 50 cycles per
 * value it hands up, position check and copy into the output tuple included; copying a qualifying
 * row's projected bytes (or one PAX mini-page value) about 8; decoding a byte-aligned code word a handful of cycles;
 * and about 6 µs of system time per asynchronous request (submission, interrupt, completion).
 */
public record CpuCosts(double predicateNanos, double rowTupleNanos, double valueIteratorNanos, double extractNanos,
                       double bitPackingDecodeNanos, double dictionaryDecodeNanos, double forDeltaDecodeNanos,
                       double perRequestNanos) {
    public static CpuCosts defaults() {
        return new CpuCosts(4, 16, 20, 3, 3, 5, 2, 6000);
    }

    /** No CPU at all: the query is pure I/O (for checking I/O models). */
    public static CpuCosts free() {
        return new CpuCosts(0, 0, 0, 0, 0, 0, 0, 0);
    }

    public CpuCosts {
        double[] all = {predicateNanos, rowTupleNanos, valueIteratorNanos, extractNanos, bitPackingDecodeNanos,
                dictionaryDecodeNanos, forDeltaDecodeNanos, perRequestNanos};
        for (double v : all) {
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("CPU costs must be finite and non-negative, got " + v);
            }
        }
    }

    /** Decoding one value stored with {@code scheme}. */
    public double decodeNanos(CompressionScheme scheme) {
        return switch (scheme) {
            case NONE -> 0;
            case BIT_PACKING -> bitPackingDecodeNanos;
            case DICTIONARY -> dictionaryDecodeNanos;
            case FOR_DELTA -> forDeltaDecodeNanos;
        };
    }
}
