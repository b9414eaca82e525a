package org.storagesim.validation.replay;

import java.util.Arrays;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoRequest;
import org.storagesim.validation.trace.Trace;

/**
 * Replays a trace open loop: each request is issued at its recorded arrival time (times a scale
 * factor: 0.5 replays twice as fast), whatever the device is doing, so queues build up as they
 * would have under the recorded load. Only the next arrival is ever scheduled, and requests are
 * pooled, so a trace of millions costs a few bytes per request (its latency). The replay starts at
 * the first request's arrival: simulated time is trace time minus that first timestamp.
 */
public final class OpenLoopReplay implements EventHandler, IoCompletion {
    private final Simulation sim;
    private final BlockDevice device;
    private final Trace trace;
    private final double timeScale;
    private final long[] latency;
    private IoRequest[] free = new IoRequest[64];
    private int freeCount;
    private int completed;
    private long origin;

    private OpenLoopReplay(Simulation sim, BlockDevice device, Trace trace, double timeScale) {
        this.sim = sim;
        this.device = device;
        this.trace = trace;
        this.timeScale = timeScale;
        this.latency = new long[trace.size()];
    }

    /**
     * Replays {@code trace} and returns each request's simulated latency (ns), by trace index. A
     * request beyond the device's capacity is an error naming it ({@link Trace#foldedInto} folds a
     * trace recorded on a larger device first).
     */
    public static long[] run(Simulation sim, BlockDevice device, Trace trace, double timeScale) {
        if (!(timeScale > 0)) {
            throw new IllegalArgumentException("time scale must be positive, got " + timeScale);
        }
        if (trace.size() == 0) {
            return new long[0];
        }
        long last = 0;
        for (int i = 0; i < trace.size(); i++) {
            if (trace.arrival(i) < 0) {
                throw new IllegalArgumentException("request " + i + " has no arrival time: this trace format can only "
                        + "be replayed closed loop");
            }
            last = Math.max(last, trace.arrival(i));
        }
        if (last * timeScale > Trace.MAX_SPAN_NANOS) {
            throw new IllegalArgumentException("a time scale of " + timeScale + " puts the last arrival more than "
                    + "146 years into the replay");
        }
        OpenLoopReplay replay = new OpenLoopReplay(sim, device, trace, timeScale);
        replay.origin = sim.now() - replay.scaled(0);
        sim.scheduleAt(Math.max(sim.now(), replay.origin + replay.scaled(0)), replay, 0);
        sim.run();
        if (replay.completed != trace.size()) {
            throw new IllegalStateException("replay stalled after " + replay.completed + " of " + trace.size()
                    + " requests on " + device.name());
        }
        return replay.latency;
    }

    private long scaled(int index) {
        return Math.round(trace.arrival(index) * timeScale);
    }

    @Override
    public void handle(long arg) {
        int index = (int) arg;
        IoRequest r = freeCount > 0 ? free[--freeCount] : new IoRequest();
        r.set(index, trace.op(index), checkedOffset(index), trace.length(index), trace.device(index), this);
        r.markSubmitted(sim.now());
        if (index + 1 < trace.size()) {
            // Out-of-order timestamps (some traces have them) are issued at once rather than in the past.
            sim.scheduleAt(Math.max(sim.now(), origin + scaled(index + 1)), this, index + 1);
        }
        device.submit(r);
    }

    private long checkedOffset(int index) {
        long offset = trace.offset(index);
        long length = trace.length(index);
        long capacity = device.capacityBytes();
        if (offset + length > capacity) {
            throw new IllegalArgumentException("request " + index + " at byte " + offset + " (+" + length
                    + ") lies beyond the capacity of " + device.name() + " (" + capacity + " B); "
                    + "replay with wrapping to fold it into the device");
        }
        return offset;
    }

    @Override
    public void onComplete(IoRequest request) {
        latency[(int) request.id()] = request.latency();
        if (freeCount == free.length) {
            free = Arrays.copyOf(free, free.length * 2);
        }
        free[freeCount++] = request;
        if (++completed == trace.size()) {
            sim.stop();
        }
    }
}
