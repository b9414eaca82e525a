package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.query.Figure;
import org.storagesim.scenarios.query.QueryExperimentRunner;
import org.storagesim.scenarios.query.QueryFigures;
import org.storagesim.scenarios.query.QueryOutcome;
import org.storagesim.scenarios.report.DevicesYaml;
import org.storagesim.scenarios.report.Numbers;
import org.storagesim.scenarios.report.QueryReport;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.scenarios.report.ResultTable;
import org.storagesim.scenarios.report.ResultWriter;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.run.ScenarioRunner;
import org.storagesim.scenarios.scenario.ResultsSpec;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sim run SCENARIO}: runs every device × workload pair, writes the result folder, prints a table. */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = {"Run a scenario file and write summary.json, summary.csv, devices.yaml, CSV series and PNG charts.",
            "Results go to results/<scenario-name>/ unless --out is given."})
final class RunCommand implements Callable<Integer> {
    /** Below this relation size the warning of {@link #warnOfSmallRelations} is given. */
    private static final long MIN_SCALED_TUPLES = 1_000_000;

    @Parameters(index = "0", paramLabel = "SCENARIO", description = "Scenario file (YAML, or JSON by extension).")
    Path scenario;

    @Option(names = "--out", paramLabel = "DIR", description = "Result folder (default: results/<scenario-name>).")
    Path out;

    @Option(names = "--seed", paramLabel = "N", description = "Seed for all random streams (default: the scenario's).")
    Long seed;

    @Option(names = "--threads", paramLabel = "N", description = "Runs to simulate in parallel (default: processors).")
    Integer threads;

    @Option(names = {"-q", "--quiet"}, description = "No progress bar and no table; only errors.")
    boolean quiet;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        int parallel = threads == null ? Runtime.getRuntime().availableProcessors() : threads;
        if (parallel < 1) {
            throw new InputException("--threads must be at least 1, got " + parallel);
        }
        ScenarioPlan plan = ScenarioLoader.load(scenario);
        long runSeed = seed == null ? plan.scenario().seed() : seed;
        Path dir = out != null ? out : Path.of("results", plan.name());
        ResultFolder.requireReplaceable(dir);
        if (plan.scenario().queries() != null) {
            return runQueries(plan, runSeed, parallel, dir);
        }
        DevicesYaml devices = DevicesYaml.start(plan);
        List<RunResult> results;
        try (Progress progress = Progress.start(plan.name(), plan.runs().size(), quiet)) {
            results = ScenarioRunner.run(plan, runSeed, parallel, run -> progress.step());
        }
        ResultWriter.write(dir, plan, runSeed, results, devices);
        if (!quiet) {
            PrintWriter stdout = spec.commandLine().getOut();
            ResultTable.print(stdout, results);
            stdout.println();
            stdout.println("Results in " + dir + " (" + contents(plan.scenario().results()) + ")");
            stdout.flush();
        }
        return SimCommand.OK;
    }

    /** What a scenario's result folder holds, as its {@code results} asks. */
    private static String contents(ResultsSpec results) {
        String perWorkload = results.csv().isEmpty() ? results.charts().isEmpty() ? "" : "charts"
                : results.charts().isEmpty() ? "CSV series" : "CSV series and charts";
        return "summary.json, summary.csv, devices.yaml" + (perWorkload.isEmpty() ? "" : ", " + perWorkload + " per workload");
    }

    /** A query experiment: simulate, write its figures, print each figure's points. */
    private Integer runQueries(ScenarioPlan plan, long runSeed, int parallel, Path dir) throws IOException {
        QueryOutcome outcome = QueryExperimentRunner.run(plan, runSeed, parallel);
        List<Figure> figures = QueryFigures.of(plan.name(), outcome);
        QueryReport.write(dir, plan, runSeed, outcome.tuples(), figures);
        if (!quiet) {
            warnOfSmallRelations(outcome);
            PrintWriter stdout = spec.commandLine().getOut();
            for (Figure f : figures) {
                stdout.println(f.title() + " (" + f.xLabel() + " -> " + f.yLabel() + ")");
                for (Figure.Line line : f.lines()) {
                    StringBuilder b = new StringBuilder("  ").append(line.name()).append(':');
                    for (double[] p : line.points()) {
                        b.append(' ').append(Numbers.plain(p[0], f.xDecimals())).append('=').append(Numbers.significant(p[1]));
                    }
                    stdout.println(b);
                }
            }
            stdout.println("  tuples simulated (scaled to 60 M): " + outcome.tuples().entrySet().stream()
                    .map(e -> e.getKey() + " " + String.format(Locale.ROOT, "%,d", e.getValue()))
                    .collect(Collectors.joining(", ")));
            stdout.println();
            stdout.println("Results in " + dir + " (summary.json, a CSV and a PNG per figure)");
            stdout.flush();
        }
        return SimCommand.OK;
    }

    /**
     * A scan's time is linear in the relation's size only past its start-up (the first read-ahead
     * window, a plan's first index probe), which scaling to 60 M tuples multiplies with the rest:
     * SSD-Fast's one-column LINEITEM scan comes out 3 % slow from 1 M tuples and 61 % from 100,000.
     */
    private void warnOfSmallRelations(QueryOutcome outcome) {
        List<String> small = outcome.tuples().entrySet().stream().filter(e -> e.getValue() < MIN_SCALED_TUPLES)
                .map(e -> "'" + e.getKey() + "' (" + String.format(Locale.ROOT, "%,d", e.getValue()) + ")").toList();
        if (!small.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            err.println("sim: warning: fewer than 1,000,000 tuples on device " + String.join(", ", small) + ": scaled to"
                    + " 60 M, a scan's start-up weighs in its times (SSD-Fast, one column: +3 % from 1 M tuples, +61 % from 100,000)");
            err.flush();
        }
    }
}
