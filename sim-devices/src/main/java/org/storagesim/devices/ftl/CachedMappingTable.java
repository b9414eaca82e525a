package org.storagesim.devices.ftl;

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
 * every access is a miss that evicts: an index from logical page to the node that last held it
 * (4 bytes per logical page, one load to find an entry, where a hash table of the cached entries
 * took probes and shifts with unpredictable branches), and the nodes of the LRU list with their
 * key, links and dirty flag side by side in one int array. An index entry counts only while its
 * node still holds that key, so evicting an entry never touches the index: forgetting it there
 * was a store to a random place in hundreds of megabytes, a cache miss per eviction.
 */
final class CachedMappingTable {
    private static final int EMPTY = -1;
    private static final int STRIDE = 4;
    private static final int KEY = 0;
    private static final int PREV = 1;
    private static final int NEXT = 2;
    private static final int DIRTY = 3;   // epoch of its translation page when changed, or -1 if clean

    private final int capacity;
    private final int[] nodeOf;    // per logical page: the node that last held it + 1, or 0 if none did
    private final int[] nodes;     // per node: key, prev, next, dirty epoch
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
        if (capacityEntries < 1) {
            throw new IllegalArgumentException("a cached mapping table needs room for at least one entry");
        }
        this.capacity = capacityEntries;
        this.nodeOf = new int[logicalPages];
        this.nodes = new int[capacityEntries * STRIDE];
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
        int found = nodeOf[lpn] - 1;
        if (holds(found, lpn)) {
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
        nodeOf[lpn] = node + 1;
        linkFront(node);
        return false;
    }

    /** Whether {@code node} (or EMPTY) is in use and holds the entry of {@code lpn}. */
    private boolean holds(int node, int lpn) {
        return node != EMPTY && node < size && nodes[node * STRIDE + KEY] == lpn;
    }

    /**
     * A speed hint that changes nothing: loads into the processor's cache the index entry of
     * {@code lpn}. Returns a value from it so the load cannot be dropped.
     */
    int prefetch(int lpn) {
        return nodeOf[lpn];
    }

    /** The translation page (counted from the first) holding the entry of {@code lpn}. */
    int translationPage(int lpn) {
        return entriesShift >= 0 ? lpn >>> entriesShift : lpn / entriesPerPage;
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
