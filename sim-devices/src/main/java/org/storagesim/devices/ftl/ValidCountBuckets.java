package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * Sealed blocks of every plane sorted into buckets by their number of valid pages, so greedy
 * garbage collection finds the block with the fewest valid pages in constant amortised time
 * instead of scanning every block of the plane. Each bucket is a doubly linked list threaded
 * through int arrays indexed by block; a block moves one bucket down whenever one of its pages is
 * invalidated. A per-plane lower bound on the fullness of its emptiest member keeps the search
 * short: valid counts of sealed blocks only fall, so the bound only has to move up on a search.
 */
final class ValidCountBuckets {
    private static final int NONE = -1;

    private final int blocksPerPlane;
    private final int buckets;
    private final int[] head;
    private final int[] next;
    private final int[] prev;
    private final int[] bucketOf;
    private final int[] lowest;

    ValidCountBuckets(int planes, int blocksPerPlane, int pagesPerBlock) {
        this.blocksPerPlane = blocksPerPlane;
        this.buckets = pagesPerBlock + 1;
        this.head = new int[planes * buckets];
        this.next = new int[planes * blocksPerPlane];
        this.prev = new int[planes * blocksPerPlane];
        this.bucketOf = new int[planes * blocksPerPlane];
        this.lowest = new int[planes];
        Arrays.fill(head, NONE);
        Arrays.fill(bucketOf, NONE);
    }

    boolean contains(int block) {
        return bucketOf[block] != NONE;
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
        if (bucketOf[block] != NONE) {
            unlink(block);
        }
    }

    /** A page of {@code block} was invalidated; it now has {@code valid} valid pages. */
    void invalidated(int block, int valid) {
        if (bucketOf[block] == NONE) {
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
        next[block] = first;
        prev[block] = NONE;
        if (first != NONE) {
            prev[first] = block;
        }
        head[bucket] = block;
        bucketOf[block] = bucket;
    }

    private void unlink(int block) {
        int p = prev[block];
        int n = next[block];
        if (p != NONE) {
            next[p] = n;
        } else {
            head[bucketOf[block]] = n;
        }
        if (n != NONE) {
            prev[n] = p;
        }
        bucketOf[block] = NONE;
    }
}
