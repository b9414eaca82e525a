package org.storagesim.core.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import net.jqwik.api.constraints.Size;

/** The queue must agree with a plain sort by (time, insertion order), whatever is cancelled. */
class EventQueueProperties {

    @Property
    void popsInTimeThenInsertionOrder(@ForAll @Size(max = 400) List<@LongRange(min = 0, max = 50) Long> times,
                                      @ForAll @Size(max = 400) List<@IntRange(min = 0, max = 399) Integer> cancels) {
        EventQueue queue = new EventQueue(16);
        List<long[]> expected = new ArrayList<>(); // {time, insertion index}
        long[] handles = new long[times.size()];
        for (int i = 0; i < times.size(); i++) {
            handles[i] = queue.add(times.get(i), null, i);
            expected.add(new long[] {times.get(i), i});
        }
        for (int c : cancels) {
            if (c < times.size()) {
                boolean stillThere = expected.removeIf(e -> e[1] == c);
                assertEquals(stillThere, queue.cancel(handles[c]), "cancel result for event " + c);
            }
        }
        expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
        EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
        for (long[] e : expected) {
            assertFalse(queue.isEmpty());
            queue.pollInto(fired);
            assertEquals(e[0], fired.time);
            assertEquals(e[1], fired.arg);
        }
        assertTrue(queue.isEmpty());
    }

    /**
     * Adds, cancels and polls interleaved, with the queue growing well past the size where its
     * sorted list becomes a heap and shrinking back below the one where it is sorted again, agree
     * with a reference ordered by (time, insertion).
     */
    @Property(tries = 50)
    void interleavedOperationsAcrossBothFormsKeepTheOrder(@ForAll long seed) {
        Random random = new Random(seed);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<long[]> reference = new PriorityQueue<>(
                Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
        List<long[]> added = new ArrayList<>(); // {time, insertion index, handle}
        EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
        long now = 0;
        for (int i = 0; i < 4000; i++) {
            // Phases of mostly adds and mostly polls move the size up to ~200 and back to 0.
            boolean growing = (i / 500) % 2 == 0;
            int op = random.nextInt(100);
            if (reference.isEmpty() || op < (growing ? 70 : 30)) {
                long time = now + random.nextInt(8);
                long[] e = {time, i, queue.add(time, null, i)};
                added.add(e);
                reference.add(e);
            } else if (op < (growing ? 78 : 38)) {
                long[] e = added.get(random.nextInt(added.size()));
                assertEquals(reference.remove(e), queue.cancel(e[2]), "cancel result for event " + e[1]);
            } else {
                long[] e = reference.poll();
                queue.pollInto(fired);
                assertEquals(e[0], fired.time);
                assertEquals(e[1], fired.arg);
                now = fired.time;
            }
            assertEquals(reference.size(), queue.size());
        }
    }

    @Property
    void renumberingSequencesKeepsFifoAmongEqualTimes(
            @ForAll @Size(max = 300) List<@LongRange(min = 0, max = 5) Long> times) {
        EventQueue queue = new EventQueue(16, 7);
        List<long[]> expected = new ArrayList<>();
        EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
        for (int i = 0; i < times.size(); i++) {
            queue.add(times.get(i), null, i);
            expected.add(new long[] {times.get(i), i});
        }
        expected.sort(Comparator.<long[]>comparingLong(e -> e[0]).thenComparingLong(e -> e[1]));
        for (long[] e : expected) {
            queue.pollInto(fired);
            assertEquals(e[0], fired.time);
            assertEquals(e[1], fired.arg);
        }
    }

    @Property
    void staleHandleNeverCancelsAReusedSlot(@ForAll @IntRange(min = 1, max = 50) int n) {
        EventQueue queue = new EventQueue(16);
        EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
        long first = queue.add(5, null, 0);
        queue.pollInto(fired);
        for (int i = 0; i < n; i++) {
            queue.add(10 + i, null, i);
        }
        assertFalse(queue.cancel(first));
        assertEquals(n, queue.size());
    }
}
