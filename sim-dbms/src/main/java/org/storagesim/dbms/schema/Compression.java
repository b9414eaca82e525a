package org.storagesim.dbms.schema;

/**
 * How one column is compressed: the scheme and the one number of the data that fixes its code
 * width. For bit-packing that number is the largest value, for a dictionary the count of distinct
 * values, for frame-of-reference delta the largest delta from the page's base value.
 *
 * <p>Code words are rounded up to whole bytes: read-optimized engines keep them byte aligned so a
 * value decodes with a load and a mask instead of a bit-stream walk (P0 section 4.2 cites [6, 33]).
 *
 * @param scheme the scheme
 * @param domain largest value, distinct values, or largest delta (by scheme); ignored for NONE
 */
public record Compression(CompressionScheme scheme, long domain) {
    public static final Compression NONE = new Compression(CompressionScheme.NONE, 0);

    public Compression {
        if (scheme == null) {
            throw new IllegalArgumentException("compression scheme is missing; allowed: none, bit_packing, dictionary, for_delta");
        }
        if (scheme != CompressionScheme.NONE && domain < 1) {
            throw new IllegalArgumentException(scheme + " needs a positive domain (largest value, distinct values or "
                    + "largest delta), got " + domain);
        }
    }

    public static Compression bitPacking(long maxValue) {
        return new Compression(CompressionScheme.BIT_PACKING, maxValue);
    }

    public static Compression dictionary(long distinctValues) {
        return new Compression(CompressionScheme.DICTIONARY, distinctValues);
    }

    public static Compression forDelta(long maxDelta) {
        return new Compression(CompressionScheme.FOR_DELTA, maxDelta);
    }

    /** Bits of information per value: enough to tell the domain's values apart (at least 1). */
    public int bits() {
        long distinguishable = switch (scheme) {
            case NONE -> throw new IllegalStateException("an uncompressed column has no code width");
            case BIT_PACKING, FOR_DELTA -> domain + 1; // values 0..domain
            case DICTIONARY -> domain;                  // codes 0..domain-1
        };
        return Math.max(1, 64 - Long.numberOfLeadingZeros(distinguishable - 1));
    }

    /** Stored width of one value in bytes, or {@code declaredWidth} when uncompressed. */
    public int storedBytes(int declaredWidth) {
        if (scheme == CompressionScheme.NONE) {
            return declaredWidth;
        }
        return Math.min(declaredWidth, (bits() + 7) / 8);
    }
}
