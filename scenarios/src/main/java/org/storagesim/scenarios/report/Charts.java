package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.SeriesRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.storagesim.scenarios.run.RunResult;

/** PNG charts of one workload, one line per device: latency CDF (log latency axis) and throughput over time. */
final class Charts {
    /** From this many intervals on, throughput is drawn as dots with a moving average. */
    private static final int LONG_RUN_POINTS = 300;
    private static final int MIN_WINDOW = 10;

    private Charts() {
    }

    static void latencyCdf(Path file, String workload, List<RunResult> runs) throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunResult r : runs) {
            XYSeries s = new XYSeries(r.device(), false, true);
            for (LatencyCdf.Point p : LatencyCdf.of(r.stats().latency().histogram())) {
                if (p.latencyNanos() > 0) {
                    s.add(p.latencyNanos() / 1e3, p.fraction());
                }
            }
            data.addSeries(s);
        }
        LogAxis x = new LogAxis("latency (us, log scale)");
        x.setSmallestValue(1e-3);
        x.setNumberFormatOverride(new SignificantFormat());
        NumberAxis y = new NumberAxis("fraction of requests completed within");
        y.setRange(0, 1);
        ChartStyle.savePng(file, "Latency CDF: " + workload, new XYPlot(data, x, y, ChartStyle.lines(false)));
    }

    static void throughput(Path file, String workload, List<RunResult> runs) throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        boolean longRun = false;
        for (RunResult r : runs) {
            longRun |= r.intervals() >= LONG_RUN_POINTS;
        }
        for (RunResult r : runs) {
            long interval = r.stats().throughput().intervalNanos();
            XYSeries s = new XYSeries(r.device(), false, true);
            for (int i = 0; i < r.intervals(); i++) {
                s.add(i * interval / 1e9, r.iopsIn(i));
            }
            data.addSeries(s);
            if (longRun) {
                data.addSeries(movingAverage(r, interval));
            }
        }
        NumberAxis x = new NumberAxis("simulated time (s, interval start)");
        NumberAxis y = new NumberAxis("IOPS");
        y.setAutoRangeIncludesZero(true);
        XYLineAndShapeRenderer renderer = longRun ? pointsAndAverages(data.getSeriesCount()) : ChartStyle.lines(true);
        XYPlot plot = new XYPlot(data, x, y, renderer);
        plot.setSeriesRenderingOrder(SeriesRenderingOrder.FORWARD); // averages over their points
        ChartStyle.savePng(file, "Throughput over time: " + workload, plot);
    }

    /**
     * Long runs are drawn like P3's figures: each interval a dot, with a solid moving average over
     * about a hundredth of the run (at least {@value #MIN_WINDOW} intervals) through them.
     */
    private static XYSeries movingAverage(RunResult r, long interval) {
        int n = r.intervals();
        int window = Math.max(MIN_WINDOW, n / 100);
        XYSeries avg = new XYSeries(r.device() + " moving average", false, true);
        double sum = 0;
        for (int i = 0; i < n; i++) {
            sum += r.iopsIn(i);
            if (i >= window) {
                sum -= r.iopsIn(i - window);
            }
            if (i >= window - 1) {
                avg.add((i - window / 2) * interval / 1e9, sum / window);
            }
        }
        return avg;
    }

    /** Even series: small dots without lines; odd series (the moving averages): solid lines. */
    private static XYLineAndShapeRenderer pointsAndAverages(int series) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer();
        for (int i = 0; i < series; i++) {
            boolean points = i % 2 == 0;
            renderer.setSeriesLinesVisible(i, !points);
            renderer.setSeriesShapesVisible(i, points);
            if (points) {
                renderer.setSeriesShape(i, new Ellipse2D.Double(-1, -1, 2, 2));
            } else {
                renderer.setSeriesStroke(i, new BasicStroke(2.5f));
            }
        }
        return renderer;
    }
}
