package org.storagesim.devices.workload;

import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.Mrg32k3aUniforms;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoCompletion;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import umontreal.ssj.rng.RandomStream;

/**
 * One clone of a job, as an actor on the kernel: it keeps {@code iodepth} requests in flight
 * (closed loop, with optional think time) or issues at arrival instants (open loop), choosing
 * each request's direction, size and offset from its own named random streams. Requests are
 * pooled, so steady-state issuing allocates nothing.
 */
final class JobInstance implements EventHandler, IoCompletion {
    private static final long ARRIVAL = 0;
    private static final long THINK_DONE = 1;
    /** Random offsets drawn at a time, so the device can be told of them in one batch. */
    private static final int OFFSETS_AHEAD = 32;
    /**
     * At most as many, when the device is told them as a promise and looks them up on another
     * processor; then a whole batch is drawn before the last one runs out, so the helper works on
     * one batch while the device serves the other. A batch lasts the simulation several
     * milliseconds, longer than the slice of processor time the helper loses when the JIT
     * compiler's threads take its processor: with batches of 512 (a quarter of a millisecond) the
     * simulation thread stopped for the helper at about one batch in seventy, 0.2-0.4 s in all over
     * the 10 M read benchmark, and woke it from its sleep between batches (a system call) at
     * nearly every batch.
     */
    private static final int OFFSETS_PROMISED_AHEAD = 16_384;

    private final Simulation sim;
    private final BlockDevice device;
    private final JobSpec spec;
    private final int streamId;
    private final JobStats stats;
    private final Runnable onDone;
    // Streams that only give uniforms use the faster generator of the same numbers.
    private final Mrg32k3aUniforms opStream;
    private final RandomStream sizeStream;
    private final Mrg32k3aUniforms addressStream;
    private final Mrg32k3aUniforms arrivalStream;
    private final long rangeEnd;
    private final SlotSampler slots;
    private final int batch;
    /** Offsets drawn ahead, a ring indexed by the running counts of offsets drawn and used. */
    private final long[] drawnOffsets;
    private long drawn;
    private long used;
    /** Fewest offsets kept drawn ahead of the one being used: 1 (draw when none is left) or a batch. */
    private final int keptAhead;
    /** Whether the device holds us to the offsets we tell it (a read-only stretch). */
    private final boolean promised;

    private IoRequest[] freeRequests = new IoRequest[8];
    private int freeCount;
    private long startTime;
    private long issued;
    private long bytesIssued;
    private int outstanding;
    private int pendingThinks;
    private boolean arrivalPending;
    private boolean done;
    private long cursor;
    private int groupLeft;
    private int writesSinceFlush;

    /**
     * @param toldAhead offsets the device may be told ahead of their requests as a promise (its
     *                  {@link BlockDevice#beginReadOnlyStretch}), or 0 if it only takes hints
     */
    JobInstance(Simulation sim, BlockDevice device, JobSpec spec, int clone, int streamId, RandomStreams streams,
                JobStats stats, Runnable onDone, int toldAhead) {
        this.sim = sim;
        this.device = device;
        this.spec = spec;
        this.streamId = streamId;
        this.stats = stats;
        this.onDone = onDone;
        String prefix = "job:" + spec.name() + ":" + clone + ":";
        this.opStream = streams.uniforms(prefix + "op");
        this.sizeStream = streams.stream(prefix + "size");
        this.addressStream = streams.uniforms(prefix + "address");
        this.arrivalStream = streams.uniforms(prefix + "arrival");
        this.rangeEnd = spec.offsetBytes() + spec.sizeBytes();
        long share = spec.sizeBytes() / spec.numJobs() * clone;
        this.cursor = spec.offsetBytes() + share / spec.alignBytes() * spec.alignBytes();
        this.slots = spec.distribution().sampler(spec.randomSlots());
        this.promised = toldAhead > 0;
        // A short job draws no more than it will use at once.
        this.batch = promised ? (int) Math.min(promisedBatch(toldAhead, spec.ioDepth()), spec.numberIos()) : OFFSETS_AHEAD;
        if (batch < 1) {
            throw new IllegalArgumentException("a device that may be told " + toldAhead + " offsets ahead cannot serve"
                    + " a read-only stretch at queue depth " + spec.ioDepth());
        }
        this.keptAhead = promised ? batch : 1;
        this.drawnOffsets = new long[promised ? 2 * batch : batch];
    }

    /**
     * Offsets drawn at a time under a promise to a device that may be told {@code toldAhead}
     * ahead: up to two batches are told ahead of the request being issued, and up to a queue depth
     * of issued requests may wait for the device. 0 if that leaves no room.
     */
    static int promisedBatch(int toldAhead, int ioDepth) {
        return Math.max(0, Math.min(OFFSETS_PROMISED_AHEAD, (toldAhead - ioDepth) / 2));
    }

    void start() {
        startTime = sim.now();
        if (spec.isOpenLoop()) {
            scheduleArrival();
        } else {
            for (int i = 0; i < spec.ioDepth() && mayIssue(); i++) {
                issueOne();
            }
        }
        checkDone();
    }

