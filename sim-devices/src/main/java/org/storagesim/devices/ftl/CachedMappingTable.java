package org.storagesim.devices.ftl;

import java.util.Arrays;

/**
 * The DFTL cached mapping table: the controller's DRAM holds only some mapping entries, the rest
 * live in translation pages in flash (Gupta et al., ASPLOS 2009). This class tracks which logical
 * pages' entries are cached, in least-recently-used order, and which were changed since they were
 * loaded (dirty: evicting one forces its translation page to be rewritten). Primitive arrays
 * throughout: a linear-probing hash from logical page to node, and a doubly linked list of nodes.
 */
final class CachedMappingTable {
    private static final int EMPTY = -1;

    private final int capacity;
    private final int[] slots;     // hash slot → node, EMPTY if none
    private final int mask;
    private final int[] key;       // node → logical page
    private final int[] prev;
    private final int[] next;
    private final boolean[] dirty;
    private int size;
    private int head = EMPTY;      // most recently used
    private int tail = EMPTY;      // least recently used
    private int evictedKey = EMPTY;
    private boolean evictedDirty;

    CachedMappingTable(int capacityEntries) {
        if (capacityEntries < 1) {
            throw new IllegalArgumentException("a cached mapping table needs room for at least one entry");
        }
        this.capacity = capacityEntries;
        int tableSize = Integer.highestOneBit(Math.max(4, capacityEntries) * 2 - 1) << 1;
        this.slots = new int[tableSize];
        this.mask = tableSize - 1;
        Arrays.fill(slots, EMPTY);
        this.key = new int[capacityEntries];
        this.prev = new int[capacityEntries];
        this.next = new int[capacityEntries];
        this.dirty = new boolean[capacityEntries];
    }

    /**
     * Looks {@code lpn} up and makes it most recently used; marks it dirty if {@code write}.
     * Returns whether it was cached. On a miss the entry is loaded, possibly evicting the least
     * recently used one, which {@link #evictedKey()} and {@link #evictedDirty()} then describe.
     */
    boolean access(int lpn, boolean write) {
        evictedKey = EMPTY;
        evictedDirty = false;
        int slot = find(lpn);
        if (slots[slot] != EMPTY) {
            int node = slots[slot];
            dirty[node] |= write;
            moveToFront(node);
            return true;
        }
        int node;
        if (size < capacity) {
            node = size++;
        } else {
            node = tail;
            evictedKey = key[node];
            evictedDirty = dirty[node];
            unlink(node);
            remove(evictedKey);
            slot = find(lpn);
        }
        key[node] = lpn;
        dirty[node] = write;
        slots[slot] = node;
        linkFront(node);
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

    private int find(int lpn) {
        int slot = mix(lpn) & mask;
        while (slots[slot] != EMPTY && key[slots[slot]] != lpn) {
            slot = (slot + 1) & mask;
        }
        return slot;
    }

    private void remove(int lpn) {
        int slot = find(lpn);
        slots[slot] = EMPTY;
        // Backward-shift deletion keeps every later entry of the probe run reachable.
        int hole = slot;
        for (int s = (slot + 1) & mask; slots[s] != EMPTY; s = (s + 1) & mask) {
            int home = mix(key[slots[s]]) & mask;
            boolean movable = hole <= s ? (home <= hole || home > s) : (home <= hole && home > s);
            if (movable) {
                slots[hole] = slots[s];
                slots[s] = EMPTY;
                hole = s;
            }
        }
    }

    private static int mix(int x) {
        int h = x * 0x9E3779B1;
        return h ^ (h >>> 16);
    }

    private void moveToFront(int node) {
        if (node != head) {
            unlink(node);
            linkFront(node);
        }
    }

    private void unlink(int node) {
        int p = prev[node];
        int n = next[node];
        if (p != EMPTY) {
            next[p] = n;
        } else {
            head = n;
        }
        if (n != EMPTY) {
            prev[n] = p;
        } else {
            tail = p;
        }
    }

    private void linkFront(int node) {
        prev[node] = EMPTY;
        next[node] = head;
        if (head != EMPTY) {
            prev[head] = node;
        }
        head = node;
        if (tail == EMPTY) {
            tail = node;
        }
    }
}
