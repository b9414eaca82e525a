package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * The DFTL cached mapping table: the controller's DRAM holds only some mapping entries, the rest
 * live in translation pages in flash (Gupta et al., ASPLOS 2009). This class tracks which logical
 * pages' entries are cached, in least-recently-used order, and which were changed since they were
 * loaded (dirty: evicting one forces its translation page to be rewritten). Rewriting a translation
 * page stores every cached change of that page at once, so all its cached entries become clean
 * (DFTL's batch update): each translation page has a write-back epoch, and an entry is dirty only
 * if it was changed in the current epoch of its page, which makes the cleaning O(1).
 *
 * <p>Primitive arrays throughout, laid out for few cache misses, since under random I/O nearly
 * every access is a miss that evicts: the nodes of the LRU list with their key, links and dirty
 * flag side by side in one int array, and an index from logical page to node that is sized by the
 * cache, not by the drive (an entry per logical page would double the FTL's memory). The
 * index is an open-addressing hash table of (key, node) pairs four times the capacity, small enough
 * to stay in the processor's last-level cache. A pair counts only while its node still holds that
 * key, so evicting an entry never touches the index (finding and deleting its pair would be one
 * more cache miss per request); the stale pairs are dropped by rebuilding the index from the nodes
 * whenever half its slots are used, about once per capacity's worth of misses.
 */
final class CachedMappingTable {
    private static final int EMPTY = -1;
    private static final int STRIDE = 4;
    private static final int KEY = 0;
    private static final int PREV = 1;
    private static final int NEXT = 2;
    private static final int DIRTY = 3;   // epoch of its translation page when changed, or -1 if clean

    private final int capacity;
    private final int[] nodes;     // per node: key, prev, next, dirty epoch
    private final long[] slots;    // the index: key << 32 | (node + 1), or 0 if never used since the last rebuild
    private final int slotMask;
    private final int homeShift;   // 32 − log2(slots.length): the top bits of a multiplicative hash pick the home slot
    private int slotsUsed;
    private final int entriesPerPage;
    private final int entriesShift;  // log2(entriesPerPage) when a power of two (a shift beats a division), else −1
    private final int[] epoch;     // per translation page: write-backs so far
    private int size;
    private int head = EMPTY;      // most recently used
    private int tail = EMPTY;      // least recently used
    private int evictedKey = EMPTY;
    private boolean evictedDirty;

    /**
     * @param capacityEntries entries the DRAM holds
     * @param entriesPerPage  mapping entries in one translation page
     * @param logicalPages    logical pages mapped
     */
    CachedMappingTable(int capacityEntries, int entriesPerPage, int logicalPages) {
        if (capacityEntries < 1 || capacityEntries > PageFtl.MAX_CACHED_ENTRIES) {
            throw new IllegalArgumentException("a cached mapping table holds 1.." + PageFtl.MAX_CACHED_ENTRIES
                    + " entries, not " + capacityEntries);
        }
        // Room beyond one entry per logical page would never be used, and the index is sized by it.
        this.capacity = Math.min(capacityEntries, logicalPages);
        this.nodes = new int[capacity * STRIDE];
        int slotBits = Math.max(4, 34 - Integer.numberOfLeadingZeros(capacity - 1)); // ≥ 4 × capacity
        this.slots = new long[1 << slotBits];
        this.slotMask = slots.length - 1;
        this.homeShift = 32 - slotBits;
        this.entriesPerPage = entriesPerPage;
        this.entriesShift = Integer.bitCount(entriesPerPage) == 1 ? Integer.numberOfTrailingZeros(entriesPerPage) : -1;
        this.epoch = new int[(logicalPages + entriesPerPage - 1) / entriesPerPage];
    }

    /**
     * Looks {@code lpn} up and makes it most recently used; marks it dirty if {@code write}.
     * Returns whether it was cached. On a miss the entry is loaded, possibly evicting the least
     * recently used one, which {@link #evictedKey()} and {@link #evictedDirty()} then describe.
     */
    boolean access(int lpn, boolean write) {
        evictedKey = EMPTY;
        evictedDirty = false;
        int found = find(lpn);
        if (found != EMPTY) {
            if (write) {
                nodes[found * STRIDE + DIRTY] = epoch[translationPage(lpn)];
            }
            moveToFront(found);
            return true;
        }
        int node;
        if (size < capacity) {
            node = size++;
        } else {
            node = tail;
            evictedKey = nodes[node * STRIDE + KEY];
            evictedDirty = nodes[node * STRIDE + DIRTY] == epoch[translationPage(evictedKey)];
            if (evictedDirty) {
                epoch[translationPage(evictedKey)]++; // its page is rewritten with every cached change
            }
            unlink(node);
        }
        nodes[node * STRIDE + KEY] = lpn;
        nodes[node * STRIDE + DIRTY] = write ? epoch[translationPage(lpn)] : -1;
        index(lpn, node);
        linkFront(node);
        return false;
    }

    /** The node holding {@code lpn}'s entry, or EMPTY: the first live pair of the key along its probe sequence. */
    private int find(int lpn) {
        for (int i = home(lpn); ; i = (i + 1) & slotMask) {
            long pair = slots[i];
            if (pair == 0) {
                return EMPTY;
            }
            int node = (int) pair - 1;
            if ((int) (pair >>> 32) == lpn && holds(node, lpn)) {
                return node;
            }
        }
    }

    /** Records that {@code node} now holds {@code lpn}; rebuilds the index instead when half its slots are used. */
    private void index(int lpn, int node) {
        if (slotsUsed < slots.length / 2) {
            place(lpn, node);
            return;
        }
        Arrays.fill(slots, 0);
        slotsUsed = 0;
        for (int n = 0; n < size; n++) {
            place(nodes[n * STRIDE + KEY], n); // node, the one just filled, among them
        }
    }

    private void place(int key, int node) {
        int i = home(key);
        while (slots[i] != 0) {
            i = (i + 1) & slotMask;
        }
        slots[i] = (long) key << 32 | (node + 1);
        slotsUsed++;
    }

    /** Fibonacci hashing: consecutive logical pages land far apart. */
    private int home(int lpn) {
        return (lpn * 0x9E3779B9) >>> homeShift;
    }

    /** Whether {@code node} (or EMPTY) is in use and holds the entry of {@code lpn}. */
    private boolean holds(int node, int lpn) {
        return node != EMPTY && node < size && nodes[node * STRIDE + KEY] == lpn;
    }

    /**
     * A speed hint that changes nothing: loads into the processor's cache the index slot where the
     * search for {@code lpn} starts. Returns a value from it so the load cannot be dropped.
     */
    int prefetch(int lpn) {
        return (int) slots[home(lpn)];
    }

    /** The translation page (counted from the first) holding the entry of {@code lpn}. */
    int translationPage(int lpn) {
        return entriesShift >= 0 ? lpn >>> entriesShift : lpn / entriesPerPage;
    }

    /** Whether some cached entry changed since its translation page was last written. */
    boolean hasDirtyEntries() {
        for (int node = 0; node < size; node++) {
            if (nodes[node * STRIDE + DIRTY] == epoch[translationPage(nodes[node * STRIDE + KEY])]) {
                return true;
            }
        }
        return false;
    }

    int evictedKey() {
        return evictedKey;
    }

    boolean evictedDirty() {
        return evictedDirty;
    }

    int size() {
        return size;
    }

    private void moveToFront(int node) {
        if (node != head) {
            unlink(node);
            linkFront(node);
        }
    }

    private void unlink(int node) {
        int p = nodes[node * STRIDE + PREV];
        int n = nodes[node * STRIDE + NEXT];
        if (p != EMPTY) {
            nodes[p * STRIDE + NEXT] = n;
        } else {
            head = n;
        }
        if (n != EMPTY) {
            nodes[n * STRIDE + PREV] = p;
        } else {
            tail = p;
        }
    }

    private void linkFront(int node) {
        nodes[node * STRIDE + PREV] = EMPTY;
        nodes[node * STRIDE + NEXT] = head;
        if (head != EMPTY) {
            nodes[head * STRIDE + PREV] = node;
        }
        head = node;
        if (tail == EMPTY) {
            tail = node;
        }
    }
}
