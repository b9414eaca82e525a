package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.SortedMap;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.ssd.FlashActivity;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.report.Numbers;
import org.storagesim.scenarios.report.ReplayReport;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.validation.metrics.PairedErrors;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.replay.TraceReplay;
import org.storagesim.validation.trace.BadLines;
import org.storagesim.validation.trace.LineTraceReader;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormatException;
import org.storagesim.validation.trace.TraceFormats;
import org.storagesim.validation.trace.TraceReader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sim replay TRACE --format F --device PROFILE}: replays a real trace on a simulated device and
 * reports what the device did. When the trace carries measured times, it also compares them: demerit
 * figure, mean and percentile errors, throughput error, the paired per-request error distribution,
 * and a CDF chart of measured against simulated.
 */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a trace on a device; compare with the trace's measured latencies when it has them.")
public class ReplayCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "TRACE", description = "trace file (gzip accepted)")
    Path trace;

    @Option(names = "--format", required = true, description = "trace format: ${COMPLETION-CANDIDATES}",
            completionCandidates = Formats.class)
    String format;

    @Option(names = "--device", required = true, paramLabel = "PROFILE", description = "profile name or profile file")
    String device;

    @Option(names = "--depth", paramLabel = "N",
            description = "closed loop with N requests in flight (default: open loop when the trace has timestamps, else 1)")
    Integer depth;

    @Option(names = "--time-scale", defaultValue = "1", description = "open loop: multiply arrival times (0.5 = twice as fast)")
    double timeScale;

    @Option(names = "--wrap", description = "fold offsets beyond the device's capacity back into it")
    boolean wrap;

    @Option(names = "--volume", paramLabel = "N", description = "replay only the requests of volume N (the device "
            + "number of mqsim and disksim-ascii traces, msr's disk number, spc's ASU); without it every volume replays "
            + "on the one device at its own offsets, as MQSim replays such traces")
    Integer volume;

    @Option(names = "--skip-bad-lines", description = "skip and count malformed lines instead of stopping")
    boolean skipBadLines;

    @Option(names = "--out", paramLabel = "DIR", description = "where summary.json and, for a trace with measured"
            + " times, the CDF chart go (default: results/replay/TRACE)")
    Path out;

    @Option(names = "--seed", defaultValue = "1", description = "seed of the device's random streams (default: ${DEFAULT-VALUE})")
    long seed;

    /** Format names for the help text. */
    static final class Formats implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return TraceFormats.all().keySet().iterator();
        }
    }

    @Override
    public Integer call() throws IOException {
        PrintWriter o = spec.commandLine().getOut();
        Trace whole = read();
        int[] kept = selectVolume(whole);
        Trace t = kept == null ? whole : whole.subset(kept);
        long[] measuredTimes = t.measuredTimes();
        if (requiresMeasurements() && measuredTimes.length == 0) {
            throw new InputException(trace + " carries no measured response times (format " + format
                    + "), so there is nothing to compare; 'sim replay' runs it without comparing");
        }
        if (measuredTimes.length > 0 && Arrays.stream(measuredTimes).allMatch(m -> m == 0)) {
            // Every error would be a division by zero: infinite percentages, not a comparison.
            throw new InputException(trace + ": every measured response time is 0; a comparison needs the times "
                    + "measured on the device");
        }
        Path dir = out != null ? out : Path.of("results", "replay", trace.getFileName().toString());
        ResultFolder.requireReplaceable(dir);
        TraceReplay.Mode mode = mode(t);
        Simulation sim = new Simulation();
        BlockDevice dev;
        TraceReplay.Result r;
        FtlStats flash;
        DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of(""));
        try {
            dev = factory.build(sim, new RandomStreams(seed), device, TextNode.valueOf(device));
            if (!mode.wrap()) {
                checkFits(whole, kept, t, dev);
            }
            Optional<FtlStats> flashBefore = FlashActivity.of(dev);
            r = TraceReplay.run(sim, dev, t, mode);
            flash = flashBefore.map(before -> FlashActivity.of(dev).orElseThrow().since(before)).orElse(null);
        } catch (InvalidConfigException e) {
            throw new InputException(ProfileProblems.describe(factory, device, e, "--device " + device), e);
        } catch (IllegalArgumentException e) {
            throw new InputException(trace + ": " + e.getMessage(), e);
        }
        noteSharedVolumes(whole);
        LatencySummary s = r.latency().summary();
        o.printf(Locale.ROOT, "device=%s trace=%s%s mode=%s requests=%d iops=%s mb_per_sec=%s mean_us=%.1f p50_us=%.1f"
                        + " p90_us=%.1f p99_us=%.1f max_us=%.1f%s%n", dev.name(), trace.getFileName(),
                volume == null ? "" : " volume=" + volume, describe(mode),
                s.count(), Numbers.rate(r.iops(), 1).toPlainString(), Numbers.rate(r.mbPerSec(), 2).toPlainString(),
                s.mean() / 1e3, s.p50() / 1e3, s.p90() / 1e3, s.p99() / 1e3, s.max() / 1e3, writeAmplification(flash));
        long[] measured = t.measuredTimes();
        ResponseTimeComparison c = measured.length > 0 ? ResponseTimeComparison.of(r.latencyNanos(), measured) : null;
        if (c != null) {
            PairedErrors p = PairedErrors.of(r.latencyNanos(), measured);
            o.printf(Locale.ROOT, "compared requests=%d demerit_ms=%.3f demerit_pct=%.2f mean_err_pct=%.2f p50_err_pct=%.2f"
                            + " p90_err_pct=%.2f p99_err_pct=%.2f throughput_err_pct=%s paired_median_err_pct=%.2f"
                            + " paired_median_abs_err_pct=%.2f paired_p90_abs_err_pct=%.2f%n",
                    c.requests(), c.demeritMs(), c.demeritPct(), c.meanErrorPct(), c.p50ErrorPct(), c.p90ErrorPct(),
                    c.p99ErrorPct(), throughputError(t, mode, r), p.medianPct(), p.medianAbsPct(), p.p90AbsPct());
        }
        ReplayReport report = report(dev.name(), t, describe(mode), r, flash, c);
        String title = trace.getFileName() + " on " + dev.name() + ": simulated vs measured";
        ResultFolder.write(dir, d -> {
            report.writeJson(d.resolve("summary.json"));
            if (c != null) {
                CdfChart.write(d.resolve("cdf.png"), title, c, r.latencyNanos(), measured);
            }
        });
        o.flush();
        return SimCommand.OK;
    }

    /** The replay's figures, its latencies also split by direction (a trim or flush counts only in the whole). */
    private ReplayReport report(String deviceName, Trace t, String mode, TraceReplay.Result r, FtlStats flash,
                                ResponseTimeComparison c) {
        LatencyRecorder reads = new LatencyRecorder();
        LatencyRecorder writes = new LatencyRecorder();
        long[] latency = r.latencyNanos();
        for (int i = 0; i < latency.length; i++) {
            if (t.op(i) == IoOp.READ) {
                reads.record(latency[i]);
            } else if (t.op(i) == IoOp.WRITE) {
                writes.record(latency[i]);
            }
        }
        return new ReplayReport(deviceName, trace.getFileName().toString(), volume, mode, seed, r.bytes(),
                r.elapsedNanos(), r.iops(), r.mbPerSec(), r.latency(), reads, writes, flash, c);
    }

    /** " write_amplification=X" for a device with flash (n/a if the trace wrote nothing), else nothing. */
    private static String writeAmplification(FtlStats flash) {
        if (flash == null) {
            return "";
        }
        return " write_amplification=" + (flash.hostPagesWritten() == 0 ? "n/a"
                : Numbers.fixed(flash.writeAmplification(), 3).toPlainString());
    }

    /** Whether a trace without measured times is an error (validation) rather than just a replay. */
    boolean requiresMeasurements() {
        return false;
    }

    private Trace read() throws IOException {
        TraceReader reader;
        try {
            reader = TraceFormats.require(format);
        } catch (IllegalArgumentException e) {
            throw new InputException("--format: " + e.getMessage(), e);
        }
        InputFiles.requireReadableFile(trace, "trace");
        BadLines bad = skipBadLines ? BadLines.skipping() : BadLines.strict();
        try {
            Trace t = reader.read(trace, bad);
            if (bad.skipped() > 0) {
                spec.commandLine().getErr().printf("skipped %d malformed line%s; the first: %s%n", bad.skipped(),
                        bad.skipped() == 1 ? "" : "s", bad.firstError().getMessage());
            }
            return t;
        } catch (TraceFormatException e) {
            // Only a line with a field at fault can be skipped; an empty or undecodable file cannot.
            throw new InputException(e.getMessage() + (e.column() > 0 ? " (use --skip-bad-lines to skip such lines)" : ""), e);
        }
    }

    /** The positions in {@code whole} of the requests of {@code --volume}, or null without it. */
    private int[] selectVolume(Trace whole) {
        if (volume == null) {
            return null;
        }
        String field = TraceFormats.require(format).volumeField();
        if (field == null) {
            String withVolumes = TraceFormats.all().values().stream().filter(r -> r.volumeField() != null)
                    .map(TraceReader::format).collect(Collectors.joining(", "));
            throw new InputException("--volume: the " + format + " format names no volumes; allowed: --volume with the "
                    + withVolumes + " formats");
        }
        int[] kept = whole.requestsOf(volume);
        if (kept.length == 0) {
            SortedMap<Integer, Integer> volumes = whole.volumes();
            String named = volumes.entrySet().stream().limit(10).map(e -> e.getKey() + " (" + e.getValue() + " requests)")
                    .collect(Collectors.joining(", ")) + (volumes.size() > 10 ? ", ..." : "");
            throw new InputException("--volume " + volume + ": " + trace + " has no request of " + field + " " + volume
                    + "; allowed: " + named);
        }
        return kept;
    }

    /** Without {@code --volume}, says on the error stream that a trace's several volumes shared the device, and how to pick one. */
    private void noteSharedVolumes(Trace whole) {
        String field = TraceFormats.require(format).volumeField();
        if (volume == null && field != null && whole.namesSeveralVolumes()) {
            SortedMap<Integer, Integer> volumes = whole.volumes();
            spec.commandLine().getErr().printf("note: %s names %d volumes (%s %d..%d); they all replayed on the one "
                    + "device, each at its own offsets; --volume N replays one%n", trace, volumes.size(), field,
                    volumes.firstKey(), volumes.lastKey());
        }
    }

    /**
     * Stops before the replay at the first request of {@code t} (the requests of {@code whole} at
     * {@code kept}, or all of them) that ends beyond the device, naming it as the file numbers it and,
     * where the format allows, its line.
     */
    private void checkFits(Trace whole, int[] kept, Trace t, BlockDevice dev) throws IOException {
        int beyond = t.firstEndingBeyond(dev.capacityBytes());
        if (beyond >= 0) {
            int inFile = kept == null ? beyond : kept[beyond];
            String place = TraceFormats.require(format) instanceof LineTraceReader lines
                    ? lines.placeOfRequest(trace, inFile) : trace.toString();
            throw new InputException(place + ": " + whole.describeBeyond(inFile, dev.capacityBytes(), dev.name())
                    + "; --wrap folds offsets back into the device");
        }
    }

    private TraceReplay.Mode mode(Trace t) {
        if (depth != null && depth < 1) {
            throw new InputException("--depth must be at least 1, got " + depth);
        }
        if (!(timeScale > 0)) {
            throw new InputException("--time-scale must be positive, got " + timeScale);
        }
        boolean openLoop = depth == null && TraceReplay.hasArrivals(t);
        if (!openLoop && timeScale != 1) {
            // A closed loop issues each request after a completion: there are no arrival times to scale.
            throw new InputException("--time-scale scales the arrival times of an open-loop replay, and this replay is "
                    + "closed loop (" + (depth != null ? "--depth " + depth : trace + " has no issue times") + ")");
        }
        return openLoop ? TraceReplay.Mode.openLoop(timeScale, wrap) : TraceReplay.Mode.closedLoop(depth == null ? 1 : depth, wrap);
    }

    private static String describe(TraceReplay.Mode mode) {
        return mode.openLoop() ? "open-loop(x" + mode.timeScale() + ")" : "closed-loop(qd" + mode.depth() + ")";
    }

    /**
     * Simulated against recorded throughput where the trace says how long it took: open loop, from the
     * first issue to the last measured completion; closed loop at depth 1, the sum of think and service
     * times. Otherwise "n/a".
     */
    private static String throughputError(Trace t, TraceReplay.Mode mode, TraceReplay.Result r) {
        double measuredElapsed = 0;
        if (mode.openLoop()) {
            for (int i = 0; i < t.size(); i++) {
                measuredElapsed = Math.max(measuredElapsed, (t.arrival(i) - t.arrival(0)) * mode.timeScale() + t.measured(i));
            }
        } else if (mode.depth() == 1) {
            for (int i = 0; i < t.size(); i++) {
                measuredElapsed += Math.max(0, t.think(i)) + t.measured(i);
            }
        } else {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.2f", 100.0 * (measuredElapsed - r.elapsedNanos()) / r.elapsedNanos());
    }
}
