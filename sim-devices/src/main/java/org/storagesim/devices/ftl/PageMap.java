package org.storagesim.devices.ftl;

/**
 * Page-level mapping in both directions on int arrays: logical → physical (4 bytes per logical
 * page, −1 when unmapped) and physical → logical (which logical page a physical page was last
 * programmed with), plus the count of valid pages in each block, which garbage collection needs.
 *
 * <p>A physical page is valid exactly when the logical page it was programmed with still maps
 * back to it, so invalidating the old copy of an overwritten page touches only its block's valid
 * count and never the reverse entry: one random memory access fewer per overwrite, which is most
 * of the cost of preconditioning a large drive.
 *
 * <p>Both arrays hold the page number plus one, so a new, zeroed array already means "nothing
 * mapped" and needs no filling (hundreds of megabytes for a large drive).
 *
 * <p>Only garbage collection reads the reverse direction, and only for valid pages, whose entries
 * follow from the forward one. So the reverse array is not kept until collection first needs it
 * and is then built from the forward array in one pass: a drive that is filled and then only read
 * never allocates, zeroes and writes it (about a quarter of a second for MQSim's default drive).
 */
final class PageMap {
    static final int NONE = -1;

    private final int[] logicalToPhysical;
    private final int physicalPages;
    private int[] physicalToLogical; // null until garbage collection first needs it
    private final int[] validInBlock;
    private final int pagesPerBlock;
    private ValidCountBuckets buckets;

    PageMap(int logicalPages, int physicalPages, int pagesPerBlock) {
        this.logicalToPhysical = new int[logicalPages];
        this.physicalPages = physicalPages;
        this.validInBlock = new int[physicalPages / pagesPerBlock];
        this.pagesPerBlock = pagesPerBlock;
    }

    /** Where invalidations of sealed blocks are told, to keep greedy victim selection current. */
    void watch(ValidCountBuckets buckets) {
        this.buckets = buckets;
    }

    int physical(int lpn) {
        return logicalToPhysical[lpn] - 1;
    }

    /**
     * Keeps the reverse array from now on, for a drive about to be rewritten: maintained as pages
     * are written, it costs less than building it later from a full forward array.
     */
    void keepReverse() {
        if (physicalToLogical == null) {
            physicalToLogical = reverseOfForward();
        }
    }

    /**
     * Writes into {@code lpns} the logical pages whose valid copies are in {@code block}, in page
     * order, and returns how many there are.
     */
    int validPages(int block, int[] lpns) {
        keepReverse();
        int[] reverse = physicalToLogical;
        int found = 0;
        for (int ppn = block * pagesPerBlock, end = ppn + pagesPerBlock; ppn < end; ppn++) {
            int lpn = reverse[ppn] - 1;
            // Independent loads of the forward entries, whose cache misses overlap.
            if (lpn != NONE && logicalToPhysical[lpn] - 1 == ppn) {
                lpns[found++] = lpn;
            }
        }
        return found;
    }

    /** The reverse array as the forward one gives it for every mapped page (invalid pages hold nothing). */
    private int[] reverseOfForward() {
        int[] reverse = new int[physicalPages];
        for (int lpn = 0; lpn < logicalToPhysical.length; lpn++) {
            int ppnPlusOne = logicalToPhysical[lpn];
            if (ppnPlusOne != 0) {
                reverse[ppnPlusOne - 1] = lpn + 1;
            }
        }
        return reverse;
    }

    int valid(int block) {
        return validInBlock[block];
    }

    int logicalPages() {
        return logicalToPhysical.length;
    }

    /** Points {@code lpn} at {@code ppn}, invalidating its previous copy. */
    void map(int lpn, int ppn) {
        unmap(lpn);
        logicalToPhysical[lpn] = ppn + 1;
        if (physicalToLogical != null) {
            physicalToLogical[ppn] = lpn + 1;
        }
        validInBlock[ppn / pagesPerBlock]++;
    }

