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
 * 32), and random 4 KiB reads at queue depth 1 for the latency. Each probe runs on a fresh
 * simulation and device, so it never disturbs the experiment it informs.
 */
public final class DeviceProbe {
    private static final long PROBE_BYTES = 256L << 20;
    private static final int RANDOM_READS = 400;

    private DeviceProbe() {
    }

    /** @param build makes a fresh device on the given simulation */
    public static DeviceFigures measure(Function<Simulation, BlockDevice> build, long seed) {
        double bandwidth = sequentialBandwidth(build, seed);
        double latency = randomLatency(build, seed);
        return new DeviceFigures(bandwidth, latency);
    }

    /**
     * Measures an existing device on its own simulation (which must be idle), one probe after the
     * other, as fio would be run on the drive before the experiment; the probes only read.
     */
    public static DeviceFigures measure(Simulation sim, BlockDevice device, long seed) {
        long size = Math.min(PROBE_BYTES, device.capacityBytes());
        JobSpec seq = JobSpec.builder("probe-seq").rw(RwMode.READ).blockSize(128 * 1024).ioDepth(32).size(size)
                .ioSize(size).build();
        JobStats s = WorkloadRun.run(sim, device, seq, new RandomStreams(seed));
        JobSpec rand = JobSpec.builder("probe-rand").rw(RwMode.RANDREAD).blockSize(4096).ioDepth(1)
                .size(device.capacityBytes() / 4096 * 4096).numberIos(RANDOM_READS).build();
        JobStats r = WorkloadRun.run(sim, device, rand, new RandomStreams(seed));
        return new DeviceFigures(s.bytes() / (s.elapsedNanos() / 1e9), r.readLatency().mean() / 1e9);
    }

    static double sequentialBandwidth(Function<Simulation, BlockDevice> build, long seed) {
        Simulation sim = new Simulation();
        BlockDevice device = build.apply(sim);
        long size = Math.min(PROBE_BYTES, device.capacityBytes());
        JobSpec job = JobSpec.builder("probe-seq").rw(RwMode.READ).blockSize(128 * 1024).ioDepth(32).size(size)
                .ioSize(size).build();
        JobStats stats = WorkloadRun.run(sim, device, job, new RandomStreams(seed));
        return stats.bytes() / (stats.elapsedNanos() / 1e9);
    }

    static double randomLatency(Function<Simulation, BlockDevice> build, long seed) {
        Simulation sim = new Simulation();
        BlockDevice device = build.apply(sim);
        JobSpec job = JobSpec.builder("probe-rand").rw(RwMode.RANDREAD).blockSize(4096).ioDepth(1)
                .size(device.capacityBytes() / 4096 * 4096).numberIos(RANDOM_READS).build();
        JobStats stats = WorkloadRun.run(sim, device, job, new RandomStreams(seed));
        return stats.readLatency().mean() / 1e9;
    }
}
