package org.storagesim.scenarios.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.scenarios.run.RunResult;

/**
 * The readable table {@code sim run} prints: one row per run, units in the header or the cells.
 * When a run has flash drives, a last column gives their write amplification (flash pages
 * programmed per page the host wrote; "-" for a run that wrote nothing or has no flash).
 */
public final class ResultTable {
    private static final String[] HEADER = {"device", "workload", "requests", "IOPS", "MB/s", "mean", "p50", "p99", "max"};
    private static final String WRITE_AMPLIFICATION = "WA";

    private ResultTable() {
    }

    public static void print(PrintWriter out, List<RunResult> results) {
        boolean flash = results.stream().anyMatch(r -> r.flash() != null);
        String[] header = flash ? append(HEADER, WRITE_AMPLIFICATION) : HEADER;
        List<String[]> rows = new ArrayList<>();
        rows.add(header);
        for (RunResult r : results) {
            JobStats s = r.stats();
            LatencySummary l = s.latency().summary();
            String[] row = {r.device(), r.workload(), Long.toString(s.requests()),
                s.hasRates() ? Numbers.rate(s.iops(), 1).toPlainString() : "-",
                s.hasRates() ? Numbers.rate(s.mbPerSec(), 2).toPlainString() : "-",
                Numbers.latency(l.mean()), Numbers.latency(l.p50()),
                Numbers.latency(l.p99()), Numbers.latency(l.max())};
            rows.add(flash ? append(row, writeAmplification(r.flash())) : row);
        }
        int[] width = new int[header.length];
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

    private static String writeAmplification(FtlStats f) {
        return f == null || f.hostPagesWritten() == 0 ? "-" : Numbers.plain(f.writeAmplification(), 2);
    }

    private static String[] append(String[] row, String cell) {
        String[] longer = Arrays.copyOf(row, row.length + 1);
        longer[row.length] = cell;
        return longer;
    }
}