    @Override
    public void handle(long arg) {
        if (arg == ARRIVAL) {
            arrivalPending = false;
            if (mayIssue()) {
                issueOne();
                scheduleArrival();
            }
        } else {
            pendingThinks--;
            if (mayIssue()) {
                issueOne();
            }
        }
        checkDone();
    }

    @Override
    public void onComplete(IoRequest request) {
        outstanding--;
        stats.completed(request);
        freeRequests[freeCount++] = request;
        if (!spec.isOpenLoop() && mayIssue()) {
            if (spec.thinkTimeNanos() > 0) {
                pendingThinks++;
                sim.schedule(spec.thinkTimeNanos(), this, THINK_DONE);
            } else {
                issueOne();
            }
        }
        checkDone();
    }

    private boolean mayIssue() {
        return (spec.numberIos() == 0 || issued < spec.numberIos())
                && (spec.runtimeNanos() == 0 || sim.now() - startTime < spec.runtimeNanos())
                && (spec.ioSizeBytes() == 0 || bytesIssued < spec.ioSizeBytes());
    }

    private void scheduleArrival() {
        double meanGapNanos = 1e9 / spec.rateIops();
        double gap = spec.arrival() == ArrivalProcess.POISSON
                ? -meanGapNanos * Math.log(1.0 - arrivalStream.nextDouble())
                : meanGapNanos;
        arrivalPending = true;
        sim.schedule(Math.round(gap), this, ARRIVAL);
    }

    /** Issues the next I/O, or a flush in its place when {@code fsync} writes have gone since the last. */
    private void issueOne() {
        IoRequest request = takeRequest();
        if (spec.fsyncEvery() > 0 && writesSinceFlush >= spec.fsyncEvery()) {
            writesSinceFlush = 0;
            request.set(((long) streamId << 40) | issued, IoOp.FLUSH, 0, 0, streamId, this);
        } else {
            long size = spec.blockSizes().next(sizeStream);
            IoOp op = chooseOp();
            long offset = chooseOffset(size);
            request.set(((long) streamId << 40) | issued, op, offset, size, streamId, this);
            issued++;
            bytesIssued += size;
            if (op == IoOp.WRITE) {
                writesSinceFlush++;
            }
        }
        outstanding++;
        request.markSubmitted(sim.now());
        stats.submitted(sim.now());
        device.submit(request);
    }

    private IoOp chooseOp() {
        switch (spec.rw()) {
            case READ: case RANDREAD: return IoOp.READ;
            case WRITE: case RANDWRITE: return IoOp.WRITE;
            case TRIM: case RANDTRIM: return IoOp.TRIM;
            default: return opStream.nextDouble() * 100.0 < spec.rwMixRead() ? IoOp.READ : IoOp.WRITE;
        }
    }

    private long chooseOffset(long size) {
        if (!spec.rw().isRandom()) {
            if (cursor + size > rangeEnd) {
                cursor = spec.offsetBytes();
            }
            long offset = cursor;
            cursor += size;
            return offset;
        }
        if (groupLeft > 0 && cursor + size <= rangeEnd) {
            groupLeft--;
            long offset = cursor;
            cursor += size;
            return offset;
        }
        long offset = nextRandomOffset();
        groupLeft = spec.groupSize() - 1;
        cursor = offset + size;
        return offset;
    }

    /**
     * The next random start offset. They are drawn from the address stream in batches, in the
     * order they are used (so the numbers are the same as drawing one at a time), and the device
     * hears of each batch at once, to load what it needs for them while nothing waits.
     */
    private long nextRandomOffset() {
        while (drawn - used < keptAhead) {
            drawBatch();
        }
        return drawnOffsets[(int) (used++ % drawnOffsets.length)];
    }

    private void drawBatch() {
        int first = (int) (drawn % drawnOffsets.length);
        for (int i = first; i < first + batch; i++) {
            drawnOffsets[i] = spec.offsetBytes() + spec.alignBytes() * slots.next(addressStream);
        }
        // A loop of its own, free of the generator's long chain of dependent arithmetic, so the
        // processor has many of the device's memory loads in flight at once. A promise covers
        // only the offsets that will be used: the last batch may draw more.
        long told = promised ? Math.min(batch, Math.max(0, spec.numberIos() - drawn)) : batch;
        for (int i = first; i < first + told; i++) {
            device.upcoming(drawnOffsets[i]);
        }
        drawn += batch;
    }

    private IoRequest takeRequest() {
        if (freeCount > 0) {
            return freeRequests[--freeCount];
        }
        if (outstanding >= freeRequests.length) {
            freeRequests = java.util.Arrays.copyOf(freeRequests, freeRequests.length * 2);
        }
        return new IoRequest();
    }

    private void checkDone() {
        if (!done && outstanding == 0 && pendingThinks == 0 && !arrivalPending && !mayIssue()) {
            done = true;
            onDone.run();
        }
    }
}
