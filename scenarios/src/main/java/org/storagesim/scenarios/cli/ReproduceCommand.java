package org.storagesim.scenarios.cli;

import java.io.File;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.concurrent.Callable;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.reproduce.ExperimentSuite;
import org.storagesim.scenarios.reproduce.ExperimentSuites;
import org.storagesim.scenarios.reproduce.Finding;
import org.storagesim.scenarios.reproduce.ReproduceContext;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sim reproduce [SUITE...]}: runs the experiment suites and prints one line per finding,
 * {@code PASS|FAIL <id> <what> simulated=<value> paper=<value>}; exits 1 if any finding fails. Suites
 * that chart or keep result folders write them to {@code SUITE/} under {@code --out} ({@code results/}).
 */
@Command(name = "reproduce", mixinStandardHelpOptions = true,
        description = {"Check the simulator against the papers' findings (experiments.md).",
            "Prints PASS|FAIL <id> <what> simulated=<value> paper=<value> per finding; exit code 1 on any FAIL."})
final class ReproduceCommand implements Callable<Integer> {
    @Parameters(paramLabel = "SUITE", arity = "0..*", description = "Suites to run (default: all). Known: ${COMPLETION-CANDIDATES}",
            completionCandidates = SuiteNames.class)
    List<String> suites = new ArrayList<>();

    @Option(names = "--out", paramLabel = "DIR", description = "Folder for the suites' charts and result folders, "
            + "one folder per suite (default: results).")
    Path outDir = Path.of("results");

    @Option(names = "--threads", paramLabel = "N", description = "Runs to simulate in parallel (default: processors).")
    Integer threads;

    @Option(names = {"-q", "--quiet"}, description = "Only the finding lines (no progress on stderr).")
    boolean quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        int parallel = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (parallel < 1) {
            throw new InputException("--threads must be at least 1, got " + parallel);
        }
        List<ExperimentSuite> chosen = new ArrayList<>();
        for (String id : new LinkedHashSet<>(suites)) { // a suite named twice runs once
            chosen.add(ExperimentSuites.find(id).orElseThrow(() -> new InputException("no suite named '" + id
                    + "'; allowed: " + String.join(", ", ExperimentSuites.ids()))));
        }
        if (chosen.isEmpty()) {
            chosen.addAll(ExperimentSuites.all());
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        ReproduceContext context = new ReproduceContext(SimHome.scenarios(), parallel, outDir);
        int failed = 0;
        int total = 0;
        for (ExperimentSuite suite : chosen) {
            if (!quiet && System.console() != null) {
                err.println("# " + suite.id() + ": " + suite.description());
                err.flush();
            }
            for (Finding f : suite.run(context)) {
                out.println(f.line());
                out.flush();
                total++;
                failed += f.passed() ? 0 : 1;
            }
        }
        if (!quiet) {
            err.println("# " + total + " findings: " + (total - failed) + " PASS, " + failed + " FAIL");
            List<String> written = new ArrayList<>();
            for (ExperimentSuite suite : chosen) {
                Path folder = context.suiteResults(suite.id());
                if (Files.isDirectory(folder)) {
                    written.add(folder + File.separator);
                }
            }
            if (!written.isEmpty()) {
                err.println("# charts and result folders in " + String.join(", ", written));
            }
            err.flush();
        }
        return failed == 0 ? SimCommand.OK : SimCommand.FAILED;
    }

    /** Suite names for the help text. */
    static final class SuiteNames implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return ExperimentSuites.ids().iterator();
        }
    }
}
