package org.storagesim.devices.reference;

import java.util.ArrayDeque;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import umontreal.ssj.rng.RandomStream;

/**
 * The reference device: c identical servers in front of one FIFO queue, each request taking a
 * service time drawn from a distribution plus an optional transfer time (length / rate). With
 * exponential service and Poisson arrivals it is M/M/c, so the kernel and the workload generator
 * can be checked against queueing theory.
 */
public final class QueueingStation implements BlockDevice, EventHandler {
    private final Simulation sim;
    private final String name;
    private final long capacityBytes;
    private final ServiceTime serviceTime;
    private final double nanosPerByte;
    private final RandomStream stream;
    private final IoRequest[] inService;
    private final ArrayDeque<IoRequest> waiting = new ArrayDeque<>();
    private int busy;

    /**
     * @param transferBytesPerSecond 0 for none; otherwise each request adds length / rate
     */
    public QueueingStation(Simulation sim, String name, long capacityBytes, int servers, ServiceTime serviceTime,
                           double transferBytesPerSecond, RandomStream stream) {
        if (servers < 1) {
            throw new IllegalArgumentException("servers must be at least 1, got " + servers);
        }
        if (capacityBytes <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.sim = sim;
        this.name = name;
        this.capacityBytes = capacityBytes;
        this.serviceTime = serviceTime;
        this.nanosPerByte = transferBytesPerSecond > 0 ? 1e9 / transferBytesPerSecond : 0;
        this.stream = stream;
        this.inService = new IoRequest[servers];
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public long capacityBytes() {
        return capacityBytes;
    }

    public int servers() {
        return inService.length;
    }

    @Override
    public void submit(IoRequest request) {
        if (busy < inService.length) {
            start(freeServer(), request);
        } else {
            waiting.addLast(request);
        }
    }

    @Override
    public void handle(long server) {
        int s = (int) server;
        IoRequest done = inService[s];
        inService[s] = null;
        busy--;
        IoRequest next = waiting.pollFirst();
        if (next != null) {
            start(s, next);
        }
        done.complete(sim.now());
    }

    private int freeServer() {
        for (int s = 0; s < inService.length; s++) {
            if (inService[s] == null) {
                return s;
            }
        }
        throw new IllegalStateException("no free server although busy=" + busy);
    }

    private void start(int server, IoRequest request) {
        inService[server] = request;
        busy++;
        long service = serviceTime.sample(stream) + Math.round(request.length() * nanosPerByte);
        sim.schedule(service, this, server);
    }
}
