package org.storagesim.scenarios.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.scenarios.run.RunResult;

/** The readable table {@code sim run} prints: one row per run, units in the header or the cells. */
public final class ResultTable {
    private static final String[] HEADER = {"device", "workload", "requests", "IOPS", "MB/s", "mean", "p50", "p99", "max"};

    private ResultTable() {
    }

    public static void print(PrintWriter out, List<RunResult> results) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        for (RunResult r : results) {
            JobStats s = r.stats();
            LatencySummary l = s.latency().summary();
            rows.add(new String[] {r.device(), r.workload(), Long.toString(s.requests()), Numbers.plain(s.iops(), 1),
                Numbers.plain(s.mbPerSec(), 2), Numbers.latency(l.mean()), Numbers.latency(l.p50()),
                Numbers.latency(l.p99()), Numbers.latency(l.max())});
        }
        int[] width = new int[HEADER.length];
        for (String[] row : rows) {
            for (int c = 0; c < row.length; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < row.length; c++) {
                String cell = row[c];
                String pad = " ".repeat(width[c] - cell.length());
                // Names read left-aligned, numbers right-aligned so their digits line up.
                line.append(c < 2 ? cell + pad : pad + cell).append(c < row.length - 1 ? "  " : "");
            }
            out.println(line.toString().stripTrailing());
        }
        out.flush();
    }
}
