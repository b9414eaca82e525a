package org.storagesim.devices.ssd;

import java.util.Arrays;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.ProgramSink;

/**
 * The controller's DRAM write buffer. A host write completes once its pages are in the buffer; the
 * FTL programs them (eagerly, in multi-plane groups) and each page's space is released when its
 * program ends. A full buffer makes the next write wait for the earliest release. The release
 * times live in a min-heap on a long array. With no capacity the buffer is write-through: a write
 * completes when its own pages are programmed.
 */
final class WriteBuffer implements ProgramSink {
    private final int capacityPages;
    private long[] heap = new long[64];
    private int size;
    private long latestDone;

    WriteBuffer(int capacityPages) {
        this.capacityPages = capacityPages;
    }

    boolean writeThrough() {
        return capacityPages == 0;
    }

    /** When one more page can enter the buffer, given that its data arrives at {@code t}. */
    long admit(long t, Ftl ftl) {
        while (size > 0 && heap[0] <= t) {
            pop();
        }
        while (size + ftl.pendingPages() >= capacityPages && capacityPages > 0) {
            if (size == 0) {
                ftl.flush(t);
                continue;
            }
            t = Math.max(t, pop());
        }
        return t;
    }

    @Override
    public void programmed(long doneNanos, int hostPages) {
        latestDone = Math.max(latestDone, doneNanos);
        if (capacityPages == 0) {
            return;
        }
        for (int i = 0; i < hostPages; i++) {
            push(doneNanos);
        }
    }

    /** The latest program end reported so far: when everything handed over is durable. */
    long latestDone() {
        return latestDone;
    }

    private void push(long v) {
        if (size == heap.length) {
            heap = Arrays.copyOf(heap, size * 2);
        }
        int i = size++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (heap[parent] <= v) {
                break;
            }
            heap[i] = heap[parent];
            i = parent;
        }
        heap[i] = v;
    }

    private long pop() {
        long top = heap[0];
        long last = heap[--size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && heap[child + 1] < heap[child]) {
                child++;
            }
            if (heap[child] >= last) {
                break;
            }
            heap[i] = heap[child];
            i = child;
        }
        heap[i] = last;
        return top;
    }
}
