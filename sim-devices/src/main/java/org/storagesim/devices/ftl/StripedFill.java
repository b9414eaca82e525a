package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * Where the preconditioning fill of a new drive put its logical pages, as a formula rather than a
 * table. The fill stripes logical pages over the planes in rounds: round r of a stretch gives
 * lane i the r-th page of a run of consecutive pages in that lane's open block. So a stretch is
 * kept as its first logical page, its number of rounds and each lane's first physical page, a few
 * numbers per erase block of every plane instead of 4 bytes per page.
 */
final class StripedFill {
    /** Logical pages per entry of the index into the stretches. */
    private static final int INDEX_BITS = 12;

    private int lanes;
    /** log2(lanes) when a power of two, else −1: spares the look-up a division. */
    private int laneShift = -1;
    // Stretch s covers rounds[s] rounds of `lanes` logical pages from firstLpn[s]; lane i of
    // round r went to firstPpn[s·lanes + i] + r.
    private int stretches;
    private int[] firstLpn = new int[0];
    private int[] rounds = new int[0];
    private int[] firstPpn = new int[0];
    private int end;
    /**
     * For each 4 Ki logical pages from 0, the last stretch starting at or before the first of them
     * (−1 if none); null until the first look-up after a stretch is added. A binary search over the
     * stretches would mispredict a branch at nearly every step for pages drawn at random.
     */
    private int[] index;

    /** End of the last stretch: the fill placed no page at or past it. */
    int end() {
        return end;
    }

    /** Makes this fill a copy of {@code source}'s (its index is rebuilt on first use). */
    void copyFrom(StripedFill source) {
        lanes = source.lanes;
        laneShift = source.laneShift;
        stretches = source.stretches;
        firstLpn = source.firstLpn.clone();
        rounds = source.rounds.clone();
        firstPpn = source.firstPpn.clone();
        end = source.end;
        index = null;
    }

    /**
     * Adds {@code count} rounds over {@code firstPpns.length} lanes from logical page {@code first},
     * which must not lie below the end of the stretches so far: logical page {@code first + r·n + i}
     * went to {@code firstPpns[i] + r}. A stretch that continues the last one (the next logical page,
     * and every lane's next physical page) extends it.
     */
    void add(int first, int[] firstPpns, int count) {
        int n = firstPpns.length;
        if (stretches > 0 && n != lanes) {
            throw new IllegalArgumentException("a fill of " + n + " lanes after one of " + lanes);
        }
        if (first < end) {
            throw new IllegalArgumentException("logical page " + first + " lies in the fill already made");
        }
        lanes = n;
        laneShift = Integer.bitCount(n) == 1 ? Integer.numberOfTrailingZeros(n) : -1;
        index = null;
        if (continuesLast(first, firstPpns)) {
            rounds[stretches - 1] += count;
        } else {
            append(first, firstPpns, count);
        }
        end = first + n * count;
    }

    /** The physical page the fill gave {@code lpn}, or −1 if it gave it none. */
    int physical(int lpn) {
        if (lpn >= end) {
            return -1;
        }
        int s = lastStartingBy(lpn);
        if (s < 0) {
            return -1;
        }
        int offset = lpn - firstLpn[s];
        int round = laneShift >= 0 ? offset >>> laneShift : offset / lanes;
        if (round >= rounds[s]) {
            return -1; // between two stretches
        }
        return firstPpn[s * lanes + offset - round * lanes] + round;
    }

    /** Calls {@code sink} with each (logical page, physical page) the fill placed, in logical order. */
    void forEach(PageMap.PagePairs sink) {
        for (int s = 0; s < stretches; s++) {
            for (int r = 0, lpn = firstLpn[s]; r < rounds[s]; r++) {
                for (int i = 0; i < lanes; i++, lpn++) {
                    sink.accept(lpn, firstPpn[s * lanes + i] + r);
                }
            }
        }
    }

    private boolean continuesLast(int first, int[] firstPpns) {
        if (stretches == 0) {
            return false;
        }
        int last = stretches - 1;
        int count = rounds[last];
        if (firstLpn[last] + lanes * count != first) {
            return false;
        }
        for (int i = 0; i < lanes; i++) {
            if (firstPpn[last * lanes + i] + count != firstPpns[i]) {
                return false;
            }
        }
        return true;
    }

    private void append(int first, int[] firstPpns, int count) {
        if (stretches == firstLpn.length) {
            int grown = Math.max(16, 2 * stretches);
            firstLpn = Arrays.copyOf(firstLpn, grown);
            rounds = Arrays.copyOf(rounds, grown);
            firstPpn = Arrays.copyOf(firstPpn, grown * lanes);
        }
        firstLpn[stretches] = first;
        rounds[stretches] = count;
        System.arraycopy(firstPpns, 0, firstPpn, stretches * lanes, lanes);
        stretches++;
    }

    /** The last stretch starting at or before {@code lpn} (which is below {@link #end}), or −1. */
    private int lastStartingBy(int lpn) {
        if (index == null) {
            index = buildIndex();
        }
        int s = index[lpn >>> INDEX_BITS];
        while (s + 1 < stretches && firstLpn[s + 1] <= lpn) {
            s++;
        }
        return s;
    }

    private int[] buildIndex() {
        int[] built = new int[((end - 1) >>> INDEX_BITS) + 1];
        int s = -1;
        for (int k = 0; k < built.length; k++) {
            int first = k << INDEX_BITS;
            while (s + 1 < stretches && firstLpn[s + 1] <= first) {
                s++;
            }
            built[k] = s;
        }
        return built;
    }
}
