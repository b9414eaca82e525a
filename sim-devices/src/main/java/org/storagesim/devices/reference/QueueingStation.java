package org.storagesim.devices.reference;

import java.util.ArrayDeque;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import umontreal.ssj.rng.RandomStream;

/**
 * The reference device: c identical servers in front of one FIFO queue, each request taking a
 * service time drawn from a distribution plus an optional transfer time (length / rate). With
 * exponential service and Poisson arrivals it is M/M/c, so the kernel and the workload generator
 * can be checked against queueing theory.
 *
 * <p>Two optional refinements make it a small queueing network that fits real devices: writes may
 * have their own service distribution, and a shared link may follow the servers, so requests whose
 * command processing overlaps still move their data one at a time (a device with many parallel units
 * behind one bus: random 4 KiB requests are limited by the units, large sequential ones by the bus).
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
    private ServiceTime writeServiceTime;
    private double linkNanosPerByte;
    private final ArrayDeque<IoRequest> linkQueue = new ArrayDeque<>();
    private IoRequest onLink;

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

    /** Writes draw their service time from {@code writes} instead. */
    public QueueingStation withWriteService(ServiceTime writes) {
        this.writeServiceTime = writes;
        return this;
    }

    /** Adds a shared link after the servers: each request then holds it for length / rate, one at a time. */
    public QueueingStation withSharedLink(double bytesPerSecond) {
        if (!(bytesPerSecond > 0)) {
            throw new IllegalArgumentException("link rate must be positive, got " + bytesPerSecond);
        }
        this.linkNanosPerByte = 1e9 / bytesPerSecond;
        return this;
    }

    /** A reference station serves every request, a trim too, with a service time of its distribution. */
    @Override
    public boolean acceptsTrim() {
        return true;
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
    public void handle(long event) {
        if (event == LINK_DONE) {
            IoRequest done = onLink;
            onLink = null;
            IoRequest next = linkQueue.pollFirst();
            if (next != null) {
                startTransfer(next);
            }
            done.complete(sim.now());
            return;
        }
        int s = (int) event;
        IoRequest done = inService[s];
        inService[s] = null;
        busy--;
        IoRequest next = waiting.pollFirst();
        if (next != null) {
            start(s, next);
        }
        if (linkNanosPerByte == 0) {
            done.complete(sim.now());
        } else if (onLink == null) {
            startTransfer(done);
        } else {
            linkQueue.addLast(done);
        }
    }

    private static final long LINK_DONE = -1;

    private void startTransfer(IoRequest request) {
        onLink = request;
        sim.schedule(Math.round(request.length() * linkNanosPerByte), this, LINK_DONE);
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
        ServiceTime distribution = writeServiceTime != null && request.op() == IoOp.WRITE ? writeServiceTime : serviceTime;
        long service = distribution.sample(stream) + Math.round(request.length() * nanosPerByte);
        sim.schedule(service, this, server);
    }
}
