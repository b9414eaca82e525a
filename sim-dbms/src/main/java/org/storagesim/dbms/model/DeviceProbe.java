package org.storagesim.dbms.model;

import java.util.function.Function;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Measures B and l on a simulated device, as one would with fio before applying P0's model:
 * sequential 128 KiB reads at queue depth 32 for the bandwidth (P0 ran its devices at queue depth
 * 32), and random 4 KiB reads at queue depth 1 for the latency.
 *
 * <p>P0's B and l describe the device where the relation lives, not the whole device: on a zoned
 * disk the tables of an empty volume sit in the fast outer zones, and the seeks a scan makes are
 * the short ones between its files. So the probe can be confined to a region (the span of the
 * placed files): the bandwidth is the mean over chunks spread evenly across the region, the
 * latency that of random reads anywhere inside it.
 */
public final class DeviceProbe {
    private static final long PROBE_BYTES = 256L << 20;
    private static final int CHUNKS = 8;
    private static final long UNIT = 128 * 1024;
    private static final long BLOCK = 4096;
    private static final int RANDOM_READS = 400;

    private DeviceProbe() {
    }

    /** Probes the whole of a fresh device that {@code build} makes on a simulation of its own. */
    public static DeviceFigures measure(Function<Simulation, BlockDevice> build, long seed) {
        Simulation sim = new Simulation();
        BlockDevice device = build.apply(sim);
        return measure(sim, device, seed);
    }

    /** Probes the whole of an idle device on its own simulation (reads only). */
    public static DeviceFigures measure(Simulation sim, BlockDevice device, long seed) {
        return measureRegion(sim, device, 0, device.capacityBytes(), seed);
    }

    /**
     * Probes bytes [from, to) of an idle device on its own simulation, one probe after the other;
     * the probes only read, so the data there is left as it was.
     */
    public static DeviceFigures measureRegion(Simulation sim, BlockDevice device, long from, long to, long seed) {
        long last = device.capacityBytes() / UNIT * UNIT;
        long start = ceil(Math.max(0, from), UNIT);
        long end = Math.min(to, last) / UNIT * UNIT;
        if (end - start < UNIT) {
            // A region smaller than a unit (a table of a few thousand tuples): the units it touches.
            start = Math.min(Math.max(0, from) / UNIT * UNIT, last - UNIT);
            end = Math.max(start + UNIT, Math.min(ceil(to, UNIT), last));
        }
        if (start < 0) {
            throw new IllegalArgumentException("the device (" + device.capacityBytes() + " B) holds no whole "
                    + UNIT + "-byte unit to probe");
        }
        return new DeviceFigures(bandwidth(sim, device, start, end, seed), latency(sim, device, start, end, seed));
    }

    /** Sequential reads of {@link #CHUNKS} equal chunks spread evenly over [start, end), 256 MiB in all at most. */
    static double bandwidth(Simulation sim, BlockDevice device, long start, long end, long seed) {
        long span = end - start;
        int chunks = (int) Math.max(1, Math.min(CHUNKS, span / (PROBE_BYTES / CHUNKS)));
        long stride = span / chunks / UNIT * UNIT;
        long chunk = Math.min(PROBE_BYTES / chunks, stride) / UNIT * UNIT;
        long bytes = 0;
        long nanos = 0;
        for (int i = 0; i < chunks; i++) {
            JobSpec seq = JobSpec.builder("probe-seq-" + i).rw(RwMode.READ).blockSize((int) UNIT).ioDepth(32)
                    .offset(start + i * stride).size(chunk).ioSize(chunk).build();
            JobStats s = WorkloadRun.run(sim, device, seq, new RandomStreams(seed));
            bytes += s.bytes();
            nanos += s.elapsedNanos();
        }
        return bytes / (nanos / 1e9);
    }

    /** Mean latency of random 4 KiB reads at queue depth 1 inside [start, end). */
    static double latency(Simulation sim, BlockDevice device, long start, long end, long seed) {
        JobSpec rand = JobSpec.builder("probe-rand").rw(RwMode.RANDREAD).blockSize((int) BLOCK).ioDepth(1)
                .offset(start).size((end - start) / BLOCK * BLOCK).numberIos(RANDOM_READS).build();
        JobStats r = WorkloadRun.run(sim, device, rand, new RandomStreams(seed));
        return r.readLatency().mean() / 1e9;
    }

    private static long ceil(long value, long multiple) {
        return (value + multiple - 1) / multiple * multiple;
    }
}
