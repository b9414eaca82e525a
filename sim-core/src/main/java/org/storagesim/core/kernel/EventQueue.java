package org.storagesim.core.kernel;

import java.util.Arrays;

/**
 * Pending events ordered by (time, insertion sequence): earliest first, FIFO among equal times.
 *
 * <p>A 4-ary implicit heap whose keys live inline in primitive arrays, so a sift touches
 * contiguous memory and scheduling allocates nothing once the arrays have grown. Each event also
 * owns a slot (handler, argument, heap position) that is recycled through a free list; the handle
 * returned by {@link #add} combines the slot with a generation counter so that a stale handle can
 * never cancel a later event that reuses the slot.
 */
public final class EventQueue {
    private static final int ARITY_SHIFT = 2; // 4 children per node
    private static final int NOT_QUEUED = -1;

    // Heap, indexed by heap position.
    private long[] heapTime;
    private long[] heapSeq;
    private int[] heapSlot;
    private int size;

    // Slots, indexed by slot number.
    private EventHandler[] slotHandler;
    private long[] slotArg;
    private int[] slotHeapPos;
    private int[] slotGeneration;
    private int[] freeSlots;
    private int freeCount;
    private int slotsUsed;

    private long nextSeq;

    public EventQueue() {
        this(1024);
    }

    public EventQueue(int initialCapacity) {
        int cap = Math.max(16, initialCapacity);
        heapTime = new long[cap];
        heapSeq = new long[cap];
        heapSlot = new int[cap];
        slotHandler = new EventHandler[cap];
        slotArg = new long[cap];
        slotHeapPos = new int[cap];
        slotGeneration = new int[cap];
        freeSlots = new int[cap];
    }

    public int size() {
        return size;
    }

    public boolean isEmpty() {
        return size == 0;
    }

    /** Time of the earliest event; only valid when not empty. */
    public long peekTime() {
        return heapTime[0];
    }

    /** Queues an event and returns a handle for {@link #cancel}. */
    public long add(long time, EventHandler handler, long arg) {
        int slot = takeSlot();
        slotHandler[slot] = handler;
        slotArg[slot] = arg;
        if (size == heapTime.length) {
            growHeap();
        }
        siftUp(size++, time, nextSeq++, slot);
        return ((long) slotGeneration[slot] << 32) | slot;
    }

    /** Removes the event if it is still pending; returns whether it was. */
    public boolean cancel(long handle) {
        int slot = (int) handle;
        if (slot < 0 || slot >= slotsUsed || slotGeneration[slot] != (int) (handle >>> 32)) {
            return false;
        }
        int pos = slotHeapPos[slot];
        if (pos == NOT_QUEUED) {
            return false;
        }
        removeAt(pos);
        releaseSlot(slot);
        return true;
    }

    /**
     * Removes the earliest event and passes it to {@code sink}. The slot is released before the
     * handler runs, so the handler may schedule freely.
     */
    public void pollInto(FiredEvent sink) {
        int slot = heapSlot[0];
        sink.time = heapTime[0];
        sink.handler = slotHandler[slot];
        sink.arg = slotArg[slot];
        removeAt(0);
        releaseSlot(slot);
    }

    /** Mutable holder for the event just removed; reused so polling allocates nothing. */
    public static final class FiredEvent {
        public long time;
        public EventHandler handler;
        public long arg;
    }

    private void removeAt(int pos) {
        int last = --size;
        slotHeapPos[heapSlot[pos]] = NOT_QUEUED;
        if (pos == last) {
            return;
        }
        long t = heapTime[last];
        long s = heapSeq[last];
        int sl = heapSlot[last];
        if (pos > 0 && less(t, s, heapTime[(pos - 1) >>> ARITY_SHIFT], heapSeq[(pos - 1) >>> ARITY_SHIFT])) {
            siftUp(pos, t, s, sl);
        } else {
            siftDown(pos, t, s, sl);
        }
    }

    private static boolean less(long t1, long s1, long t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }

    private void siftUp(int pos, long t, long s, int slot) {
        while (pos > 0) {
            int parent = (pos - 1) >>> ARITY_SHIFT;
            long pt = heapTime[parent];
            if (t > pt || (t == pt && s > heapSeq[parent])) {
                break;
            }
            place(pos, pt, heapSeq[parent], heapSlot[parent]);
            pos = parent;
        }
        place(pos, t, s, slot);
    }

    private void siftDown(int pos, long t, long s, int slot) {
        int n = size;
        while (true) {
            int first = (pos << ARITY_SHIFT) + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bt = heapTime[first];
            long bs = heapSeq[first];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                long ct = heapTime[c];
                if (ct < bt || (ct == bt && heapSeq[c] < bs)) {
                    best = c;
                    bt = ct;
                    bs = heapSeq[c];
                }
            }
            if (!less(bt, bs, t, s)) {
                break;
            }
            place(pos, bt, bs, heapSlot[best]);
            pos = best;
        }
        place(pos, t, s, slot);
    }

    private void place(int pos, long t, long s, int slot) {
        heapTime[pos] = t;
        heapSeq[pos] = s;
        heapSlot[pos] = slot;
        slotHeapPos[slot] = pos;
    }

    private int takeSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == slotHandler.length) {
            growSlots();
        }
        return slotsUsed++;
    }

    private void releaseSlot(int slot) {
        slotHandler[slot] = null;
        slotGeneration[slot]++;
        freeSlots[freeCount++] = slot;
    }

    private void growHeap() {
        int cap = heapTime.length * 2;
        heapTime = Arrays.copyOf(heapTime, cap);
        heapSeq = Arrays.copyOf(heapSeq, cap);
        heapSlot = Arrays.copyOf(heapSlot, cap);
    }

    private void growSlots() {
        int cap = slotHandler.length * 2;
        slotHandler = Arrays.copyOf(slotHandler, cap);
        slotArg = Arrays.copyOf(slotArg, cap);
        slotHeapPos = Arrays.copyOf(slotHeapPos, cap);
        slotGeneration = Arrays.copyOf(slotGeneration, cap);
        freeSlots = Arrays.copyOf(freeSlots, cap);
    }
}
