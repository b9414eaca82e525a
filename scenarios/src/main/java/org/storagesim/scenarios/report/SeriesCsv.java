package org.storagesim.scenarios.report;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.storagesim.scenarios.run.RunResult;

/** One CSV file per series of a run: the latency CDF and the throughput per interval. */
final class SeriesCsv {
    private SeriesCsv() {
    }

    static void latencyCdf(Path file, RunResult run) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("latency_ns,cumulative_fraction\n");
            int decimals = LatencyCdf.fractionDecimals(run.stats().latency().histogram().getTotalCount());
            for (LatencyCdf.Point p : LatencyCdf.of(run.stats().latency())) {
                w.write(p.latencyNanos() + "," + Numbers.plain(p.fraction(), decimals) + "\n");
            }
        }
    }

    static void throughput(Path file, RunResult run) throws IOException {
        long interval = run.stats().throughput().intervalNanos();
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            // The last interval may be cut short by the end of the run; its rates are over its real length.
            w.write("interval_start_s,interval_length_s,requests,iops,mb_per_sec\n");
            for (int i = 0; i < run.intervals(); i++) {
                w.write(Numbers.seconds(i * interval) + "," + Numbers.seconds(run.intervalLengthNanos(i)) + ","
                        + run.opsIn(i) + "," + Numbers.rate(run.iopsIn(i)).toPlainString() + ","
                        + Numbers.rate(run.mbPerSecIn(i)).toPlainString() + "\n");
            }
        }
    }
}
