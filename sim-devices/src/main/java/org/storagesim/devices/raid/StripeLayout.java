package org.storagesim.devices.raid;

/**
 * Where RAID-0 (Linux md, one zone) puts a byte: the array is cut into chunks dealt round-robin to
 * the members, so logical chunk c lives on member c mod n, as that member's chunk c div n.
 */
public record StripeLayout(int members, long chunkBytes) {
    public StripeLayout {
        if (members < 1) {
            throw new IllegalArgumentException("RAID-0 needs at least one member, got " + members);
        }
        if (chunkBytes < 1) {
            throw new IllegalArgumentException("the chunk size must be positive, got " + chunkBytes);
        }
    }

    /** The member that holds the byte at {@code offset}. */
    public int member(long offset) {
        return (int) ((offset / chunkBytes) % members);
    }

    /** Where that byte lies on its member. */
    public long memberOffset(long offset) {
        return offset / chunkBytes / members * chunkBytes + offset % chunkBytes;
    }

    /** How many bytes from {@code offset} stay on the same member: up to the chunk's end, at most {@code remaining}. */
    public long runLength(long offset, long remaining) {
        return Math.min(remaining, chunkBytes - offset % chunkBytes);
    }

    /** How many chunk-bounded parts a request of {@code length} bytes at {@code offset} becomes (at least 1). */
    public int parts(long offset, long length) {
        if (length == 0) {
            return 1;
        }
        return (int) ((offset + length - 1) / chunkBytes - offset / chunkBytes + 1);
    }

    /** Array capacity: every member contributes its whole chunks, limited by the smallest member. */
    public long capacity(long smallestMemberBytes) {
        return smallestMemberBytes / chunkBytes * chunkBytes * members;
    }
}
