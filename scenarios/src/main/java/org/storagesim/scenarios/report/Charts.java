package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.geom.Ellipse2D;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.scenarios.run.RunResult;

/** PNG charts of one workload, one line per device: latency CDF (log latency axis) and throughput over time. */
final class Charts {
    /** From this many intervals on, throughput is drawn as dots with a moving average. */
    private static final int LONG_RUN_POINTS = 300;
    private static final int MIN_WINDOW = 10;
    /** Devices share one time axis unless the longest run lasts more than this many times the shortest. */
    private static final int SHARED_AXIS_SPAN = 4;
    private static final int MAX_PANELS = 6;

    private Charts() {
    }

    static void latencyCdf(Path file, String workload, List<RunResult> runs) throws IOException {
        ChartStyle.savePng(file, "Latency CDF: " + workload, latencyCdfPlot(runs));
    }

    /**
     * Each device's latency CDF on a log latency axis. A curve starts at fraction 0 at the least
     * latency recorded, so that a device whose requests all took (nearly) the same time is drawn as
     * a step there rather than as a lone point, which a line chart does not show.
     */
    static XYPlot latencyCdfPlot(List<RunResult> runs) {
        XYSeriesCollection data = new XYSeriesCollection();
        for (RunResult r : runs) {
            XYSeries s = new XYSeries(r.device(), false, true);
            LatencyRecorder latency = r.stats().latency();
            if (latency.count() > 0 && latency.min() > 0) {
                s.add(latency.min() / 1e3, 0.0);
            }
            for (LatencyCdf.Point p : LatencyCdf.of(latency)) {
                if (p.latencyNanos() > 0) {
                    s.add(p.latencyNanos() / 1e3, p.fraction());
                }
            }
            data.addSeries(s);
        }
        NumberAxis y = new NumberAxis("fraction of requests completed within");
        y.setRange(0, 1);
        RoundLogAxis x = new RoundLogAxis("latency (log scale)", 1e-3, new LatencyFormat());
        XYPlot plot = new XYPlot(data, x, y, ChartStyle.lines(false));
        plot.setDomainMinorGridlinesVisible(true);
        return plot;
    }

    /**
     * Throughput over time, all devices on one plot; or, when their runs last so differently that
     * the shortest would fill less than a quarter of a shared time axis (a disk against an SSD),
     * one panel per device, each on its own axes (up to {@value #MAX_PANELS} devices: a sweep over
     * more would make a chart too tall to read, so it keeps one plot and its legend).
     */
    static void throughput(Path file, String workload, List<RunResult> runs) throws IOException {
        String title = "Throughput over time: " + workload;
        long shortest = Long.MAX_VALUE;
        long longest = 0;
        for (RunResult r : runs) {
            shortest = Math.min(shortest, r.spanNanos());
            longest = Math.max(longest, r.spanNanos());
        }
        if (runs.size() < 2 || runs.size() > MAX_PANELS || shortest * SHARED_AXIS_SPAN >= longest) {
            ChartStyle.savePng(file, title, throughputPlot(runs));
            return;
        }
        List<ChartStyle.Panel> panels = new ArrayList<>();
        for (int k = 0; k < runs.size(); k++) {
            RunResult r = runs.get(k);
            panels.add(new ChartStyle.Panel(r.device(), throughputPlot(List.of(r), k)));
        }
        ChartStyle.saveStackedPng(file, title, panels);
    }

    static XYPlot throughputPlot(List<RunResult> runs) {
        return throughputPlot(runs, 0);
    }

    /**
     * IOPS per interval, one series per device; long runs as dots with a moving average drawn over
     * them. The devices take the series colours from {@code firstColour} on.
     */
    private static XYPlot throughputPlot(List<RunResult> runs, int firstColour) {
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
        long longest = runs.stream().mapToLong(RunResult::spanNanos).max().orElse(0);
        if (longest > 0) {
            x.setRange(0, longest / 1e9); // the time axis spans the run, even one that fits in one interval
        }
        NumberAxis y = new NumberAxis("IOPS");
        y.setAutoRangeIncludesZero(true);
        XYPlot plot = new XYPlot(points, x, y,
                longRun ? dots(runs.size(), firstColour) : lines(runs.size(), firstColour));
        if (longRun) {
            // A renderer draws every series' lines before any series' shapes, so with one dataset the
            // dots would hide the averages: the averages are a second dataset, drawn after the dots.
            plot.setDataset(1, averages);
            plot.setRenderer(1, averageLines(runs.size(), firstColour));
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
    private static XYLineAndShapeRenderer dots(int devices, int firstColour) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(false, true);
        for (int i = 0; i < devices; i++) {
            Color c = ChartStyle.seriesColour(firstColour + i);
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
    private static XYLineAndShapeRenderer averageLines(int devices, int firstColour) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, false);
        for (int i = 0; i < devices; i++) {
            renderer.setSeriesPaint(i, ChartStyle.seriesColour(firstColour + i));
            renderer.setSeriesStroke(i, new BasicStroke(2.5f));
        }
        return renderer;
    }

    /** Each device's intervals as a line with a marker at each, in its colour and shape. */
    private static XYLineAndShapeRenderer lines(int devices, int firstColour) {
        XYLineAndShapeRenderer renderer = ChartStyle.lines(true);
        for (int i = 0; i < devices; i++) {
            renderer.setSeriesPaint(i, ChartStyle.seriesColour(firstColour + i));
            renderer.setSeriesShape(i, ChartStyle.seriesShape(firstColour + i));
        }
        return renderer;
    }
}
