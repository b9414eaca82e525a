package org.storagesim.validation.calibrate.probe;

import com.sun.nio.file.ExtendedOpenOption;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.validation.calibrate.LatencyFigures;
import org.storagesim.validation.calibrate.MeasuredPoint;
import org.storagesim.validation.calibrate.Measurements;
import umontreal.ssj.rng.RandomStream;

/**
 * Measures a real device through a file it creates itself, with direct I/O (no page cache),
 * aligned buffers and true queue depth. The file is filled first (so reads hit allocated blocks,
 * not holes), every point of the plan is measured, and the file is removed at the end, also when
 * the run fails or is stopped. Call {@link #stop()} from another thread (a Ctrl-C hook) to end early:
 * the run then throws {@link StoppedException} and writes no result.
 */
public final class Prober {
    private static final int FILL_CHUNK = 1 << 20;

    private final Path target;
    private final boolean rawDevice;
    private final Path perIoLogDir;
    private volatile boolean stopRequested;

    /** Raised when {@link #stop()} ended the run before it was complete. */
    public static final class StoppedException extends IOException {
        public StoppedException() {
            super("probe stopped before it was complete; nothing was written");
        }
    }

    /** Told before each stage, for progress display. */
    public interface Progress {
        void stage(String name, int index, int total);
    }

    /**
     * @param perIoLogDir if not null, each point's per-I/O log is written there in fio's lat.log format
     */
    public Prober(Path target, boolean rawDevice, Path perIoLogDir) {
        this.target = target;
        this.rawDevice = rawDevice;
        this.perIoLogDir = perIoLogDir;
    }

    public void stop() {
        stopRequested = true;
    }

    public Measurements run(ProbePlan plan, Progress progress) throws IOException {
        Set<OpenOption> options = new HashSet<>(Set.of(StandardOpenOption.READ, StandardOpenOption.WRITE,
                ExtendedOpenOption.DIRECT));
        if (!rawDevice) {
            options.add(StandardOpenOption.CREATE);
            options.add(StandardOpenOption.TRUNCATE_EXISTING);
        }
        try (FileChannel channel = open(options)) {
            int alignment = alignment();
            RandomStreams streams = new RandomStreams(0x9E0BE);
            int total = plan.points().size() + 1 + (plan.sustainedWriteNanos() > 0 ? 1 : 0);
            progress.stage("fill " + plan.fileSizeBytes() / (1 << 20) + " MiB", 0, total);
            if (!rawDevice) {
                fill(channel, plan.fileSizeBytes(), alignment, streams.stream("probe:fill"));
            }
            List<MeasuredPoint> points = new ArrayList<>();
            int index = 1;
            for (ProbePoint point : plan.points()) {
                progress.stage(point.name(), index++, total);
                points.add(measure(channel, point, plan.fileSizeBytes(), alignment, plan.pointRuntimeNanos(),
                        streams, point.name()));
            }
            if (plan.sustainedWriteNanos() > 0) {
                progress.stage("sustained random writes", index, total);
                ProbePoint sustained = new ProbePoint("randwrite", 4096, 32);
                for (long t = 0; t < plan.sustainedWriteNanos(); t += plan.sustainedIntervalNanos()) {
                    String name = String.format("sustained-randwrite-4k-qd32-t%06ds", t / 1_000_000_000L);
                    points.add(measure(channel, sustained, plan.fileSizeBytes(), alignment,
                            plan.sustainedIntervalNanos(), streams, name));
                }
            }
            return new Measurements("probe", target.toString(), plan.fileSizeBytes(), points);
        } finally {
            if (!rawDevice) {
                Files.deleteIfExists(target);
            }
        }
    }

    private FileChannel open(Set<OpenOption> options) throws IOException {
        try {
            return FileChannel.open(target, options);
        } catch (IOException | UnsupportedOperationException e) {
            throw new IOException("cannot open " + target + " for direct I/O (O_DIRECT): " + e.getMessage()
                    + "; the file system may not support it (tmpfs does not)", e);
        }
    }

    /** Direct I/O needs buffers, offsets and lengths aligned to the file system's block size. */
    private int alignment() throws IOException {
        Path store = rawDevice ? target : target.toAbsolutePath().getParent();
        long block = Files.getFileStore(store).getBlockSize();
        return (int) Math.max(4096, block);
    }

    private void fill(FileChannel channel, long size, int alignment, RandomStream stream) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocateDirect(FILL_CHUNK + alignment).alignedSlice(alignment);
        buffer.limit(FILL_CHUNK);
        PointRun.fillWithNoise(buffer, stream);
        for (long position = 0; position < size; position += FILL_CHUNK) {
            checkStop();
            int length = (int) Math.min(FILL_CHUNK, size - position);
            buffer.clear().limit(length);
            while (buffer.hasRemaining()) {
                channel.write(buffer, position + buffer.position());
            }
        }
        channel.force(true);
    }

    private MeasuredPoint measure(FileChannel channel, ProbePoint point, long size, int alignment, long runtime,
                                  RandomStreams streams, String name) throws IOException {
        checkStop();
        RandomStream[] workerStreams = new RandomStream[point.iodepth()];
        for (int i = 0; i < workerStreams.length; i++) {
            workerStreams[i] = streams.stream("probe:" + name + ":" + i);
        }
        PointRun run = new PointRun(channel, point, size, alignment);
        long elapsed = run.run(runtime, workerStreams, perIoLogDir != null, () -> stopRequested);
        checkStop();
        if (run.count() == 0) {
            throw new IOException("no I/O completed for " + name + " within " + runtime / 1_000_000 + " ms");
        }
        String logPath = perIoLogDir == null ? null : writeLog(run, point, name);
        LatencyFigures latency = LatencyFigures.of(run.latency());
        double iops = run.count() * 1e9 / elapsed;
        double mbPerSec = run.count() * point.bs() * 1e3 / elapsed;
        return new MeasuredPoint(name, point.rw(), point.isWrite() ? 0 : 100, point.bs(), point.iodepth(), run.count(),
                iops, point.isWrite() ? 0 : mbPerSec, point.isWrite() ? mbPerSec : 0, latency,
                point.isWrite() ? null : latency, point.isWrite() ? latency : null, logPath);
    }

    /** fio lat.log lines: completion ms, latency ns, direction, size, offset, priority. */
    private String writeLog(PointRun run, ProbePoint point, String name) throws IOException {
        Files.createDirectories(perIoLogDir);
        Path file = perIoLogDir.resolve(name + ".lat.log");
        int direction = point.isWrite() ? 1 : 0;
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            for (long[] r : run.perIoRecords()) {
                out.write(r[0] / 1_000_000 + ", " + r[1] + ", " + direction + ", " + point.bs() + ", " + r[2] + ", 0\n");
            }
        }
        return file.toString();
    }

    private void checkStop() throws StoppedException {
        if (stopRequested) {
            throw new StoppedException();
        }
    }
}
