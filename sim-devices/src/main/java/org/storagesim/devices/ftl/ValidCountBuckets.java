package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * Sealed blocks of every plane sorted into buckets by their number of valid pages, so greedy
 * garbage collection finds the block with the fewest valid pages in constant amortised time
 * instead of scanning every block of the plane. Each bucket is a doubly linked list threaded
 * through an int array indexed by block; a block moves one bucket down whenever one of its pages is
 * invalidated. A block's links and bucket lie side by side (one cache miss, not three, on a
 * random overwrite's block). A per-plane lower bound on the fullness of its emptiest member keeps the search
 * short: valid counts of sealed blocks only fall, so the bound only has to move up on a search.
 */
final class ValidCountBuckets {
    private static final int NONE = -1;

    private final int blocksPerPlane;
    private final int buckets;
    /** Fields of a block's record in {@link #links}, which has {@link #STRIDE} ints per block. */
    private static final int NEXT = 0;
    private static final int PREV = 1;
    private static final int BUCKET = 2;
    private static final int STRIDE = 4; // 16-byte records (one int spare), four to a cache line
    private final int[] head;
    private final int[] links;
    private final int[] lowest;

    ValidCountBuckets(int planes, int blocksPerPlane, int pagesPerBlock) {
        this.blocksPerPlane = blocksPerPlane;
        this.buckets = pagesPerBlock + 1;
        this.head = new int[planes * buckets];
        this.links = new int[planes * blocksPerPlane * STRIDE];
        this.lowest = new int[planes];
        Arrays.fill(head, NONE);
        for (int b = 0; b < planes * blocksPerPlane; b++) {
            links[b * STRIDE + BUCKET] = NONE;
        }
    }

    /** Makes these buckets a copy of {@code source}'s, which sort the blocks of the same geometry. */
    void copyFrom(ValidCountBuckets source) {
        System.arraycopy(source.head, 0, head, 0, head.length);
        System.arraycopy(source.links, 0, links, 0, links.length);
        System.arraycopy(source.lowest, 0, lowest, 0, lowest.length);
    }

    /** Bytes its lists take. */
    long tableBytes() {
        return Integer.BYTES * ((long) head.length + links.length + lowest.length);
    }

    boolean contains(int block) {
        return links[block * STRIDE + BUCKET] != NONE;
    }

    /** Adds a block that has just been sealed with {@code valid} valid pages. */
    void add(int block, int valid) {
        int plane = block / blocksPerPlane;
        link(block, plane * buckets + valid);
        if (valid < lowest[plane]) {
            lowest[plane] = valid;
        }
    }

    /** Removes a block (it is being erased). */
    void remove(int block) {
        if (links[block * STRIDE + BUCKET] != NONE) {
            unlink(block);
        }
    }

    /** A page of {@code block} was invalidated; it now has {@code valid} valid pages. */
    void invalidated(int block, int valid) {
        if (links[block * STRIDE + BUCKET] == NONE) {
            return; // open or free: not a collection candidate yet
        }
        unlink(block);
        int plane = block / blocksPerPlane;
        link(block, plane * buckets + valid);
        if (valid < lowest[plane]) {
            lowest[plane] = valid;
        }
    }

    /** The member of {@code plane} with the fewest valid pages, or −1 if the plane has none. */
    int fewest(int plane) {
        int base = plane * buckets;
        for (int v = lowest[plane]; v < buckets; v++) {
            if (head[base + v] != NONE) {
                lowest[plane] = v;
                return head[base + v];
            }
        }
        lowest[plane] = buckets;
        return NONE;
    }

    private void link(int block, int bucket) {
        int first = head[bucket];
        int r = block * STRIDE;
        links[r + NEXT] = first;
        links[r + PREV] = NONE;
        links[r + BUCKET] = bucket;
        if (first != NONE) {
            links[first * STRIDE + PREV] = block;
        }
        head[bucket] = block;
    }

    private void unlink(int block) {
        int r = block * STRIDE;
        int p = links[r + PREV];
        int n = links[r + NEXT];
        if (p != NONE) {
            links[p * STRIDE + NEXT] = n;
        } else {
            head[links[r + BUCKET]] = n;
        }
        if (n != NONE) {
            links[n * STRIDE + PREV] = p;
        }
        links[r + BUCKET] = NONE;
    }
}
