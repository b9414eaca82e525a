package org.storagesim.core.kernel;

import java.util.Arrays;

/**
 * Pending events ordered by (time, insertion sequence): earliest first, FIFO among equal times.
 *
 * <p>While few events are pending (a closed loop of a few dozen requests, the common case), they
 * are kept as a sorted list in a window sliding along the array: the earliest is taken from the
 * front at no cost, and a new event, which is usually among the latest, goes in after a short
 * search from the back and a short copy. This costs much less than the heap's sifts, whose
 * comparisons the processor cannot predict. Past {@value #SORTED_MAX} events the list becomes the
 * heap (a sorted array already is one), and below {@value #SORTED_MIN} it is sorted back, so a
 * queue size near one bound does not switch at every event.
 *
 * <p>A 4-ary implicit heap whose entries are pairs of longs interleaved in one array: the time, and
 * the insertion sequence shifted left over the event's slot number. Comparing the second long
 * therefore compares sequences, and the four children of a node lie in 64 contiguous bytes, so a
 * sift costs about one cache miss per level and never touches per-event memory. The slot (handler,
 * argument, generation) is recycled through a free list, so scheduling allocates nothing once the
 * arrays have grown.
 *
 * <p>Cancellation is lazy: the slot is marked dead and its heap entry is dropped when it reaches
 * the top. The handle returned by {@link #add} carries the slot's generation, so a stale handle can
 * never cancel a later event that reuses the slot.
 */
public final class EventQueue {
    private static final int SLOT_BITS = 24;
    private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;
    private static final int MAX_SLOTS = 1 << SLOT_BITS;
    private static final long MAX_SEQ = (1L << (63 - SLOT_BITS)) - 1;
    private static final int SORTED_MAX = 64;
    private static final int SORTED_MIN = 16;

    private final long maxSeq;

    /** heap[2i] = time, heap[2i + 1] = (sequence << SLOT_BITS) | slot; entries from index {@code first} on. */
    private long[] heap;
    private int heapSize;
    /** Whether the entries are a sorted list starting at {@code first}, rather than a heap (first = 0). */
    private boolean sorted = true;
    private int first;
    private int deadInHeap;

    private EventHandler[] slotHandler;
    private long[] slotArg;
    private int[] slotGeneration;
    private boolean[] slotCancelled;
    private int[] freeSlots;
    private int freeCount;
    private int slotsUsed;

    private long nextSeq;

    public EventQueue() {
        this(1024);
    }

    public EventQueue(int initialCapacity) {
        this(initialCapacity, MAX_SEQ);
    }

    /** With a small {@code maxSeq}, tests can reach the renumbering path. */
    EventQueue(int initialCapacity, long maxSeq) {
        this.maxSeq = maxSeq;
        int cap = Math.max(16, initialCapacity);
        heap = new long[2 * cap];
        slotHandler = new EventHandler[cap];
        slotArg = new long[cap];
        slotGeneration = new int[cap];
        slotCancelled = new boolean[cap];
        freeSlots = new int[cap];
    }

