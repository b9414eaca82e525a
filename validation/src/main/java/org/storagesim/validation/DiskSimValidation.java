package org.storagesim.validation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.metrics.MeasuredSample;
import org.storagesim.validation.metrics.RadixSort;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.LineFields;
import org.storagesim.validation.trace.TraceFormatException;

/**
 * The DiskSim validation experiment as one call: import the drive from its {@code .parv}, replay
 * its measured trace closed loop, compare simulated with measured service times. Also the plain
 * entry point for replay-throughput benchmarks.
 */
public final class DiskSimValidation {
    /** Where a validate line gives the block number (R|W outcome block count service think). */
    private static final int BLOCK_NUMBER_FIELD = 2;

    private DiskSimValidation() {
    }

    /**
     * The outcome: drive name, simulated and measured service times (ns, each sorted ascending) and
     * the comparison.
     */
    public record Result(String drive, long[] sortedSimulatedNanos, long[] sortedMeasuredNanos,
                         ResponseTimeComparison comparison) {
    }

    /**
     * Imports the drive while a second thread reads the trace, and replays the requests as they are
     * read (see {@link StreamedTrace}); a trace that is not in the plain form is read whole first.
     */
    public static Result run(Path parv, Path tracePath) throws IOException {
        StreamedTrace stream = StreamedTrace.start(tracePath);
        DiskSimImporter.ImportedDisk disk;
        try {
            disk = DiskSimImporter.importParv(parv);
        } catch (RuntimeException e) {
            stream.cancel();
            throw e;
        }
        Result result;
        try {
            Result streamed = replayWhileReading(disk, stream);
            result = streamed != null ? streamed : readThenReplay(disk, tracePath);
        } catch (RejectedRequestException e) {
            throw rejected(tracePath, e);
        }
        if (result.comparison().measuredMeanMs() <= 0) {
            // Every error would be a division by zero: infinite percentages, not a validation.
            throw new IllegalArgumentException(tracePath + ": every measured service time is 0; a validation compares "
                    + "the simulated times with times measured on the drive");
        }
        return result;
    }

    /**
     * Replays each block as it arrives; null if the trace turns out not to be plain. A replay error
     * is held back until the whole file is read, so that a malformed line later in the trace is
     * still the error reported, as when the trace is read before the replay.
     */
    private static Result replayWhileReading(DiskSimImporter.ImportedDisk disk, StreamedTrace stream) {
        SerialReplay replay = null;
        RuntimeException failure = null;
        try {
            // Built while the reading thread parses the first block, not after it arrives.
            replay = new SerialReplay(disk.controller(), stream.expectedRequests());
        } catch (RuntimeException e) {
            failure = e;
        }
        for (Trace block = stream.next(); block != null; block = stream.next()) {
            if (failure != null) {
                continue;
            }
            try {
                replay.replay(block);
            } catch (RuntimeException e) {
                failure = e;
            }
        }
        if (!stream.isPlain()) {
            return null;
        }
        if (failure != null) {
            throw failure;
        }
        long[] simulated = replay.sortedServiceTimes();
        MeasuredSample measured = stream.measuredSample();
        return new Result(disk.name(), simulated, measured.sortedNanos(),
                ResponseTimeComparison.ofSorted(simulated, measured));
    }

    private static Result readThenReplay(DiskSimImporter.ImportedDisk disk, Path tracePath) throws IOException {
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
     * The same experiment request by request, for finding where its mean error comes from: the trace
     * read whole and replayed, each request with its measured and simulated times and its class
     * ({@link DiskRequestClasses}; reads also by where the model found their data).
     */
    public static DiskReplayDetail detail(Path parv, Path tracePath) throws IOException {
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(parv);
        Trace trace = new DiskSimValidateReader().read(tracePath);
        SerialReplay replay = new SerialReplay(disk.controller(), trace.size()).recordingReadSources();
        try {
            replay.replay(trace);
        } catch (RejectedRequestException e) {
            throw rejected(tracePath, e);
        }
        String[] classes = DiskRequestClasses.of(HardDisk.layoutOf(disk.config()), trace, replay.readSources());
        return new DiskReplayDetail(trace, classes, replay.serviceTimes());
    }

    /** A request the drive refused, as an error pointing at its block number in the trace. */
    private static TraceFormatException rejected(Path tracePath, RejectedRequestException e) throws IOException {
        LineFields request = new DiskSimValidateReader().fieldsOfRequest(tracePath, e.index());
        return request != null ? request.error(BLOCK_NUMBER_FIELD, e.getMessage())
                : new TraceFormatException(tracePath.toString(), 0, e.getMessage());
    }

    /**
     * Replays a trace closed loop at queue depth 1 on a fresh drive (see {@link SerialReplay});
     * returns service times in ns, in trace order.
     */
    public static long[] replay(DiskSimImporter.ImportedDisk disk, Trace trace) {
        SerialReplay replay = new SerialReplay(disk.controller(), trace.size());
        replay.replay(trace);
        return replay.serviceTimes();
    }

    /** The result of the measured sample's sorting task, once it is done. */
    static <T> T joined(Future<T> task) {
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
