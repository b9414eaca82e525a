package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.storagesim.core.io.AtomicFile;
import org.storagesim.devices.config.ConfigMapper;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.scenarios.InputException;
import org.storagesim.validation.calibrate.Measurements;
import org.storagesim.validation.calibrate.fit.FitModel;
import org.storagesim.validation.calibrate.fit.FitResult;
import org.storagesim.validation.calibrate.fit.ModelFitter;
import org.storagesim.validation.calibrate.fit.PointComparison;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sim calibrate fit MEASUREMENTS --kind flash|hdd|queue --out PROFILE.yaml}: searches the kind's
 * parameters so its simulated microbenchmarks match the measurements, prints measured against fitted
 * for every point, and writes the fitted profile, usable in any scenario as {@code profile: FILE}.
 */
@Command(name = "fit", mixinStandardHelpOptions = true,
        description = "Fit a device model's parameters to a measurement file and write the fitted profile.")
final class CalibrateFitCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "MEASUREMENTS", description = "from 'calibrate probe' or 'calibrate import-fio'")
    Path measurements;

    @Option(names = "--kind", required = true, description = "model to fit: " + FitModel.ALLOWED)
    String kind;

    @Option(names = "--out", required = true, paramLabel = "PROFILE", description = "fitted profile to write (YAML)")
    Path out;

    @Option(names = "--evaluations", defaultValue = "150", description = "search budget (default: ${DEFAULT-VALUE})")
    int evaluations;

    @Option(names = "--ios", defaultValue = "3000",
            description = "simulated requests per point and evaluation (default: ${DEFAULT-VALUE})")
    long ios;

    @Option(names = "--seed", defaultValue = "1", description = "seed of the simulated benchmarks (default: ${DEFAULT-VALUE})")
    long seed;

    @Override
    public Integer call() throws IOException {
        OutputFiles.requireFile(out, "--out", "profile file");
        if (evaluations < 1) {
            throw new InputException("--evaluations must be at least 1, got " + evaluations);
        }
        if (ios < 100) {
            throw new InputException("--ios must be at least 100, got " + ios);
        }
        Measurements m;
        try {
            m = Measurements.read(measurements);
        } catch (IOException e) {
            // A file that is there but malformed is reported at its line and column already.
            boolean located = e.getCause() instanceof JsonProcessingException || e.getCause() instanceof InvalidConfigException;
            throw new InputException(located ? e.getMessage()
                    : "cannot read measurements " + measurements + ": " + e.getMessage(), e);
        }
        FitModel model;
        try {
            model = FitModel.of(kind);
        } catch (IllegalArgumentException e) {
            throw new InputException(e.getMessage(), e);
        }
        long range = m.sizeBytes() > 0 ? m.sizeBytes() : 1L << 30;
        DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of(""));
        FitResult fit = ModelFitter.of(factory, model, m.points(), range, ios, seed).fit(evaluations);
        writeProfile(fit.profile());
        print(fit);
        warnOfBounds(fit);
        return SimCommand.OK;
    }

    /**
     * A parameter that stopped at an end of its range means the measurements ask for more than the
     * model allows (a disk model for a device that answers in microseconds): the profile is the
     * model's nearest approach, and the user should know before using it.
     */
    private void warnOfBounds(FitResult fit) {
        if (fit.atBounds().isEmpty()) {
            return;
        }
        StringBuilder names = new StringBuilder();
        for (FitResult.AtBound b : fit.atBounds()) {
            names.append(names.length() == 0 ? "" : ", ").append(b.name()).append(' ')
                    .append(BigDecimal.valueOf(b.value()).stripTrailingZeros().toPlainString())
                    .append(b.highest() ? " (its highest)" : " (its lowest)");
        }
        PrintWriter err = spec.commandLine().getErr();
        err.println("sim calibrate fit: the search stopped at the end of the " + kind + " model's range for " + names
                + ": the measurements may lie beyond what this model reaches, so check the errors above"
                + " (another --kind may fit better: " + FitModel.ALLOWED + ")");
        err.flush();
    }

    private void print(FitResult fit) {
        PrintWriter o = spec.commandLine().getOut();
        // The point column is as wide as the longest name (a sustained point's is 36 characters), so the columns line up.
        int nameWidth = 28;
        for (PointComparison c : fit.points()) {
            nameWidth = Math.max(nameWidth, c.name().length());
        }
        String name = "%-" + nameWidth + "s";
        o.printf(Locale.ROOT, name + " %12s %12s %8s %12s %12s %8s %10s %10s %8s%n", "point", "mean meas", "mean fit", "err%",
                "p99 meas", "p99 fit", "err%", "MB/s meas", "MB/s fit", "err%");
        for (PointComparison c : fit.points()) {
            // A measurement without a p99 (a mixed fio job imported without its lat.log) shows n/a there.
            boolean hasP99 = c.measuredP99Ns() > 0;
            o.printf(Locale.ROOT, name + " %10.1fus %10.1fus %+7.1f%% %12s %10.1fus %8s %10.1f %10.1f %+7.1f%%%n",
                    c.name(), c.measuredMeanNs() / 1e3, c.simulatedMeanNs() / 1e3, c.meanErrorPct(),
                    hasP99 ? String.format(Locale.ROOT, "%.1fus", c.measuredP99Ns() / 1e3) : "n/a",
                    c.simulatedP99Ns() / 1e3, hasP99 ? String.format(Locale.ROOT, "%+.1f%%", c.p99ErrorPct()) : "n/a",
                    c.measuredMbPerSec(), c.simulatedMbPerSec(), c.mbPerSecErrorPct());
        }
        o.printf(Locale.ROOT, "objective %.5f after %d evaluations; profile written to %s%n", fit.objective(),
                fit.evaluations(), out);
        o.flush();
    }

    private void writeProfile(ObjectNode profile) throws IOException {
        String header = "# Fitted by 'sim calibrate fit " + measurements.getFileName() + " --kind " + kind
                + "' (" + evaluations + " evaluations, " + ios + " requests per point, seed " + seed + ")\n";
        AtomicFile.writeString(out, header + ConfigMapper.yaml().writeValueAsString(profile).replaceFirst("^---\\s*\\n", ""));
    }
}
