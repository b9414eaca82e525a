package org.storagesim.scenarios.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.ScenarioPlan;
import org.storagesim.scenarios.scenario.SweptValues;

/**
 * Writes {@code summary.csv}: the figures of {@code summary.json}, one row per device × workload
 * run, for loading a sweep into a spreadsheet, R or pandas without walking the JSON. After the
 * device and workload names come the swept values, a column per swept key ({@code device.nand.read},
 * {@code workload.bs}), as written in the file and empty for an entry that did not sweep that key.
 * Latencies are nanoseconds; a cell is empty where {@code summary.json} has {@code null} (no rates
 * for a run that took no simulated time) or nothing (no write amplification without flash, or when
 * the host wrote nothing). Names are safe file names (letters, digits, '.', '_' and '-'); a swept
 * value is quoted when it holds a comma or a quote.
 */
final class SummaryCsv {
    private static final String FIGURES = "requests,bytes,elapsed_s,iops,mb_per_sec,"
            + "mean_ns,ci95_ns,p50_ns,p90_ns,p99_ns,p999_ns,max_ns,"
            + "read_requests,read_mean_ns,read_p99_ns,write_requests,write_mean_ns,write_p99_ns,write_amplification";

    private SummaryCsv() {
    }

    static void write(Path file, ScenarioPlan plan, List<RunResult> results) throws IOException {
        SweptValues swept = plan.swept();
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            List<String> header = new ArrayList<>(List.of("device", "workload"));
            swept.deviceKeys().forEach(k -> header.add(cell("device." + k)));
            swept.workloadKeys().forEach(k -> header.add(cell("workload." + k)));
            header.add(FIGURES);
            w.write(String.join(",", header) + "\n");
            for (RunResult r : results) {
                List<String> cells = new ArrayList<>(List.of(r.device(), r.workload()));
                swept.deviceKeys().forEach(k -> cells.add(cell(swept.device(r.device(), k))));
                swept.workloadKeys().forEach(k -> cells.add(cell(swept.workload(r.workload(), k))));
                cells.addAll(figures(r));
                w.write(String.join(",", cells) + "\n");
            }
        }
    }

    /** A cell as RFC 4180 writes it: quoted, with quotes doubled, when it holds a comma, a quote or a line break. */
    private static String cell(String text) {
        return text.chars().anyMatch(c -> c == ',' || c == '"' || c == '\n' || c == '\r')
                ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }

    private static List<String> figures(RunResult r) {
        JobStats s = r.stats();
        LatencySummary all = s.latency().summary();
        List<String> cells = new ArrayList<>(List.of(Long.toString(s.requests()),
                Long.toString(s.bytes()), Numbers.seconds(s.elapsedNanos()),
                s.hasRates() ? Numbers.rate(s.iops()).toPlainString() : "", s.hasRates() ? Numbers.rate(s.mbPerSec()).toPlainString() : "",
                Numbers.plain(all.mean(), 1), Numbers.plain(all.ci95HalfWidth(), 1), Long.toString(all.p50()),
                Long.toString(all.p90()), Long.toString(all.p99()), Long.toString(all.p999()), Long.toString(all.max())));
        addDirection(cells, s.readLatency());
        addDirection(cells, s.writeLatency());
        FtlStats flash = r.flash();
        cells.add(flash == null || flash.hostPagesWritten() == 0 ? "" : Numbers.plain(flash.writeAmplification(), 3));
        return cells;
    }

    /** Count, mean and p99 of one direction; the mean and p99 empty when it had no requests. */
    private static void addDirection(List<String> cells, LatencyRecorder latency) {
        LatencySummary l = latency.summary();
        cells.add(Long.toString(l.count()));
        cells.add(l.count() == 0 ? "" : Numbers.plain(l.mean(), 1));
        cells.add(l.count() == 0 ? "" : Long.toString(l.p99()));
    }
}
