package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Paint;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.DefaultDrawingSupplier;
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
        ChartStyle.savePng(file, "Throughput over time: " + workload, throughputPlot(runs));
    }

    /** IOPS per interval, one series per device; long runs as dots with a moving average drawn over them. */
    static XYPlot throughputPlot(List<RunResult> runs) {
        boolean longRun = false;
        for (RunResult r : runs) {
            longRun |= r.intervals() >= LONG_RUN_POINTS;
        }
        XYSeriesCollection points = new XYSeriesCollection();
        XYSeriesCollection averages = new XYSeriesCollection();
        for (RunResult r : runs) {
            long interval = r.stats().throughput().intervalNanos();
            XYSeries s = new XYSeries(r.device(), false, true);
            for (int i = 0; i < r.intervals(); i++) {
                s.add(i * interval / 1e9, r.iopsIn(i));
            }
            points.addSeries(s);
            if (longRun) {
                averages.addSeries(movingAverage(r, interval));
            }
        }
        NumberAxis x = new NumberAxis("simulated time (s, interval start)");
        NumberAxis y = new NumberAxis("IOPS");
        y.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(points, x, y, longRun ? dots(runs.size()) : ChartStyle.lines(true));
        if (longRun) {
            // A renderer draws every series' lines before any series' shapes, so with one dataset the
            // dots would hide the averages: the averages are a second dataset, drawn after the dots.
            plot.setDataset(1, averages);
            plot.setRenderer(1, averageLines(runs.size()));
            plot.setDatasetRenderingOrder(DatasetRenderingOrder.FORWARD);
        }
        return plot;
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

    /** Each device's intervals as small dots in a pale tint of its colour, so its average stands out on them. */
    private static XYLineAndShapeRenderer dots(int devices) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < devices; i++) {
            Color c = deviceColour(i);
            int[] tint = {c.getRed(), c.getGreen(), c.getBlue()};
            for (int k = 0; k < 3; k++) {
                tint[k] += (255 - tint[k]) * 11 / 20;
            }
            renderer.setSeriesPaint(i, new Color(tint[0], tint[1], tint[2]));
            renderer.setSeriesShape(i, new Ellipse2D.Double(-1, -1, 2, 2));
        }
        return renderer;
    }

    /** Each device's moving average as a solid line in its full colour. */
    private static XYLineAndShapeRenderer averageLines(int devices) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        for (int i = 0; i < devices; i++) {
            renderer.setSeriesPaint(i, deviceColour(i));
            renderer.setSeriesStroke(i, new BasicStroke(2.5f));
        }
        return renderer;
    }

    /** The colour JFreeChart's default sequence gives the {@code i}-th series. */
    private static Color deviceColour(int i) {
        Paint[] sequence = DefaultDrawingSupplier.DEFAULT_PAINT_SEQUENCE;
        return (Color) sequence[i % sequence.length];
    }
}
