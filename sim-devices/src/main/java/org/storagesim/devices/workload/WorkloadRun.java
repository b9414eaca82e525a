package org.storagesim.devices.workload;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.stats.ThroughputSeries;
import org.storagesim.devices.BlockDevice;

/**
 * Runs one job (all its clones) against a device until every clone has finished, and returns what
 * it measured. The simulation is stopped as soon as the job is done, so devices with perpetual
 * background activity (garbage collection, destaging) do not keep the run going. Several runs may
 * follow each other on the same simulation and device (preconditioning, then measurement).
 */
public final class WorkloadRun {
    /** Default interval for throughput-over-time series. */
    public static final long DEFAULT_INTERVAL_NANOS = 1_000_000_000L;

    private WorkloadRun() {
    }

    public static JobStats run(Simulation sim, BlockDevice device, JobSpec spec, RandomStreams streams) {
        return run(sim, device, spec, streams, DEFAULT_INTERVAL_NANOS);
    }

    /**
     * @param throughputIntervalNanos the throughput series' interval, or {@link ThroughputSeries#ADAPTIVE}
     *                                for one that follows the run's length
     */
    public static JobStats run(Simulation sim, BlockDevice device, JobSpec spec, RandomStreams streams,
                               long throughputIntervalNanos) {
        long end = spec.offsetBytes() + spec.sizeBytes();
        if (end > device.capacityBytes()) {
            throw new JobSpec.InvalidJobException("size", "the address range ends at " + end + " B, beyond the capacity of "
                    + device.name() + " (" + device.capacityBytes() + " B)");
        }
        JobStats stats = new JobStats(sim.now(), throughputIntervalNanos);
        int[] running = {spec.numJobs()};
        Runnable onDone = () -> {
            if (--running[0] == 0) {
                sim.stop();
            }
        };
        int toldAhead = isReadOnlyStretch(spec) ? device.beginReadOnlyStretch((int) spec.blockSizes().max()) : 0;
        if (toldAhead > 0 && JobInstance.promisedBatch(toldAhead, spec.ioDepth()) == 0) {
            device.endReadOnlyStretch(); // too few for the requests that may wait in the device's queue
            toldAhead = 0;
        }
        try {
            JobInstance[] clones = new JobInstance[spec.numJobs()];
            for (int i = 0; i < clones.length; i++) {
                clones[i] = new JobInstance(sim, device, spec, i, i, streams, stats, onDone, toldAhead);
            }
            for (JobInstance clone : clones) {
                clone.start();
            }
            if (running[0] > 0) {
                sim.run();
            }
        } catch (RuntimeException | Error e) {
            if (toldAhead > 0) {
                try {
                    device.endReadOnlyStretch();
                } catch (RuntimeException closing) {
                    e.addSuppressed(closing);
                }
            }
            throw e;
        }
        if (toldAhead > 0) {
            device.endReadOnlyStretch();
        }
        if (running[0] > 0) {
            throw new IllegalStateException("job " + spec.name() + " on " + device.name()
                    + " stalled: no event pending but " + running[0] + " clone(s) unfinished");
        }
        return stats;
    }

    /**
     * Whether the job's requests are exactly its random offsets, read in the order drawn, one
     * after another up to a known count, at most a queue depth of them submitted and not yet
     * started: then the device may be told them ahead as a promise
     * ({@link BlockDevice#beginReadOnlyStretch}). Clones or groups would interleave or add offsets,
     * a time or byte limit leaves the count unknown, and arrivals of an open loop may queue
     * without bound.
     */
    private static boolean isReadOnlyStretch(JobSpec spec) {
        return spec.rw() == RwMode.RANDREAD && !spec.isOpenLoop() && spec.numJobs() == 1 && spec.groupSize() == 1
                && spec.blockSizes().isFixed() && spec.blockSizes().max() <= Integer.MAX_VALUE
                && spec.numberIos() > 0 && spec.runtimeNanos() == 0 && spec.ioSizeBytes() == 0;
    }
}
