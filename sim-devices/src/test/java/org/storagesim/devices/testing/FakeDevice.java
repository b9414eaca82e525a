package org.storagesim.devices.testing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * A device for tests: FIFO, a fixed number of servers, a service time of {@code fixed + length ×
 * perByte} nanoseconds, and a log of every request it was given (in arrival order) with its start
 * and completion times, plus the most requests it ever held at once.
 */
public final class FakeDevice implements BlockDevice, EventHandler {
    /** One request as the device saw it. */
    public static final class Seen {
        public final IoOp op;
        public final long offset;
        public final long length;
        public final int stream;
        public final long submitted;
        public long started = -1;
        public long completed = -1;
        /** Whatever the test wants to tag it with (for example the request that was being issued). */
        public final Object tag;

        Seen(IoRequest r, long now, Object tag) {
            this.op = r.op();
            this.offset = r.offset();
            this.length = r.length();
            this.stream = r.stream();
            this.submitted = now;
            this.tag = tag;
        }

        public long end() {
            return offset + length;
        }
    }

    private final Simulation sim;
    private final String name;
    private final long capacity;
    private final long fixedNanos;
    private final double nanosPerByte;
    private final IoRequest[] inService;
    private final Seen[] seenInService;
    private final ArrayDeque<IoRequest> waiting = new ArrayDeque<>();
    private final ArrayDeque<Seen> waitingSeen = new ArrayDeque<>();
    public final List<Seen> log = new ArrayList<>();
    /** Tag recorded with each new request. */
    public Object currentTag;
    private int held;
    private int maxHeld;

    public FakeDevice(Simulation sim, String name, long capacity, int servers, long fixedNanos, double nanosPerByte) {
        this.sim = sim;
        this.name = name;
        this.capacity = capacity;
        this.fixedNanos = fixedNanos;
        this.nanosPerByte = nanosPerByte;
        this.inService = new IoRequest[servers];
        this.seenInService = new Seen[servers];
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return capacity;
    }

    @Override
    public void submit(IoRequest request) {
        if (request.end() > capacity) {
            throw new AssertionError(request + " is beyond the capacity " + capacity);
        }
        Seen seen = new Seen(request, sim.now(), currentTag);
        log.add(seen);
        held++;
        maxHeld = Math.max(maxHeld, held);
        for (int s = 0; s < inService.length; s++) {
            if (inService[s] == null) {
                start(s, request, seen);
                return;
            }
        }
        waiting.addLast(request);
        waitingSeen.addLast(seen);
    }

    private void start(int server, IoRequest request, Seen seen) {
        inService[server] = request;
        seenInService[server] = seen;
        seen.started = sim.now();
        sim.schedule(fixedNanos + Math.round(request.length() * nanosPerByte), this, server);
    }

    @Override
    public void handle(long arg) {
        int s = (int) arg;
        IoRequest done = inService[s];
        seenInService[s].completed = sim.now();
        inService[s] = null;
        held--;
        if (!waiting.isEmpty()) {
            start(s, waiting.pollFirst(), waitingSeen.pollFirst());
        }
        done.complete(sim.now());
    }

    /** The most requests the device held (in service or waiting) at one time. */
    public int maxHeld() {
        return maxHeld;
    }
}
