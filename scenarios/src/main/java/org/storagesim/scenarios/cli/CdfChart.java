package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;

/** Writes simulated and measured service-time CDFs on one chart as a PNG (temporary name, then renamed). */
final class CdfChart {
    private CdfChart() {
    }

    static void write(Path png, String title, long[] simulatedNanos, long[] measuredNanos) throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        data.addSeries(series("measured", measuredNanos));
        data.addSeries(series("simulated", simulatedNanos));
        JFreeChart chart = ChartFactory.createXYLineChart(title, "service time (ms)", "fraction of requests", data,
                PlotOrientation.VERTICAL, true, false, false);
        Path dir = png.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, ".cdf", ".png.tmp");
        try {
            ChartUtils.saveChartAsPNG(tmp.toFile(), chart, 900, 600);
            Files.move(tmp, png, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }

    private static XYSeries series(String name, long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.parallelSort(sorted);
        XYSeries s = new XYSeries(name, true, true);
        int step = Math.max(1, sorted.length / 2000);
        for (int i = 0; i < sorted.length; i += step) {
            s.add(sorted[i] / 1e6, (i + 1.0) / sorted.length);
        }
        s.add(sorted[sorted.length - 1] / 1e6, 1.0);
        return s;
    }
}
