package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * Host pages whose program has been issued but has not ended, and when it ends. The controller
 * keeps a page's data in its DRAM until the page is durable, so a read of it in that time is
 * served from DRAM, not from flash after the program (and a partial rewrite merges with it
 * there). An open-addressing table from logical page to the end of its latest program, on
 * primitive arrays; pages are dropped, in the order they were programmed, once their program is
 * over, so the table holds about the pages under way.
 */
final class ProgramsInFlight {
    private static final int EMPTY = -1;
    private int[] keys = emptyKeys(64);
    private long[] ends = new long[64];
    private int size;
    // The pages in the order they were programmed, to drop them once over.
    private int[] orderLpn = new int[64];
    private long[] orderEnd = new long[64];
    private int orderHead;
    private int orderCount;

    /** Whether no program is remembered (then no read needs a look). */
    boolean isEmpty() {
        return size == 0;
    }

    /** Page {@code lpn}'s latest program ends at {@code end}; pages whose programs ended by {@code now} are dropped. */
    void programmed(int lpn, long end, long now) {
        dropEndedBy(now);
        put(lpn, end);
        if (orderCount == orderLpn.length) {
            growOrder();
        }
        int tail = (orderHead + orderCount++) & (orderLpn.length - 1);
        orderLpn[tail] = lpn;
        orderEnd[tail] = end;
    }

    /** Whether some program is still under way at {@code now}. */
    boolean anyUnderWayAt(long now) {
        dropEndedBy(now);
        return orderCount > 0; // the first page programmed is under way, or it would have been dropped
    }

    /** Whether a program of {@code lpn} is still under way at {@code t}. */
    boolean underWayAt(int lpn, long t) {
        for (int i = home(lpn); keys[i] != EMPTY; i = (i + 1) & (keys.length - 1)) {
            if (keys[i] == lpn) {
                return ends[i] > t;
            }
        }
        return false;
    }

    private void dropEndedBy(long now) {
        while (orderCount > 0 && orderEnd[orderHead] <= now) {
            remove(orderLpn[orderHead], orderEnd[orderHead]);
            orderHead = (orderHead + 1) & (orderLpn.length - 1);
            orderCount--;
        }
    }

    private void put(int lpn, long end) {
        if (2 * (size + 1) > keys.length) {
            rehash(keys.length * 2);
        }
        int i = home(lpn);
        while (keys[i] != EMPTY && keys[i] != lpn) {
            i = (i + 1) & (keys.length - 1);
        }
        if (keys[i] == EMPTY) {
            keys[i] = lpn;
            size++;
        }
        ends[i] = end;
    }

    /** Removes {@code lpn} if its entry is still the program ending at {@code end} (not a later rewrite's). */
    private void remove(int lpn, long end) {
        int mask = keys.length - 1;
        int i = home(lpn);
        while (keys[i] != lpn) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        if (ends[i] != end) {
            return;
        }
        // Backward-shift deletion: later pairs of the probe run move into the gap when it lies
        // between their home slot and where they are, so no search stops early at the hole.
        for (int j = (i + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int h = home(keys[j]);
            if (((j - h) & mask) >= ((j - i) & mask)) {
                keys[i] = keys[j];
                ends[i] = ends[j];
                i = j;
            }
        }
        keys[i] = EMPTY;
        size--;
    }

    private int home(int lpn) {
        return (lpn * 0x9E3779B9) >>> (32 - Integer.numberOfTrailingZeros(keys.length));
    }

    private void rehash(int capacity) {
        int[] oldKeys = keys;
        long[] oldEnds = ends;
        keys = emptyKeys(capacity);
        ends = new long[capacity];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                put(oldKeys[i], oldEnds[i]);
            }
        }
    }

    private void growOrder() {
        int[] lpns = new int[orderLpn.length * 2];
        long[] endsInOrder = new long[lpns.length];
        for (int k = 0; k < orderCount; k++) {
            int from = (orderHead + k) & (orderLpn.length - 1);
            lpns[k] = orderLpn[from];
            endsInOrder[k] = orderEnd[from];
        }
        orderLpn = lpns;
        orderEnd = endsInOrder;
        orderHead = 0;
    }

    private static int[] emptyKeys(int capacity) {
        int[] k = new int[capacity];
        Arrays.fill(k, EMPTY);
        return k;
    }
}
