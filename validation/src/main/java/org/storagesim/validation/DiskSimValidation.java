package org.storagesim.validation;

import java.io.IOException;
import java.nio.file.Path;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.replay.ClosedLoopReplay;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;

/**
 * The DiskSim validation experiment as one call: import the drive from its {@code .parv}, replay
 * its measured trace closed loop, compare simulated with measured service times. Also the plain
 * entry point for replay-throughput benchmarks.
 */
public final class DiskSimValidation {
    private DiskSimValidation() {
    }

    /** The outcome: drive name, per-request simulated and measured times (ns), and the comparison. */
    public record Result(String drive, long[] simulatedNanos, long[] measuredNanos, ResponseTimeComparison comparison) {
    }

    public static Result run(Path parv, Path tracePath) throws IOException {
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(parv);
        Trace trace = new DiskSimValidateReader().read(tracePath);
        long[] simulated = replay(disk, trace);
        long[] measured = trace.measuredTimes();
        return new Result(disk.name(), simulated, measured, ResponseTimeComparison.of(simulated, measured));
    }

    /** Replays a trace on a fresh drive and kernel; returns simulated service times in ns. */
    public static long[] replay(DiskSimImporter.ImportedDisk disk, Trace trace) {
        Simulation sim = new Simulation();
        HardDisk drive = HardDisk.of(sim, disk.name(), disk.config());
        return ClosedLoopReplay.run(sim, drive, trace, 1);
    }
}
