package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * Page-level mapping in both directions on int arrays: logical → physical (4 bytes per logical
 * page, −1 when unmapped) and physical → logical (−1 when the physical page holds no valid data),
 * plus the count of valid pages in each block, which garbage collection needs.
 */
final class PageMap {
    static final int NONE = -1;

    private final int[] logicalToPhysical;
    private final int[] physicalToLogical;
    private final int[] validInBlock;
    private final int pagesPerBlock;

    PageMap(int logicalPages, int physicalPages, int pagesPerBlock) {
        this.logicalToPhysical = new int[logicalPages];
        this.physicalToLogical = new int[physicalPages];
        this.validInBlock = new int[physicalPages / pagesPerBlock];
        this.pagesPerBlock = pagesPerBlock;
        Arrays.fill(logicalToPhysical, NONE);
        Arrays.fill(physicalToLogical, NONE);
    }

    int physical(int lpn) {
        return logicalToPhysical[lpn];
    }

    int logical(int ppn) {
        return physicalToLogical[ppn];
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
        logicalToPhysical[lpn] = ppn;
        physicalToLogical[ppn] = lpn;
        validInBlock[ppn / pagesPerBlock]++;
    }

    /** Drops {@code lpn}'s copy, if any. */
    void unmap(int lpn) {
        int old = logicalToPhysical[lpn];
        if (old != NONE) {
            physicalToLogical[old] = NONE;
            validInBlock[old / pagesPerBlock]--;
            logicalToPhysical[lpn] = NONE;
        }
    }

    /** Checks that both directions agree and the valid counts match. */
    void verify() {
        int[] counted = new int[validInBlock.length];
        for (int lpn = 0; lpn < logicalToPhysical.length; lpn++) {
            int ppn = logicalToPhysical[lpn];
            if (ppn != NONE) {
                if (physicalToLogical[ppn] != lpn) {
                    throw new IllegalStateException("logical page " + lpn + " maps to " + ppn + " which holds "
                            + physicalToLogical[ppn]);
                }
                counted[ppn / pagesPerBlock]++;
            }
        }
        for (int ppn = 0; ppn < physicalToLogical.length; ppn++) {
            int lpn = physicalToLogical[ppn];
            if (lpn != NONE && logicalToPhysical[lpn] != ppn) {
                throw new IllegalStateException("physical page " + ppn + " claims logical page " + lpn
                        + " which maps to " + logicalToPhysical[lpn]);
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
