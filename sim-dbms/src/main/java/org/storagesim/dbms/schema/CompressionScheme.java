package org.storagesim.dbms.schema;

/**
 * The light-weight column compression schemes P0 (section 4.2) uses. Each stores a value as a
 * fixed-width code word; what differs is what the code word means and so how many bits it needs.
 */
public enum CompressionScheme {
    /** Stored as declared. */
    NONE,
    /** The minimum number of bits that holds the largest value of the domain. */
    BIT_PACKING,
    /** An index into an array of the distinct values. */
    DICTIONARY,
    /** Frame of reference with deltas: a base value per page and each value as its delta. */
    FOR_DELTA
}