    /**
     * As {@link #map} for each of {@code lpns[from .. from + count)}, all valid in block
     * {@code source}, moving them to consecutive pages from {@code firstTo} (garbage collection
     * emptying a victim): the old copies need no look-up, and the two blocks' counts change once
     * for the whole run.
     */
    void moveRun(int[] lpns, int from, int count, int source, int firstTo) {
        int[] reverse = physicalToLogical; // not null: collection built it to find the pages moved
        for (int i = from, to = firstTo; i < from + count; i++, to++) {
            logicalToPhysical[lpns[i]] = to + 1;
            reverse[to] = lpns[i] + 1;
        }
        // One change of each count stands for the run's single steps: a block moved down bucket by
        // bucket ends where one move puts it, at the head of the last bucket.
        int valid = validInBlock[source] -= count;
        validInBlock[firstTo / pagesPerBlock] += count;
        if (buckets != null) {
            buckets.invalidated(source, valid);
        }
    }

    /**
     * Maps logical pages that have no copy yet, {@code rounds} rounds over {@code firstPpns.length}
     * blocks from {@code firstLpn} on: logical page {@code firstLpn + r·n + i} goes to page
     * {@code firstPpns[i] + r} (n = the number of blocks), so block i's share is one run of
     * consecutive pages, as the preconditioning fill stripes pages over the planes. The forward
     * array is written in logical order, one stream of stores, rather than block by block with a
     * stride of n entries (each store then a cache line of its own).
     */
    void mapRounds(int firstLpn, int[] firstPpns, int rounds) {
        int n = firstPpns.length;
        for (int first : firstPpns) {
            if (rounds > 0 && (first + rounds - 1) / pagesPerBlock != first / pagesPerBlock) {
                throw new IllegalArgumentException("a run of " + rounds + " pages from " + first + " leaves block "
                        + first / pagesPerBlock);
            }
        }
        int[] forward = logicalToPhysical;
        int[] reverse = physicalToLogical;
        for (int r = 0, lpn = firstLpn; r < rounds; r++) {
            for (int i = 0; i < n; i++, lpn++) {
                if (forward[lpn] != 0) {
                    throw new IllegalStateException("logical page " + lpn + " is already mapped");
                }
                int ppn = firstPpns[i] + r;
                forward[lpn] = ppn + 1;
                if (reverse != null) {
                    reverse[ppn] = lpn + 1;
                }
            }
        }
        for (int first : firstPpns) {
            validInBlock[first / pagesPerBlock] += rounds;
        }
    }

    /** Drops {@code lpn}'s copy, if any. */
    void unmap(int lpn) {
        int old = logicalToPhysical[lpn] - 1;
        if (old != NONE) {
            int block = old / pagesPerBlock;
            int valid = --validInBlock[block];
            logicalToPhysical[lpn] = 0;
            if (buckets != null) {
                buckets.invalidated(block, valid);
            }
        }
    }

    /**
     * Checks that both directions agree and the valid counts match; before the reverse array is
     * kept, against one built for the check, which catches two logical pages on one physical page.
     */
    void verify() {
        int[] reverse = physicalToLogical != null ? physicalToLogical : reverseOfForward();
        int[] counted = new int[validInBlock.length];
        for (int lpn = 0; lpn < logicalToPhysical.length; lpn++) {
            int ppn = logicalToPhysical[lpn] - 1;
            if (ppn != NONE) {
                if (reverse[ppn] - 1 != lpn) {
                    throw new IllegalStateException("logical page " + lpn + " maps to " + ppn + " which holds "
                            + (reverse[ppn] - 1));
                }
                counted[ppn / pagesPerBlock]++;
            }
        }
        for (int b = 0; b < counted.length; b++) {
            if (counted[b] != validInBlock[b]) {
                throw new IllegalStateException("block " + b + " counts " + validInBlock[b] + " valid pages, holds "
                        + counted[b]);
            }
        }
    }
}
