package org.storagesim.devices.blocklayer;

import java.util.Arrays;

/**
 * An open-addressing hash map from non-negative long keys to objects, without boxing: the merge
 * index (request start and end offsets) and CFQ's per-stream queues. One value per key: a second
 * put of a present key is ignored, and a removal names the value it expects.
 */
final class LongKeyMap<V> {
    private static final long EMPTY = -1;

    private long[] keys;
    private Object[] values;
    private int size;
    private int mask;
    private int shift;

    LongKeyMap() {
        allocate(64);
    }

    @SuppressWarnings("unchecked")
    V get(long key) {
        for (int i = slot(key); ; i = (i + 1) & mask) {
            long k = keys[i];
            if (k == key) {
                return (V) values[i];
            }
            if (k == EMPTY) {
                return null;
            }
        }
    }

    /** Maps the key to the value unless the key is already present. */
    void putIfAbsent(long key, V value) {
        if (key < 0) {
            throw new IllegalArgumentException("keys must not be negative: " + key);
        }
        int i = slot(key);
        while (keys[i] != EMPTY) {
            if (keys[i] == key) {
                return;
            }
            i = (i + 1) & mask;
        }
        keys[i] = key;
        values[i] = value;
        if (++size * 2 > keys.length) {
            grow();
        }
    }

    /** Removes the key if it maps to exactly this value. */
    void remove(long key, V value) {
        int i = slot(key);
        while (keys[i] != key) {
            if (keys[i] == EMPTY) {
                return;
            }
            i = (i + 1) & mask;
        }
        if (values[i] != value) {
            return;
        }
        size--;
        // Backward-shift deletion keeps every probe chain unbroken without tombstones.
        int gap = i;
        for (int j = (gap + 1) & mask; keys[j] != EMPTY; j = (j + 1) & mask) {
            int home = slot(keys[j]);
            boolean movable = gap <= j ? (home <= gap || home > j) : (home <= gap && home > j);
            if (movable) {
                keys[gap] = keys[j];
                values[gap] = values[j];
                gap = j;
            }
        }
        keys[gap] = EMPTY;
        values[gap] = null;
    }

    private int slot(long key) {
        // Fibonacci hashing: the top bits of the product depend on every bit of the key.
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> shift);
    }

    private void allocate(int capacity) {
        keys = new long[capacity];
        Arrays.fill(keys, EMPTY);
        values = new Object[capacity];
        mask = capacity - 1;
        shift = Long.numberOfLeadingZeros(capacity) + 1;
        size = 0;
    }

    @SuppressWarnings("unchecked")
    private void grow() {
        long[] oldKeys = keys;
        Object[] oldValues = values;
        allocate(oldKeys.length * 2);
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != EMPTY) {
                putIfAbsent(oldKeys[i], (V) oldValues[i]);
            }
        }
    }
}
