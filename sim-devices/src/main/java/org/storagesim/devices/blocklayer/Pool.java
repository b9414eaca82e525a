package org.storagesim.devices.blocklayer;

import java.util.Arrays;
import java.util.function.Supplier;

/** A stack of reusable objects: steady-state simulation takes and returns them without allocating. */
final class Pool<T> {
    private final Supplier<T> factory;
    private Object[] free = new Object[32];
    private int count;

    Pool(Supplier<T> factory) {
        this.factory = factory;
    }

    @SuppressWarnings("unchecked")
    T take() {
        return count > 0 ? (T) free[--count] : factory.get();
    }

    void give(T item) {
        if (count == free.length) {
            free = Arrays.copyOf(free, count * 2);
        }
        free[count++] = item;
    }
}
