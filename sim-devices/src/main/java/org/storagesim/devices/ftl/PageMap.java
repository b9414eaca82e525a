package org.storagesim.devices.ftl;

/**
 * Page-level mapping in both directions on int arrays: logical → physical (4 bytes per logical
 * page) and physical → logical (which logical page a physical page was last programmed with),
 * plus the count of valid pages in each block, which garbage collection needs.
 *
 * <p>Where the preconditioning fill of a new drive put its pages follows from a few numbers per
 * erase block ({@link StripedFill}), so the fill stores nothing in the forward array, and a page
 * it placed keeps the entry 0 ("as the fill placed it") until written again; an entry of −1 means
 * no page. A drive that is filled and then only read thus never allocates, zeroes or writes its
 * forward array: for MQSim's default drive, 240 MB and a good part of a second of start-up, and a
 * cache miss in a large table for every look-up of a random read. A drive about to be rewritten
 * at random (preconditioning overwrites) has its fill stored page by page instead, where the
 * formula would only add work to every later look-up.
 *
 * <p>A physical page is valid exactly when the logical page it was programmed with still maps
 * back to it, so invalidating the old copy of an overwritten page touches only its block's valid
 * count and never the reverse entry: one random memory access fewer per overwrite, which is most
 * of the cost of preconditioning a large drive.
 *
 * <p>Both arrays hold the page number plus one, so a new, zeroed array already means "nothing
 * mapped" (or, forward, "as the fill placed it") and needs no filling (hundreds of megabytes for a
 * large drive).
 *
 * <p>Only garbage collection reads the reverse direction, and only for valid pages, whose entries
 * follow from the forward one. So the reverse array is not kept until collection first needs it
 * and is then built from the forward array in one pass: a drive that is filled and then only read
 * never allocates, zeroes and writes it (about a quarter of a second for MQSim's default drive).
 */
final class PageMap {
    static final int NONE = -1;

    /** Receives pairs of a logical page and its physical page. */
    interface PagePairs {
        void accept(int lpn, int ppn);
    }

    /** Forward entry: as the fill placed the page (none, if the fill did not place it). */
    private static final int AS_FILLED = 0;
    /** Forward entry: no page, whatever the fill gave it. */
    private static final int NO_PAGE = -1;

    private final int logicalPages;
    /**
     * Forward entries of the logical pages from {@code forwardBase} on (those below it are
     * AS_FILLED); empty, with the base past the last page, until an entry other than AS_FILLED is
     * stored. The first store past the fill covers only the pages from there on: a fill stores one
     * by one only the pages after its stretches (its last partial round, the cached table's own pages
     * at the end of the logical space), and these then cost a shorter array. A store below the base
     * extends the array down to page 0.
     */
    private int[] logicalToPhysical = new int[0];
    private int forwardBase;
    private final StripedFill fill = new StripedFill();
    private final int physicalPages;
    private int[] physicalToLogical; // null until garbage collection first needs it
    private final int[] validInBlock;
    private final int pagesPerBlock;
    private ValidCountBuckets buckets;

    PageMap(int logicalPages, int physicalPages, int pagesPerBlock) {
        this.logicalPages = logicalPages;
        this.forwardBase = logicalPages;
        this.physicalPages = physicalPages;
        this.validInBlock = new int[physicalPages / pagesPerBlock];
        this.pagesPerBlock = pagesPerBlock;
    }

    /**
     * Makes this map a copy of {@code source}'s, a map of the same size; the buckets it tells stay
     * its own (their owner copies them).
     */
    void copyFrom(PageMap source) {
        logicalToPhysical = source.logicalToPhysical.clone();
        forwardBase = source.forwardBase;
        fill.copyFrom(source.fill);
        physicalToLogical = source.physicalToLogical == null ? null : source.physicalToLogical.clone();
        System.arraycopy(source.validInBlock, 0, validInBlock, 0, validInBlock.length);
    }

    /** Bytes its tables take now. */
    long tableBytes() {
        long entries = (long) logicalToPhysical.length + validInBlock.length
                + (physicalToLogical == null ? 0 : physicalToLogical.length);
        return Integer.BYTES * entries;
    }

    /** Where invalidations of sealed blocks are told, to keep greedy victim selection current. */
    void watch(ValidCountBuckets buckets) {
        this.buckets = buckets;
    }

    int physical(int lpn) {
        int stored = stored(lpn);
        // Past the fill an entry is 0 (none) or the page plus one, as in a drive with no fill.
        if (stored > 0 || lpn >= fill.end()) {
            return stored - 1;
        }
        return stored == AS_FILLED ? fill.physical(lpn) : NONE;
    }

    /** Loads what {@link #physical} of {@code lpn} reads from memory into the cache; returns a value read. */
    int touch(int lpn) {
        return stored(lpn);
    }

    private int stored(int lpn) {
        int k = lpn - forwardBase;
        return k < 0 ? AS_FILLED : logicalToPhysical[k];
    }

