package org.storagesim.dbms.buffer;

import java.util.Arrays;

/**
 * page number → frame, linear probing on primitive arrays (no boxing on the lookup path).
 * Deletion shifts later entries back instead of leaving tombstones, so probes stay short however
 * long the pool runs.
 */
final class PageTable {
    private static final long EMPTY = -1;
    private final long[] keys;
    private final int[] values;
    private final int mask;

    PageTable(int capacity) {
        int size = Integer.highestOneBit(Math.max(4, capacity * 2 - 1)) * 2;
        keys = new long[size];
        values = new int[size];
        mask = size - 1;
        Arrays.fill(keys, EMPTY);
    }

    private int home(long key) {
        long h = key * 0x9E3779B97F4A7C15L;
        return (int) (h ^ (h >>> 32)) & mask;
    }

    /** The frame holding {@code page}, or -1. */
    int get(long page) {
        for (int i = home(page); ; i = (i + 1) & mask) {
            if (keys[i] == page) {
                return values[i];
            }
            if (keys[i] == EMPTY) {
                return -1;
            }
        }
    }

    void put(long page, int frame) {
        if (page < 0) {
            throw new IllegalArgumentException("page numbers are non-negative, got " + page);
        }
        int i = home(page);
        while (keys[i] != EMPTY && keys[i] != page) {
            i = (i + 1) & mask;
        }
        keys[i] = page;
        values[i] = frame;
    }

    void remove(long page) {
        int i = home(page);
        while (keys[i] != page) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        // Backward-shift: move up any later entry whose probe path passes the hole.
        int hole = i;
        for (int j = (hole + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int h = home(keys[j]);
            boolean reachable = hole <= j ? (h <= hole || h > j) : (h <= hole && h > j);
            if (reachable) {
                keys[hole] = keys[j];
                values[hole] = values[j];
                hole = j;
            }
        }
        keys[hole] = EMPTY;
    }
}
