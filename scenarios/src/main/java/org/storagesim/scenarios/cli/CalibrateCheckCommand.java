package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.databind.node.TextNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.validation.calibrate.CaptureValidation;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.trace.FioLatLogReader;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sim calibrate check --device PROFILE CAPTURE...}: replays each fio capture's recorded requests
 * closed loop at its queue depth on the device, prints one comparison line per capture and a CDF chart,
 * and fails when a capture's mean or p99 error exceeds its limit.
 */
@Command(name = "check", mixinStandardHelpOptions = true,
        description = "Replay fio captures (folders with summary.json and lat.log) on a device and compare latencies.")
class CalibrateCheckCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "CAPTURE", description = "capture folders")
    List<Path> captures;

    @Option(names = "--device", required = true, paramLabel = "PROFILE", description = "profile name or profile file")
    String device;

    @Option(names = "--max-mean-err-pct", defaultValue = "10", description = "limit on |mean error| (default: ${DEFAULT-VALUE})")
    double maxMeanErr;

    @Option(names = "--max-p99-err-pct", defaultValue = "25", description = "limit on |p99 error| (default: ${DEFAULT-VALUE})")
    double maxP99Err;

    @Option(names = "--out", paramLabel = "DIR",
            description = "where the CDF charts go (default: results/${PARENT-COMMAND-NAME}-${COMMAND-NAME})")
    Path out;

    @Option(names = "--seed", defaultValue = "1", description = "seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() throws IOException {
        ErrorLimits.require("--max-mean-err-pct", maxMeanErr);
        ErrorLimits.require("--max-p99-err-pct", maxP99Err);
        DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of(""));
        PrintWriter o = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        // Every capture is read before any is replayed, so a bad one stops the command before a chart is written.
        List<CaptureValidation.Capture> read = new ArrayList<>();
        for (Path capture : captures) {
            try {
                read.add(CaptureValidation.read(capture));
            } catch (TraceFormatException e) {
                throw new InputException(e.getMessage(), e);
            } catch (IOException e) {
                throw new InputException("cannot read capture " + capture + ": " + e.getMessage(), e);
            }
        }
        requireFits(read, factory);
        if (out == null) {
            // calibrate check and validate fio are one check under two names: each has a folder of its own.
            out = Path.of("results", spec.parent().name() + "-" + spec.name());
        }
        ResultFolder.requireReplaceable(out);
        boolean ok = true;
        List<CaptureValidation.Result> results = new ArrayList<>();
        for (CaptureValidation.Capture capture : read) {
            CaptureValidation.Result r = CaptureValidation.run(capture, factory, TextNode.valueOf(device), seed);
            ResponseTimeComparison c = r.comparison();
            o.printf(Locale.ROOT, "capture=%s requests=%d mean_err_pct=%.2f p99_err_pct=%.2f demerit_pct=%.2f%n",
                    r.capture(), c.requests(), c.meanErrorPct(), c.p99ErrorPct(), c.demeritPct());
            o.flush();
            results.add(r);
            // & rather than &&: each figure beyond its limit is named, not only the first.
            ok &= ErrorLimits.within(err, r.capture(), "mean error", c.meanErrorPct(), "--max-mean-err-pct", maxMeanErr)
                    & ErrorLimits.within(err, r.capture(), "p99 error", c.p99ErrorPct(), "--max-p99-err-pct", maxP99Err);
        }
        ResultFolder.write(out, dir -> {
            for (CaptureValidation.Result r : results) {
                CdfChart.write(dir.resolve(r.capture() + "-cdf.png"), r.capture() + ": simulated vs measured latency",
                        r.comparison(), r.simulatedNanos(), r.measuredNanos());
            }
        });
        return ok ? SimCommand.OK : SimCommand.FAILED;
    }

    /** Builds the device once, before any replay, to check it and that every capture's requests lie within it. */
    private void requireFits(List<CaptureValidation.Capture> read, DeviceFactory factory) throws IOException {
        long capacity;
        try {
            capacity = factory.build(new Simulation(), new RandomStreams(seed), device, TextNode.valueOf(device))
                    .capacityBytes();
        } catch (InvalidConfigException e) {
            throw new InputException(ProfileProblems.describe(factory, device, e, "--device " + device), e);
        }
        for (int i = 0; i < read.size(); i++) {
            Trace requests = read.get(i).trace();
            int beyond = requests.firstEndingBeyond(capacity);
            if (beyond >= 0) {
                throw new InputException(new FioLatLogReader().placeOfRequest(captures.get(i).resolve("lat.log"), beyond)
                        + ": " + requests.describeBeyond(beyond, capacity, device));
            }
        }
    }
}
