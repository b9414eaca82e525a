package org.storagesim.devices.ssd;

import java.util.Arrays;

/**
 * The dirty pages of a write-back buffer: the logical pages whose newest data is in DRAM and not
 * yet handed to the FTL, in least-recently-written order, each marked whole or partial (a partial
 * copy holds only the sectors the host wrote, so handing it over needs the rest of the page from
 * flash).
 *
 * <p>Primitive arrays sized by the pages dirty at once, not by the drive: a doubly linked list of
 * nodes (logical page, links, partial flag) and an open-addressing index from logical page to node,
 * at least twice as many slots as nodes, with linear probing and deletion by backward shift (Knuth,
 * TAOCP vol. 3, 6.4 Algorithm R), so a write costs no allocation and no tombstones pile up. The
 * arrays start small and double as pages become dirty, up to the buffer's capacity: a buffer may be
 * set far larger than the writes that ever fill it (gigabytes of DRAM in front of a short run), and
 * allocating it whole costs about 40 bytes a page, against the mapping table's 4 for each page of
 * the drive.
 */
final class DirtyPages {
    private static final int NONE = -1;
    private static final int FIRST_NODES = 16;

    private final int capacity;
    private int[] pageOf;
    private int[] older;
    private int[] newer;
    private boolean[] partial;
    private int[] freeNodes;
    private int freeCount;
    private long[] slots;          // logical page << 32 | (node + 1); 0 is an empty slot
    private int slotMask;
    private int homeShift;         // 32 − log2(slots.length): the top bits of a multiplicative hash pick the home slot
    private int oldest = NONE;
    private int newest = NONE;
    private int size;

    DirtyPages(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a write-back buffer holds at least one page, not " + capacity);
        }
        this.capacity = capacity;
        int nodes = Math.min(capacity, FIRST_NODES);
        this.pageOf = new int[nodes];
        this.older = new int[nodes];
        this.newer = new int[nodes];
        this.partial = new boolean[nodes];
        this.freeNodes = new int[nodes];
        freeFrom(0);
        reindex();
    }

    /** Pushes the nodes from {@code first} to the end of the arrays onto the free list, lowest on top. */
    private void freeFrom(int first) {
        for (int node = pageOf.length - 1; node >= first; node--) {
            freeNodes[freeCount++] = node;
        }
    }

    /** Doubles the nodes (up to the capacity) when all are in use; node numbers stay, the index is rebuilt. */
    private void growNodes() {
        int old = pageOf.length;
        int nodes = (int) Math.min(capacity, 2L * old);
        pageOf = Arrays.copyOf(pageOf, nodes);
        older = Arrays.copyOf(older, nodes);
        newer = Arrays.copyOf(newer, nodes);
        partial = Arrays.copyOf(partial, nodes);
        freeNodes = Arrays.copyOf(freeNodes, nodes);
        freeFrom(old);
        reindex();
    }

    /** An index of at least twice as many slots as nodes, holding every dirty page. */
    private void reindex() {
        int slotBits = Math.max(4, 33 - Integer.numberOfLeadingZeros(pageOf.length - 1));
        long[] old = slots;
        slots = new long[1 << slotBits];
        slotMask = slots.length - 1;
        homeShift = 32 - slotBits;
        if (old != null) {
            for (long pair : old) {
                if (pair != 0) {
                    index((int) (pair >>> 32), (int) pair - 1);
                }
            }
        }
    }

    int size() {
        return size;
    }

    /**
     * A host write of {@code lpn} ({@code partialWrite}: of some of its sectors) when the page is
     * already dirty: the data overwrites it in DRAM, and it becomes the most recently written page.
     * Returns false, changing nothing, when the page is not dirty. A page written whole at least
     * once stays whole.
     */
    boolean overwrite(int lpn, boolean partialWrite) {
        int node = find(lpn);
        if (node == NONE) {
            return false;
        }
        partial[node] &= partialWrite;
        unlink(node);
        linkNewest(node);
        return true;
    }

    /** Adds {@code lpn}, which is not dirty, as the most recently written page. */
    void add(int lpn, boolean partialWrite) {
        if (size == capacity) {
            throw new IllegalStateException("the write-back buffer is full (" + capacity + " pages)");
        }
        if (freeCount == 0) {
            growNodes();
        }
        int node = freeNodes[--freeCount];
        pageOf[node] = lpn;
        partial[node] = partialWrite;
        index(lpn, node);
        linkNewest(node);
        size++;
    }

    /** Whether the buffer holds the whole of {@code lpn} (a read of it needs no flash). */
    boolean holdsWhole(int lpn) {
        int node = find(lpn);
        return node != NONE && !partial[node];
    }

    /** The least recently written page; only when {@link #size()} is positive. */
    int oldestPage() {
        return pageOf[oldest];
    }

    /** Whether the least recently written page's copy is partial. */
    boolean oldestIsPartial() {
        return partial[oldest];
    }

    /** Forgets {@code lpn} (handed to the FTL or trimmed); returns whether it was dirty. */
    boolean remove(int lpn) {
        int at = slotOf(lpn);
        if (at == NONE) {
            return false;
        }
        int node = (int) slots[at] - 1;
        unindex(at);
        unlink(node);
        freeNodes[freeCount++] = node;
        size--;
        return true;
    }

    private int find(int lpn) {
        int at = slotOf(lpn);
        return at == NONE ? NONE : (int) slots[at] - 1;
    }

    /** The index slot holding {@code lpn}, or NONE. */
    private int slotOf(int lpn) {
        for (int i = home(lpn); ; i = (i + 1) & slotMask) {
            long pair = slots[i];
            if (pair == 0) {
                return NONE;
            }
            if ((int) (pair >>> 32) == lpn) {
                return i;
            }
        }
    }

    private void index(int lpn, int node) {
        int i = home(lpn);
        while (slots[i] != 0) {
            i = (i + 1) & slotMask;
        }
        slots[i] = (long) lpn << 32 | (node + 1);
    }

    /**
     * Empties slot {@code hole} and closes the gap: each later pair of the probe run whose home is
     * not cyclically between the hole and itself moves back into the hole, so every pair stays
     * reachable from its home without crossing an empty slot.
     */
    private void unindex(int hole) {
        for (int i = (hole + 1) & slotMask; slots[i] != 0; i = (i + 1) & slotMask) {
            int home = home((int) (slots[i] >>> 32));
            boolean reachable = ((i - home) & slotMask) < ((i - hole) & slotMask);
            if (!reachable) {
                slots[hole] = slots[i];
                hole = i;
            }
        }
        slots[hole] = 0;
    }

    /** Fibonacci hashing: consecutive logical pages land far apart. */
    private int home(int lpn) {
        return (lpn * 0x9E3779B9) >>> homeShift;
    }

    private void unlink(int node) {
        int o = older[node];
        int n = newer[node];
        if (o != NONE) {
            newer[o] = n;
        } else {
            oldest = n;
        }
        if (n != NONE) {
            older[n] = o;
        } else {
            newest = o;
        }
    }

    private void linkNewest(int node) {
        older[node] = newest;
        newer[node] = NONE;
        if (newest != NONE) {
            newer[newest] = node;
        } else {
            oldest = node;
        }
        newest = node;
    }
}
