package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.storagesim.core.io.AtomicFile;
import org.storagesim.devices.hdd.disksim.DiskSimFormatException;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.validation.DiskReplayDetail;
import org.storagesim.validation.DiskSimValidation;
import org.storagesim.validation.metrics.ErrorBreakdown;
import org.storagesim.validation.metrics.ResponseTimeComparison;
import org.storagesim.validation.trace.TraceFormatException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sim validate disksim PARV TRACE}: replays a drive's measured trace on the model imported
 * from its DiskSim spec, prints the demerit figure and mean error on one line, and charts both
 * service-time CDFs. Exit 0 when within the optional limits, 1 when not, 2 on bad input.
 */
@Command(name = "disksim", mixinStandardHelpOptions = true,
        description = "Replay a real drive's trace on its imported model and compare service-time distributions.")
public final class ValidateDisksimCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;


    @Parameters(index = "0", paramLabel = "PARV", description = "DiskSim .parv file of the drive")
    Path parv;

    @Parameters(index = "1", paramLabel = "TRACE", description = "trace measured on the drive (validate format)")
    Path trace;

    @Option(names = "--out", paramLabel = "DIR",
            description = "where the CDF chart (cdf.png), every figure (summary.json) and the breakdown go "
                    + "(default: results/validate/DRIVE)")
    Path out;

    @Option(names = "--max-demerit-pct", description = "fail (exit 1) above this demerit, in %% of the measured mean")
    Double maxDemeritPct;

    @Option(names = "--max-mean-err-pct", description = "fail (exit 1) above this absolute mean error, in %%")
    Double maxMeanErrPct;

    @Option(names = "--breakdown", description = "also print where the mean error comes from: each class of "
            + "request (direction, previous direction, cylinders moved; for reads, where the model found the data) "
            + "with its count, measured and simulated means and share of the error; written to breakdown.csv, and "
            + "every request's times and class to requests.csv")
    boolean breakdown;

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter outWriter = spec.commandLine().getOut();
        ErrorLimits.require("--max-demerit-pct", maxDemeritPct);
        ErrorLimits.require("--max-mean-err-pct", maxMeanErrPct);
        InputFiles.requireReadableFile(parv, "DiskSim parameter file");
        InputFiles.requireReadableFile(trace, "trace");
        if (out != null) {
            ResultFolder.requireReplaceable(out);
        }
        Thread chartPreload = CdfChart.preload();
        DiskSimValidation.Result r;
        try {
            r = DiskSimValidation.run(parv, trace);
        } catch (DiskSimFormatException | TraceFormatException | IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        } catch (IOException e) {
            err.println("cannot read input: " + e.getMessage());
            return 2;
        }
        ResponseTimeComparison c = r.comparison();
        DiskReplayDetail detail = null;
        ErrorBreakdown classes = null;
        if (breakdown) {
            try {
                detail = DiskSimValidation.detail(parv, trace);
            } catch (IOException e) {
                err.println("cannot read input: " + e.getMessage());
                return 2;
            }
            classes = detail.breakdown();
        }
        outWriter.printf(Locale.ROOT, "drive=%s requests=%d demerit_ms=%.3f demerit_pct=%.2f mean_err_pct=%.2f%n",
                r.drive(), c.requests(), c.demeritMs(), c.demeritPct(), c.meanErrorPct());
        if (classes != null) {
            outWriter.print(classes.table());
        }
        outWriter.flush();
        Path dir = out != null ? out : Path.of("results", "validate", folderName(r.drive()));
        try {
            chartPreload.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("interrupted before the chart was written");
            return 1;
        }
        DiskReplayDetail requests = detail;
        ErrorBreakdown breakdownTable = classes;
        try {
            ResultFolder.write(dir, d -> {
                Files.writeString(d.resolve("summary.json"), summaryJson(r.drive(), c));
                if (requests != null) {
                    Files.writeString(d.resolve("breakdown.csv"), breakdownTable.csv());
                    AtomicFile.write(d.resolve("requests.csv"), requests::writeCsv);
                }
                CdfChart.writeSorted(d.resolve("cdf.png"), r.drive() + ": simulated vs measured service time", c,
                        r.sortedSimulatedNanos(), r.sortedMeasuredNanos());
            });
        } catch (IOException e) {
            err.println("cannot write the results under " + dir + ": " + FileErrors.describe(e));
            return 1;
        }
        // & rather than &&: each figure beyond its limit is named, not only the first.
        boolean ok = ErrorLimits.within(err, r.drive(), "demerit", c.demeritPct(), "--max-demerit-pct", maxDemeritPct)
                & ErrorLimits.within(err, r.drive(), "mean error", c.meanErrorPct(), "--max-mean-err-pct", maxMeanErrPct);
        return ok ? 0 : 1;
    }

    /**
     * The drive's name as one safe folder name: a parameter file may name its drive anything, such
     * as "../.." or "a/b", which must not lead the results out of {@code results/validate/}.
     */
    static String folderName(String drive) {
        return drive.replaceAll("[^A-Za-z0-9._-]", "_").replaceFirst("^\\.", "_");
    }

    /**
     * Every figure of the comparison, the printed ones and the means and percentile errors besides,
     * as a flat JSON object. Written by hand: loading Jackson would add a good part of the start-up
     * time a validation is measured by, for ten numbers.
     */
    static String summaryJson(String drive, ResponseTimeComparison c) {
        return String.format(Locale.ROOT, """
                {
                  "drive": "%s",
                  "requests": %d,
                  "demerit_ms": %.4f,
                  "demerit_pct": %.3f,
                  "measured_mean_ms": %.4f,
                  "simulated_mean_ms": %.4f,
                  "mean_err_pct": %.3f,
                  "p50_err_pct": %.3f,
                  "p90_err_pct": %.3f,
                  "p99_err_pct": %.3f
                }
                """, drive.replace("\\", "\\\\").replace("\"", "\\\""), c.requests(), c.demeritMs(), c.demeritPct(),
                c.measuredMeanMs(), c.simulatedMeanMs(), c.meanErrorPct(), c.p50ErrorPct(), c.p90ErrorPct(),
                c.p99ErrorPct());
    }
}