    /** Live (not cancelled) pending events. */
    public int size() {
        return heapSize - deadInHeap;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /** Time of the earliest live event; only valid when not empty. */
    public long peekTime() {
        dropDeadTop();
        return heap[2 * first];
    }

    /** Queues an event and returns a handle for {@link #cancel}. */
    public long add(long time, EventHandler handler, long arg) {
        if (nextSeq > maxSeq) {
            renumber();
        }
        int slot = takeSlot();
        slotHandler[slot] = handler;
        slotArg[slot] = arg;
        long seqSlot = (nextSeq++ << SLOT_BITS) | slot;
        if (sorted && heapSize == SORTED_MAX) {
            toHeap();
        }
        if (sorted) {
            insertSorted(time, seqSlot);
        } else {
            if (2 * heapSize == heap.length) {
                heap = Arrays.copyOf(heap, heap.length * 2);
            }
            siftUp(heapSize++, time, seqSlot);
        }
        return ((long) slotGeneration[slot] << 32) | slot;
    }

    /** Cancels the event if it is still pending; returns whether it was. */
    public boolean cancel(long handle) {
        int slot = (int) handle;
        // A fired or cancelled-and-dropped event has released its slot, which bumped the generation.
        if (slot < 0 || slot >= slotsUsed || slotGeneration[slot] != (int) (handle >>> 32) || slotCancelled[slot]) {
            return false;
        }
        slotCancelled[slot] = true;
        slotHandler[slot] = null;
        deadInHeap++;
        return true;
    }

    /**
     * Removes the earliest live event and passes it to {@code sink}; only valid when not empty. The
     * slot is released before the handler runs, so the handler may schedule freely.
     */
    public void pollInto(FiredEvent sink) {
        dropDeadTop();
        int slot = (int) (heap[2 * first + 1] & SLOT_MASK);
        sink.time = heap[2 * first];
        sink.handler = slotHandler[slot];
        sink.arg = slotArg[slot];
        removeTop();
        releaseSlot(slot);
    }

    /** Mutable holder for the event just removed; reused so polling allocates nothing. */
    public static final class FiredEvent {
        public long time;
        public EventHandler handler;
        public long arg;
    }

    private void dropDeadTop() {
        while (heapSize > 0) {
            int slot = (int) (heap[2 * first + 1] & SLOT_MASK);
            if (!slotCancelled[slot]) {
                return;
            }
            removeTop();
            releaseSlot(slot);
            deadInHeap--;
        }
    }

    private void removeTop() {
        if (sorted) {
            first = --heapSize == 0 ? 0 : first + 1;
            return;
        }
        int last = --heapSize;
        if (last > 0) {
            siftDown(heap[2 * last], heap[2 * last + 1]);
        }
        if (heapSize < SORTED_MIN) {
            toSorted();
        }
    }

    /**
     * Puts an entry into the sorted list: after every entry of an earlier or equal time (its
     * sequence is the largest yet), searching from the back, where a new event usually belongs.
     */
    private void insertSorted(long time, long seqSlot) {
        if (2 * (first + heapSize) == heap.length) {
            long[] target = 2 * heapSize == heap.length ? new long[heap.length * 2] : heap;
            System.arraycopy(heap, 2 * first, target, 0, 2 * heapSize);
            heap = target;
            first = 0;
        }
        long[] h = heap;
        int end = first + heapSize;
        int pos = end;
        while (pos > first && h[2 * pos - 2] > time) {
            pos--;
        }
        System.arraycopy(h, 2 * pos, h, 2 * pos + 2, 2 * (end - pos));
        h[2 * pos] = time;
        h[2 * pos + 1] = seqSlot;
        heapSize++;
    }

    /** The sorted list, moved to the start of the array, is a valid heap as it stands. */
    private void toHeap() {
        System.arraycopy(heap, 2 * first, heap, 0, 2 * heapSize);
        first = 0;
        sorted = false;
    }

    /** Sorts the few entries of the heap by (time, sequence), by insertion. */
    private void toSorted() {
        long[] h = heap;
        for (int i = 1; i < heapSize; i++) {
            long time = h[2 * i];
            long seqSlot = h[2 * i + 1];
            int j = i;
            while (j > 0 && (h[2 * j - 2] > time || (h[2 * j - 2] == time && h[2 * j - 1] > seqSlot))) {
                h[2 * j] = h[2 * j - 2];
                h[2 * j + 1] = h[2 * j - 1];
                j--;
            }
            h[2 * j] = time;
            h[2 * j + 1] = seqSlot;
        }
        sorted = true;
    }

    private void siftUp(int pos, long time, long seqSlot) {
        long[] h = heap;
        while (pos > 0) {
            int parent = (pos - 1) >>> 2;
            long pt = h[2 * parent];
            if (time > pt || (time == pt && seqSlot > h[2 * parent + 1])) {
                break;
            }
            h[2 * pos] = pt;
            h[2 * pos + 1] = h[2 * parent + 1];
            pos = parent;
        }
        h[2 * pos] = time;
        h[2 * pos + 1] = seqSlot;
    }

    private void siftDown(long time, long seqSlot) {
        long[] h = heap;
        int n = heapSize;
        int pos = 0;
        while (true) {
            int first = 4 * pos + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bt = h[2 * first];
            long bs = h[2 * first + 1];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                long ct = h[2 * c];
                if (ct < bt || (ct == bt && h[2 * c + 1] < bs)) {
                    best = c;
                    bt = ct;
                    bs = h[2 * c + 1];
                }
            }
            if (bt > time || (bt == time && bs > seqSlot)) {
                break;
            }
            h[2 * pos] = bt;
            h[2 * pos + 1] = bs;
            pos = best;
        }
        h[2 * pos] = time;
        h[2 * pos + 1] = seqSlot;
    }

    /**
     * Reassigns sequence numbers 0..n-1 in the current order once the sequence field would
     * overflow (after about 5·10^11 events), keeping FIFO order among equal times.
     */
    private void renumber() {
        long[] entries = Arrays.copyOfRange(heap, 2 * first, 2 * (first + heapSize));
        Integer[] order = new Integer[heapSize];
        for (int i = 0; i < heapSize; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> {
            int c = Long.compare(entries[2 * a], entries[2 * b]);
            return c != 0 ? c : Long.compare(entries[2 * a + 1], entries[2 * b + 1]);
        });
        for (int rank = 0; rank < heapSize; rank++) {
            int i = order[rank];
            heap[2 * rank] = entries[2 * i];
            heap[2 * rank + 1] = ((long) rank << SLOT_BITS) | (entries[2 * i + 1] & SLOT_MASK);
        }
        nextSeq = heapSize; // a sorted array is a valid heap, and a sorted list
        first = 0;
    }

    private int takeSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsUsed == slotHandler.length) {
            if (slotsUsed == MAX_SLOTS) {
                throw new IllegalStateException("more than " + MAX_SLOTS + " events pending at once");
            }
            int cap = Math.min(MAX_SLOTS, slotHandler.length * 2);
            slotHandler = Arrays.copyOf(slotHandler, cap);
            slotArg = Arrays.copyOf(slotArg, cap);
            slotGeneration = Arrays.copyOf(slotGeneration, cap);
            slotCancelled = Arrays.copyOf(slotCancelled, cap);
            freeSlots = Arrays.copyOf(freeSlots, cap);
        }
        return slotsUsed++;
    }

    private void releaseSlot(int slot) {
        slotHandler[slot] = null;
        slotCancelled[slot] = false;
        slotGeneration[slot]++;
        freeSlots[freeCount++] = slot;
    }
}
