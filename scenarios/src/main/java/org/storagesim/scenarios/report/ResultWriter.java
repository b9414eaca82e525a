package org.storagesim.scenarios.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.ScenarioPlan;
import org.storagesim.scenarios.scenario.Series;

/**
 * Writes a scenario's result folder: {@code summary.json}, {@code summary.csv} and
 * {@code devices.yaml} (every key each device ran with) at the top, and
 * one folder per workload holding its CSV series per device and its charts comparing the devices
 * (none when the scenario's {@code results} asks for neither).
 */
public final class ResultWriter {
    private ResultWriter() {
    }

    public static void write(Path directory, ScenarioPlan plan, long seed, List<RunResult> results) throws IOException {
        write(directory, plan, seed, results, DevicesYaml.start(plan));
    }

    /** As above, with {@code devices.yaml} started before the runs (see {@link DevicesYaml#start}). */
    public static void write(Path directory, ScenarioPlan plan, long seed, List<RunResult> results, DevicesYaml devices)
            throws IOException {
        List<Series> csv = plan.scenario().results().csv();
        List<Series> charts = plan.scenario().results().charts();
        ResultFolder.write(directory, dir -> {
            SummaryJson.write(dir.resolve("summary.json"), plan, seed, results);
            SummaryCsv.write(dir.resolve("summary.csv"), plan, results);
            devices.write(dir.resolve("devices.yaml"));
            if (csv.isEmpty() && charts.isEmpty()) {
                return;
            }
            for (String workload : plan.workloadNames()) {
                List<RunResult> runs = results.stream().filter(r -> r.workload().equals(workload)).toList();
                Path folder = Files.createDirectory(dir.resolve(workload));
                for (RunResult run : runs) {
                    if (csv.contains(Series.LATENCY_CDF)) {
                        SeriesCsv.latencyCdf(folder.resolve("latency-cdf-" + run.device() + ".csv"), run);
                    }
                    if (csv.contains(Series.THROUGHPUT)) {
                        SeriesCsv.throughput(folder.resolve("throughput-" + run.device() + ".csv"), run);
                    }
                }
                if (charts.contains(Series.LATENCY_CDF)) {
                    Charts.latencyCdf(folder.resolve("latency-cdf.png"), workload, runs);
                }
                if (charts.contains(Series.THROUGHPUT)) {
                    Charts.throughput(folder.resolve("throughput.png"), workload, runs);
                }
            }
        });
    }
}
