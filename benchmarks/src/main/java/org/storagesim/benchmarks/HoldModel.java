package org.storagesim.benchmarks;

import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.EventQueue;
import umontreal.ssj.rng.MRG32k3a;
import umontreal.ssj.simevents.Event;
import umontreal.ssj.simevents.eventlist.SplayTree;

/**
 * The classic hold model: with {@code pending} events queued, each operation removes the earliest
 * and schedules it again at its time + Exp(1). Measures the project's event queue against SSJ's
 * default event list (a splay tree) and {@link PriorityQueue}, all fed the same precomputed
 * increments so that only the data structure differs.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class HoldModel {
    private static final int INCREMENTS = 1 << 16;
    /** Mean increment in nanoseconds for the integer-time queue (Exp(1) in milliseconds). */
    private static final double MEAN_NANOS = 1_000_000.0;
    private static final EventHandler NOTHING = arg -> { };

    @Param({"1000", "100000"})
    public int pending;

    private long[] incrementNanos;
    private double[] incrementDouble;
    private int next;

    private EventQueue projectQueue;
    private final EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
    private SplayTree splayTree;
    private PriorityQueue<TimedEntry> priorityQueue;

    /** A reusable entry for PriorityQueue, ordered by time then insertion sequence. */
    static final class TimedEntry implements Comparable<TimedEntry> {
        double time;
        long seq;

        @Override
        public int compareTo(TimedEntry o) {
            int c = Double.compare(time, o.time);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    /** SSJ events do nothing here; only the event list is exercised. */
    static final class HoldEvent extends Event {
        /**
         * Moves the event's time forward after it left the list, as SSJ's own simulator loop does
         * ({@link Event#setTime} refuses events that were ever scheduled).
         */
        void advance(double delta) {
            eventTime += delta;
        }

        @Override
        public void actions() {
        }
    }

    private long seq;

    @Setup(Level.Trial)
    public void setUp() {
        MRG32k3a stream = new MRG32k3a();
        stream.setSeed(new long[] {12345, 12345, 12345, 12345, 12345, 12345});
        incrementNanos = new long[INCREMENTS];
        incrementDouble = new double[INCREMENTS];
        for (int i = 0; i < INCREMENTS; i++) {
            double exp = -Math.log(1.0 - stream.nextDouble());
            incrementNanos[i] = Math.round(exp * MEAN_NANOS);
            incrementDouble[i] = incrementNanos[i];
        }
        projectQueue = new EventQueue(pending);
        splayTree = new SplayTree();
        priorityQueue = new PriorityQueue<>(pending);
        for (int i = 0; i < pending; i++) {
            long t = nextIncrement();
            projectQueue.add(t, NOTHING, i);
            HoldEvent e = new HoldEvent();
            e.setTime(t);
            splayTree.add(e);
            TimedEntry entry = new TimedEntry();
            entry.time = t;
            entry.seq = seq++;
            priorityQueue.add(entry);
        }
    }

    private long nextIncrement() {
        long v = incrementNanos[next];
        next = (next + 1) & (INCREMENTS - 1);
        return v;
    }

    private double nextIncrementDouble() {
        double v = incrementDouble[next];
        next = (next + 1) & (INCREMENTS - 1);
        return v;
    }

    @Benchmark
    public long storagesimEventQueue() {
        projectQueue.pollInto(fired);
        projectQueue.add(fired.time + nextIncrement(), fired.handler, fired.arg);
        return fired.time;
    }

    @Benchmark
    public double ssjSplayTree() {
        HoldEvent e = (HoldEvent) splayTree.removeFirst();
        e.advance(nextIncrementDouble());
        splayTree.add(e);
        return e.time();
    }

    @Benchmark
    public double javaPriorityQueue() {
        TimedEntry e = priorityQueue.poll();
        e.time += nextIncrementDouble();
        e.seq = seq++;
        priorityQueue.add(e);
        return e.time;
    }
}
