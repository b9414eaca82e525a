package org.storagesim.validation.calibrate.probe;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.storagesim.core.stats.LatencyRecorder;
import umontreal.ssj.rng.RandomStream;

/**
 * One point measured for real: {@code iodepth} threads each keep one direct, aligned I/O in flight
 * against the file until the deadline, so the device sees a true queue depth. Latency is the wall
 * time of each positional read or write (submission to completion).
 */
final class PointRun {
    private final FileChannel channel;
    private final ProbePoint point;
    private final long fileSize;
    private final int alignment;
    private final AtomicLong sequentialCursor = new AtomicLong();
    private final LatencyRecorder latency = new LatencyRecorder();
    private long[] log = new long[0]; // completion time, latency, offset per I/O, when logging
    private int logged;

    PointRun(FileChannel channel, ProbePoint point, long fileSize, int alignment) {
        this.channel = channel;
        this.point = point;
        this.fileSize = fileSize;
        this.alignment = alignment;
    }

    /** Runs until {@code runtimeNanos} pass or {@code stop} says so; returns the elapsed wall time. */
    long run(long runtimeNanos, RandomStream[] streams, boolean keepLog, BooleanSupplier stop) throws IOException {
        Worker[] workers = new Worker[point.iodepth()];
        long start = System.nanoTime();
        long deadline = start + runtimeNanos;
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new Worker(streams[i], deadline, start, keepLog, stop);
            workers[i].start();
        }
        for (Worker w : workers) {
            try {
                w.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while measuring " + point.name(), e);
            }
            if (w.failure != null) {
                throw w.failure;
            }
            latency.add(w.latency);
            if (keepLog) {
                log = Arrays.copyOf(log, 3 * (logged + w.logged));
                System.arraycopy(w.log, 0, log, 3 * logged, 3 * w.logged);
                logged += w.logged;
            }
        }
        return System.nanoTime() - start;
    }

    /** The latency of every I/O of every thread. */
    LatencyRecorder latency() {
        return latency;
    }

    long count() {
        return latency.count();
    }

    /** Per-I/O records as {completion nanos since start, latency nanos, offset}, in completion order. */
    long[][] perIoRecords() {
        long[][] rows = new long[logged][];
        for (int i = 0; i < logged; i++) {
            rows[i] = new long[] {log[3 * i], log[3 * i + 1], log[3 * i + 2]};
        }
        Arrays.sort(rows, (a, b) -> Long.compare(a[0], b[0]));
        return rows;
    }

    private long nextOffset(RandomStream stream) {
        long blocks = (fileSize - point.bs()) / alignment + 1;
        if (point.isRandom()) {
            return alignment * (long) (stream.nextDouble() * blocks);
        }
        long offset = sequentialCursor.getAndAdd(point.bs()) % (fileSize - fileSize % point.bs());
        return offset;
    }

    private final class Worker extends Thread {
        private final RandomStream stream;
        private final long deadline;
        private final long start;
        private final boolean keepLog;
        private final BooleanSupplier stop;
        private final LatencyRecorder latency = new LatencyRecorder();
        private long[] log;
        private int logged;
        private IOException failure;

        Worker(RandomStream stream, long deadline, long start, boolean keepLog, BooleanSupplier stop) {
            super("probe-" + point.name());
            setDaemon(true);
            this.stream = stream;
            this.deadline = deadline;
            this.start = start;
            this.keepLog = keepLog;
            this.stop = stop;
            this.log = new long[keepLog ? 3 * 1024 : 0];
        }

        @Override
        public void run() {
            ByteBuffer buffer = ByteBuffer.allocateDirect((int) point.bs() + alignment).alignedSlice(alignment);
            buffer.limit((int) point.bs());
            fillWithNoise(buffer, stream);
            try {
                while (!stop.getAsBoolean()) {
                    long before = System.nanoTime();
                    if (before >= deadline) {
                        break;
                    }
                    long offset = nextOffset(stream);
                    buffer.clear().limit((int) point.bs());
                    transfer(buffer, offset);
                    long after = System.nanoTime();
                    long took = after - before;
                    latency.record(took);
                    if (keepLog) {
                        if (3 * logged + 3 > log.length) {
                            log = Arrays.copyOf(log, log.length * 2);
                        }
                        log[3 * logged] = after - start;
                        log[3 * logged + 1] = took;
                        log[3 * logged + 2] = offset;
                        logged++;
                    }
                }
            } catch (IOException e) {
                failure = e;
            }
        }

        private void transfer(ByteBuffer buffer, long offset) throws IOException {
            long position = offset;
            while (buffer.hasRemaining()) {
                int n = point.isWrite() ? channel.write(buffer, position) : channel.read(buffer, position);
                if (n < 0) {
                    throw new IOException("unexpected end of file at " + position + " while measuring " + point.name());
                }
                position += n;
            }
        }
    }

    /** Incompressible data, so a device that compresses or deduplicates cannot flatter its writes. */
    static void fillWithNoise(ByteBuffer buffer, RandomStream stream) {
        for (int i = 0; i + 4 <= buffer.limit(); i += 4) {
            buffer.putInt(i, (int) (stream.nextDouble() * 4294967296.0));
        }
    }
}
