package org.storagesim.scenarios.cli;

import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;
import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;
import org.storagesim.scenarios.InputException;
import org.storagesim.validation.calibrate.Measurements;
import org.storagesim.validation.calibrate.probe.ProbePlan;
import org.storagesim.validation.calibrate.probe.ProbePoint;
import org.storagesim.validation.calibrate.probe.ProbeSafety;
import org.storagesim.validation.calibrate.probe.Prober;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code sim calibrate probe --file PATH}: measures the device under PATH through a file it creates,
 * removes the file afterwards, and writes the measurement file only when every point was measured.
 */
@Command(name = "probe", mixinStandardHelpOptions = true,
        description = "Measure a real device with direct I/O through a file this command creates and removes.")
final class CalibrateProbeCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(names = "--file", required = true, paramLabel = "PATH", description = "file to create and measure through")
    Path file;

    @Option(names = "--size", defaultValue = "8GiB", paramLabel = "SIZE", description = "file size, whole MiB, at least 16MiB (default: ${DEFAULT-VALUE})")
    String size;

    @Option(names = "--runtime", defaultValue = "2s", paramLabel = "TIME",
            description = "measuring time per point (default: ${DEFAULT-VALUE})")
    String runtime;

    @Option(names = "--points", defaultValue = "full", paramLabel = "SET",
            description = "full (4 KiB..1 MiB x QD 1..32, 4 patterns) or quick (5 points) (default: ${DEFAULT-VALUE})")
    String points;

    @Option(names = "--sustained", defaultValue = "0s", paramLabel = "TIME",
            description = "then 4 KiB random writes at QD 32 for this long, to expose garbage collection")
    String sustained;

    @Option(names = "--sustained-interval", defaultValue = "10s", paramLabel = "TIME",
            description = "reporting interval of the sustained phase (default: ${DEFAULT-VALUE})")
    String sustainedInterval;

    @Option(names = "--log-dir", paramLabel = "DIR", description = "also keep a per-I/O log per point (fio lat.log format)")
    Path logDir;

    @Option(names = "--force", description = "replace an existing file at PATH (its contents are lost)")
    boolean force;

    @Option(names = "--raw-device", description = "PATH is a block device: its contents will be destroyed (asks to confirm)")
    boolean rawDevice;

    @Option(names = "--out", defaultValue = "measurements.json", paramLabel = "FILE",
            description = "measurement file to write (default: ${DEFAULT-VALUE})")
    Path out;

    @Override
    public Integer call() throws IOException {
        ProbePlan plan = plan();
        prepareOutputs();
        PrintWriter err = spec.commandLine().getErr();
        try {
            ProbeSafety.check(file, plan.fileSizeBytes(), force, rawDevice, rawDevice && confirmed());
        } catch (ProbeSafety.Refusal r) {
            throw new InputException("sim calibrate probe: " + r.getMessage());
        }
        Prober prober = new Prober(file, rawDevice, logDir);
        CountDownLatch finished = new CountDownLatch(1);
        Thread onInterrupt = new Thread(() -> {
            prober.stop();
            try {
                finished.await(); // let the run remove its file before the JVM exits
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        Runtime.getRuntime().addShutdownHook(onInterrupt);
        Measurements m;
        try (ProgressBar bar = progressBar(plan)) {
            m = prober.run(plan, (name, index, total) -> {
                if (bar != null) {
                    bar.stepTo(index);
                    bar.setExtraMessage(name);
                }
            });
        } catch (Prober.StoppedException e) {
            err.println(e.getMessage());
            return SimCommand.FAILED;
        } catch (IOException e) {
            // The device failed to be measured (no direct I/O, an I/O error, a stall): not a failure to write results.
            err.println("sim calibrate probe: measuring " + file + " failed: " + e.getMessage() + "; nothing was written");
            return SimCommand.FAILED;
        } finally {
            finished.countDown();
        }
        Runtime.getRuntime().removeShutdownHook(onInterrupt);
        m.write(out);
        spec.commandLine().getOut().printf("%d points measured on %s; written to %s%n", m.points().size(), file, out);
        return SimCommand.OK;
    }

    /**
     * Makes the folders the results go to before measuring, which can take hours: a path that cannot
     * hold them is reported now rather than after the measurements, which would then be lost.
     */
    private void prepareOutputs() {
        OutputFiles.requireNamed(file, "--file");
        OutputFiles.requireFile(out, "--out", "measurement file");
        if (logDir != null) {
            OutputFiles.requireNamed(logDir, "--log-dir");
        }
        List<Path> folders = new ArrayList<>();
        folders.add(out.toAbsolutePath().getParent());
        if (logDir != null) {
            folders.add(logDir);
        }
        for (Path folder : folders) {
            String problem;
            try {
                Files.createDirectories(folder);
                problem = Files.isWritable(folder) ? null : "it is not writable";
            } catch (FileAlreadyExistsException e) {
                problem = "a file of that name is in the way";
            } catch (IOException e) {
                problem = e instanceof FileSystemException f && f.getReason() != null ? f.getReason()
                        : "the file system refused to make it";
            }
            if (problem != null) {
                throw new InputException("sim calibrate probe: cannot write results to the folder " + folder + ": "
                        + problem);
            }
        }
    }

    private ProbePlan plan() {
        try {
            long bytes = ByteSize.parse(size).bytes();
            List<ProbePoint> list = switch (points) {
                case "full" -> ProbePlan.defaultPoints();
                case "quick" -> List.of(new ProbePoint("randread", 4096, 1), new ProbePoint("randread", 4096, 8),
                        new ProbePoint("read", 131072, 4), new ProbePoint("randwrite", 4096, 1),
                        new ProbePoint("randwrite", 8192, 4));
                default -> throw new IllegalArgumentException("--points must be full or quick, got '" + points + "'");
            };
            long perPoint = SimDuration.parse(runtime).nanos();
            if (perPoint <= 0) {
                throw new IllegalArgumentException("--runtime must be positive, got " + runtime);
            }
            // Whole MiB: the fill writes 1 MiB at a time and direct I/O takes only whole file-system blocks.
            if (bytes < (16L << 20) || bytes % (1L << 20) != 0) {
                throw new IllegalArgumentException("--size must be a whole number of MiB, at least 16MiB, got " + size);
            }
            long sustainedNanos = SimDuration.parse(sustained).nanos();
            long intervalNanos = SimDuration.parse(sustainedInterval).nanos();
            // The sustained points are named by their start in whole seconds, so an interval is at least 1 s.
            if (sustainedNanos > 0 && (intervalNanos < 1_000_000_000L || intervalNanos > sustainedNanos)) {
                throw new IllegalArgumentException("--sustained-interval must be from 1s up to --sustained ("
                        + sustained + "), got " + sustainedInterval);
            }
            return new ProbePlan(bytes, list, perPoint, sustainedNanos, intervalNanos);
        } catch (IllegalArgumentException e) {
            throw new InputException("sim calibrate probe: " + e.getMessage());
        }
    }

    private boolean confirmed() {
        Console console = System.console();
        if (console == null) {
            return false;
        }
        String answer = console.readLine("All data on %s will be destroyed. Type the device path to confirm: ", file);
        return answer != null && answer.trim().equals(file.toString());
    }

    private static ProgressBar progressBar(ProbePlan plan) {
        if (System.console() == null) {
            return null;
        }
        int stages = plan.points().size() + 1 + (plan.sustainedWriteNanos() > 0 ? 1 : 0);
        return new ProgressBarBuilder().setTaskName("probe").setInitialMax(stages).setUnit(" stages", 1)
                .setStyle(ProgressBarStyle.ASCII).setConsumer(new ConsoleProgressBarConsumer(System.err)).build();
    }
}
