package org.storagesim.validation.replay;

import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoRequest;
import org.storagesim.validation.trace.Trace;

/**
 * Replays a trace closed loop, as the DiskSim validation traces were recorded: {@code depth}
 * requests are outstanding at most, and each request is issued, after a previous one completed, the
 * think time recorded with the request before it (a trace's think time is the pause that followed
 * its request, as DiskSim's validate reader uses it; depth 1 reproduces the recording exactly). Requests are pooled per slot, so a replay
 * allocates nothing per request. An open-loop replay by timestamp would be a sibling class that
 * schedules each request at its arrival time instead.
 */
public final class ClosedLoopReplay implements EventHandler, IoCompletion {
    private final Simulation sim;
    private final BlockDevice device;
    private final Trace trace;
    private final IoRequest[] slots;
    private final long[] service;
    private int nextIndex;
    private int completed;

    private ClosedLoopReplay(Simulation sim, BlockDevice device, Trace trace, int depth) {
        this.sim = sim;
        this.device = device;
        this.trace = trace;
        this.slots = new IoRequest[depth];
        for (int i = 0; i < depth; i++) {
            slots[i] = new IoRequest();
            slots[i].attachment = i;
        }
        this.service = new long[trace.size()];
    }

    /** Replays {@code trace} on {@code device}; returns each request's simulated service time (ns). */
    public static long[] run(Simulation sim, BlockDevice device, Trace trace, int depth) {
        if (depth < 1) {
            throw new IllegalArgumentException("queue depth must be at least 1, got " + depth);
        }
        // Slots past the trace's length would never be used: a depth of 10^8 on a short trace must not allocate them.
        ClosedLoopReplay replay = new ClosedLoopReplay(sim, device, trace, Math.max(1, Math.min(depth, trace.size())));
        for (int slot = 0; slot < depth && replay.nextIndex < trace.size(); slot++) {
            replay.issueAfterThink(slot);
        }
        sim.run();
        if (replay.completed != trace.size()) {
            throw new IllegalStateException("replay stalled after " + replay.completed + " of " + trace.size()
                    + " requests on " + device.name());
        }
        return replay.service;
    }

    private void issueAfterThink(int slot) {
        int index = nextIndex++;
        long pause = index == 0 ? 0 : Math.max(0, trace.think(index - 1));
        if (pause > Trace.MAX_SPAN_NANOS - sim.now()) {
            throw new IllegalArgumentException("the think times before request " + index + " add up to more than "
                    + "146 years of simulated time");
        }
        sim.schedule(pause, this, ((long) index << 16) | slot);
    }

    @Override
    public void handle(long arg) {
        int index = (int) (arg >>> 16);
        int slot = (int) (arg & 0xFFFF);
        IoRequest r = slots[slot].set(index, trace.op(index), trace.offset(index), trace.length(index),
                trace.device(index), this);
        r.markSubmitted(sim.now());
        device.submit(r);
    }

    @Override
    public void onComplete(IoRequest request) {
        service[(int) request.id()] = request.latency();
        completed++;
        if (completed == trace.size()) {
            sim.stop(); // devices with background work (GC, destaging) never go quiet on their own
        } else if (nextIndex < trace.size()) {
            issueAfterThink((Integer) request.attachment);
        }
    }
}
