package org.storagesim.dbms.testing;

import java.util.ArrayDeque;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;

/**
 * A hand-checkable device for engine tests: one FIFO server; a request costs {@code latency} if it
 * starts away from where the previous one ended (P0's 63-sector rule), plus length / bandwidth. It
 * is exactly the device P0's model assumes, so the model's equations hold on it by construction.
 */
public final class SeekAwareDevice implements BlockDevice, EventHandler {
    private final Simulation sim;
    private final long capacity;
    private final long latencyNanos;
    private final double nanosPerByte;
    private final ArrayDeque<IoRequest> queue = new ArrayDeque<>();
    private IoRequest inService;
    private long lastEnd = -1;
    public long seeks;

    public SeekAwareDevice(Simulation sim, long capacity, long latencyNanos, double bytesPerSecond) {
        this.sim = sim;
        this.capacity = capacity;
        this.latencyNanos = latencyNanos;
        this.nanosPerByte = 1e9 / bytesPerSecond;
    }

    @Override
    public String name() {
        return "seek-aware";
    }

    @Override
    public long capacityBytes() {
        return capacity;
    }

    @Override
    public void submit(IoRequest request) {
        if (inService == null) {
            start(request);
        } else {
            queue.addLast(request);
        }
    }

    private void start(IoRequest r) {
        inService = r;
        boolean seek = lastEnd >= 0 && Math.abs(r.offset() - lastEnd) >= 63 * 512;
        if (seek) {
            seeks++;
        }
        lastEnd = r.end();
        sim.schedule((seek ? latencyNanos : 0) + Math.round(r.length() * nanosPerByte), this, 0);
    }

    @Override
    public void handle(long arg) {
        IoRequest done = inService;
        inService = null;
        IoRequest next = queue.pollFirst();
        if (next != null) {
            start(next);
        }
        done.complete(sim.now());
    }
}
