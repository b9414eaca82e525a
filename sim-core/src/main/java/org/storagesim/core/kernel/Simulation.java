package org.storagesim.core.kernel;

/**
 * The discrete-event kernel: a clock in nanoseconds and the pending events.
 *
 * <p>Actors schedule {@link EventHandler}s with a {@code long} argument; running executes events in
 * (time, scheduling order) order until a time limit, an event count or quiescence. Not thread-safe:
 * one simulation per thread, which is how parallel sweeps stay deterministic.
 */
public final class Simulation {
    /** The latest time an event may be at: 2^62 ns, 146 years, half the clock's range, so sums of two times stay exact. */
    public static final long HORIZON_NANOS = 1L << 62;

    private final EventQueue queue;
    private final EventQueue.FiredEvent fired = new EventQueue.FiredEvent();
    private long now;
    private long eventsExecuted;
    private boolean stopRequested;

    public Simulation() {
        this(new EventQueue());
    }

    public Simulation(EventQueue queue) {
        this.queue = queue;
    }

    /** Current simulated time in nanoseconds. */
    public long now() {
        return now;
    }

    public long eventsExecuted() {
        return eventsExecuted;
    }

    public int pendingEvents() {
        return queue.size();
    }

    /** Schedules {@code handler.handle(arg)} after {@code delayNanos}; returns a cancel handle. */
    public long schedule(long delayNanos, EventHandler handler, long arg) {
        if (handler == null) {
            throw new IllegalArgumentException("null event handler");
        }
        if (delayNanos < 0) {
            throw new IllegalArgumentException("negative delay " + delayNanos + " ns");
        }
        if (delayNanos > HORIZON_NANOS - now) {
            throw new TimeLimitException(now, delayNanos);
        }
        return queue.add(now + delayNanos, handler, arg);
    }

    /** Schedules at an absolute time, which must not lie in the past. */
    public long scheduleAt(long timeNanos, EventHandler handler, long arg) {
        if (handler == null) {
            throw new IllegalArgumentException("null event handler");
        }
        if (timeNanos < now) {
            throw new IllegalArgumentException("time " + timeNanos + " ns is before now (" + now + " ns)");
        }
        if (timeNanos > HORIZON_NANOS) {
            throw new TimeLimitException(now, timeNanos - now);
        }
        return queue.add(timeNanos, handler, arg);
    }

    /** Cancels a pending event; returns false if it already ran or was cancelled. */
    public boolean cancel(long handle) {
        return queue.cancel(handle);
    }

    /** Asks the running loop to return after the current event. */
    public void stop() {
        stopRequested = true;
    }

    /** Runs until no event is pending or {@link #stop()} is called. */
    public void run() {
        runUntil(Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /** Runs every event at or before {@code timeNanos}, then sets the clock to that time. */
    public void runUntil(long timeNanos) {
        runUntil(timeNanos, Long.MAX_VALUE);
        if (!stopRequested && now < timeNanos && timeNanos != Long.MAX_VALUE) {
            now = timeNanos;
        }
    }

    /** Executes at most {@code count} events. */
    public void runEvents(long count) {
        runUntil(Long.MAX_VALUE, count);
    }

    private void runUntil(long timeLimit, long eventLimit) {
        stopRequested = false;
        long executed = 0;
        while (!stopRequested && executed < eventLimit && !queue.isEmpty() && queue.peekTime() <= timeLimit) {
            queue.pollInto(fired);
            now = fired.time;
            EventHandler handler = fired.handler;
            fired.handler = null;
            executed++;
            eventsExecuted++;
            handler.handle(fired.arg);
        }
    }
}
