package org.storagesim.validation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.storagesim.devices.hdd.DriveController;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.metrics.RadixSort;
import org.storagesim.validation.metrics.ResponseTimeComparison;
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

    /**
     * The outcome: drive name, simulated and measured service times (ns, each sorted ascending) and
     * the comparison.
     */
    public record Result(String drive, long[] sortedSimulatedNanos, long[] sortedMeasuredNanos,
                         ResponseTimeComparison comparison) {
    }

    public static Result run(Path parv, Path tracePath) throws IOException {
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(parv);
        Trace trace = new DiskSimValidateReader().read(tracePath);
        // The measured sample is sorted on a second thread while this one replays.
        long[] measured = trace.measuredTimes();
        FutureTask<long[]> measuredSort = new FutureTask<>(() -> RadixSort.sortedCopy(measured));
        new Thread(measuredSort, "sort-measured").start();
        long[] simulated = replay(disk, trace);
        RadixSort.sort(simulated);
        long[] sortedMeasured = joined(measuredSort);
        return new Result(disk.name(), simulated, sortedMeasured,
                ResponseTimeComparison.ofSorted(simulated, sortedMeasured));
    }

    /**
     * Replays a trace closed loop at queue depth 1 on a fresh drive; returns simulated service times
     * in ns. With one request outstanding the drive's command queue is always empty and nothing
     * else happens between requests, so the replay needs no event kernel: each request starts the
     * think time recorded on the line before it after the previous one completed, exactly as a
     * kernel-driven replay at depth 1 would start it.
     */
    public static long[] replay(DiskSimImporter.ImportedDisk disk, Trace trace) {
        DriveController drive = HardDisk.controllerOf(disk.config());
        long[] service = new long[trace.size()];
        long now = 0;
        for (int i = 0; i < service.length; i++) {
            now += i == 0 ? 0 : Math.max(0, trace.think(i - 1));
            long done = drive.serve(trace.op(i), trace.offset(i), trace.length(i), now);
            service[i] = done - now;
            now = done;
        }
        return service;
    }

    private static long[] joined(FutureTask<long[]> task) {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while sorting the measured times", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("sorting the measured times failed", e.getCause());
        }
    }
}