    private void store(int lpn, int entry) {
        if (lpn < forwardBase) {
            storeFrom(logicalToPhysical.length == 0 && lpn >= fill.end() ? lpn : 0);
        }
        logicalToPhysical[lpn - forwardBase] = entry;
    }

    /** Makes the forward array cover the logical pages from {@code base} on, keeping what it holds. */
    private void storeFrom(int base) {
        int[] covering = new int[logicalPages - base];
        System.arraycopy(logicalToPhysical, 0, covering, forwardBase - base, logicalToPhysical.length);
        logicalToPhysical = covering;
        forwardBase = base;
    }

    /**
     * Keeps the reverse array from now on, for a drive about to be rewritten: maintained as pages
     * are written, it costs less than building it later from a full forward array.
     */
    void keepReverse() {
        if (forwardBase > 0) {
            storeFrom(0); // the drive will store its forward entries
        }
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
        int[] forward = logicalToPhysical; // from page 0 on, now that the reverse array is kept
        int fillEnd = fill.end();
        int found = 0;
        for (int ppn = block * pagesPerBlock, end = ppn + pagesPerBlock; ppn < end; ppn++) {
            int lpn = reverse[ppn] - 1;
            // Independent loads of the forward entries, whose cache misses overlap: the page is
            // compared with the stored entry first, with no branch on the entry before that.
            if (lpn != NONE) {
                int stored = forward[lpn];
                if (stored - 1 == ppn || stored == AS_FILLED && lpn < fillEnd && fill.physical(lpn) == ppn) {
                    lpns[found++] = lpn;
                }
            }
        }
        return found;
    }

    /** The reverse array as the forward one gives it for every mapped page (invalid pages hold nothing). */
    private int[] reverseOfForward() {
        int[] reverse = new int[physicalPages];
        fill.forEach((lpn, ppn) -> {
            if (stored(lpn) == AS_FILLED) {
                reverse[ppn] = lpn + 1;
            }
        });
        int[] forward = logicalToPhysical;
        for (int k = 0; k < forward.length; k++) {
            if (forward[k] > 0) {
                reverse[forward[k] - 1] = forwardBase + k + 1;
            }
        }
        return reverse;
    }

    int valid(int block) {
        return validInBlock[block];
    }

    int logicalPages() {
        return logicalPages;
    }

    /** Points {@code lpn} at {@code ppn}, invalidating its previous copy. */
    void map(int lpn, int ppn) {
        unmap(lpn);
        store(lpn, ppn + 1);
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
            store(lpns[i], to + 1);
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
     * consecutive pages, as the preconditioning fill stripes pages over the planes. Kept as a
     * stretch of the {@link StripedFill}, unless the reverse array is kept, which only a drive about
     * to be rewritten does before its fill: then stored, in logical order (one stream of stores
     * rather than block by block with a stride of n entries, each store a cache line of its own).
     */
    void mapRounds(int firstLpn, int[] firstPpns, int rounds) {
        int n = firstPpns.length;
        for (int first : firstPpns) {
            if (rounds > 0 && (first + rounds - 1) / pagesPerBlock != first / pagesPerBlock) {
                throw new IllegalArgumentException("a run of " + rounds + " pages from " + first + " leaves block "
                        + first / pagesPerBlock);
            }
        }
        int[] reverse = physicalToLogical;
        if (reverse == null) {
            requireUnmapped(firstLpn, firstLpn + n * rounds);
            fill.add(firstLpn, firstPpns, rounds);
        } else {
            for (int r = 0, lpn = firstLpn; r < rounds; r++) {
                for (int i = 0; i < n; i++, lpn++) {
                    if (physical(lpn) != NONE) {
                        throw new IllegalStateException("logical page " + lpn + " is already mapped");
                    }
                    int ppn = firstPpns[i] + r;
                    store(lpn, ppn + 1);
                    reverse[ppn] = lpn + 1;
                }
            }
        }
        for (int first : firstPpns) {
            validInBlock[first / pagesPerBlock] += rounds;
        }
    }

    /**
     * Checks that no logical page of {@code [from, to)} has a copy, and sets their entries to "as
     * filled" (a page unmapped since it was written has −1). Nothing to look at when nothing is
     * stored and the fill so far ends before {@code from}, as for a new drive.
     */
    private void requireUnmapped(int from, int to) {
        if (logicalToPhysical.length == 0 && from >= fill.end()) {
            return;
        }
        for (int lpn = from; lpn < to; lpn++) {
            if (physical(lpn) != NONE) {
                throw new IllegalStateException("logical page " + lpn + " is already mapped");
            }
            if (stored(lpn) != AS_FILLED) {
                store(lpn, AS_FILLED);
            }
        }
    }

    /** Drops {@code lpn}'s copy, if any. */
    void unmap(int lpn) {
        int old = physical(lpn);
        if (old != NONE) {
            int block = old / pagesPerBlock;
            int valid = --validInBlock[block];
            store(lpn, lpn < fill.end() ? NO_PAGE : 0);
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
        for (int lpn = 0; lpn < logicalPages; lpn++) {
            int ppn = physical(lpn);
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
