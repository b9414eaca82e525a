package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.io.IOException;
import java.nio.file.Path;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;

/**
 * The look every chart of the product shares, so that a run's charts, the reproduce suites' figures
 * and a validation's CDF read alike: white background, light grey grid, 2-pixel lines, 900 × 560.
 */
public final class ChartStyle {
    public static final int WIDTH = 900;
    public static final int HEIGHT = 560;

    private ChartStyle() {
    }

    /** A line per series, 2 pixels wide; with {@code shapes}, a marker at every point too. */
    public static XYLineAndShapeRenderer lines(boolean shapes) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, shapes);
        renderer.setDefaultStroke(new BasicStroke(2f));
        renderer.setAutoPopulateSeriesStroke(false);
        return renderer;
    }

    /** The titled chart of {@code plot}, with its legend, in the house colours. */
    public static JFreeChart chart(String title, XYPlot plot) {
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** Writes the titled chart of {@code plot} as a PNG of the house size. */
    public static void savePng(Path file, String title, XYPlot plot) throws IOException {
        ChartUtils.saveChartAsPNG(file.toFile(), chart(title, plot), WIDTH, HEIGHT);
    }
}
