package org.storagesim.validation.calibrate;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.replay.ClosedLoopReplay;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormats;

/**
 * Checks a device model against a fio capture (a folder with {@code summary.json} and the per-I/O
 * {@code lat.log}): the exact recorded requests are replayed closed loop at the job's queue depth,
 * and the simulated latencies are compared with the measured ones.
 */
public final class CaptureValidation {
    private CaptureValidation() {
    }

    /** One capture's comparison; the paired latencies are kept for charts. */
    public record Result(String capture, int iodepth, ResponseTimeComparison comparison, long[] simulatedNanos,
                         long[] measuredNanos) {
    }

    /** A capture read and checked, ready to replay: its folder's name, the job's queue depth and the recorded requests. */
    public record Capture(String name, int iodepth, Trace trace) {
    }

    /** Reads a capture folder; a missing file or a malformed summary or log is an error naming it. */
    public static Capture read(Path captureDir) throws IOException {
        Path summary = captureDir.resolve("summary.json");
        Path log = captureDir.resolve("lat.log");
        for (Path p : List.of(summary, log)) {
            if (!Files.isRegularFile(p)) {
                throw new IOException(captureDir + " is not a fio capture: " + p.getFileName() + " is missing");
            }
        }
        MeasuredPoint point = FioImport.importSummaries(List.of(summary), captureDir).points().get(0);
        Trace trace = TraceFormats.require("fio").read(log);
        String name = captureDir.toAbsolutePath().normalize().getFileName().toString();
        return new Capture(name, point.iodepth(), trace);
    }

    /** Replays the capture's requests closed loop at its queue depth on a device built from {@code deviceSpec}. */
    public static Result run(Capture capture, DeviceFactory factory, JsonNode deviceSpec, long seed) {
        Simulation sim = new Simulation();
        BlockDevice device = factory.build(sim, new RandomStreams(seed), "validate", deviceSpec);
        long[] simulated = ClosedLoopReplay.run(sim, device, capture.trace(), capture.iodepth());
        long[] measured = capture.trace().measuredTimes();
        return new Result(capture.name(), capture.iodepth(), ResponseTimeComparison.of(simulated, measured), simulated,
                measured);
    }
}
