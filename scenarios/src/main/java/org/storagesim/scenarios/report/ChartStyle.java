package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javax.imageio.stream.ImageOutputStream;
import javax.imageio.stream.MemoryCacheImageOutputStream;
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
    /** Solid hairlines: JFreeChart's default dashed grid looks the same in light grey but costs far more to draw. */
    private static final BasicStroke GRID = new BasicStroke(0.5f);

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
        plot.setDomainGridlineStroke(GRID);
        plot.setRangeGridlineStroke(GRID);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** Writes the titled chart of {@code plot} as a PNG of the house size. */
    public static void savePng(Path file, String title, XYPlot plot) throws IOException {
        BufferedImage image = chart(title, plot).createBufferedImage(WIDTH, HEIGHT);
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            writePng(out, image);
        }
    }

    /**
     * Encodes {@code image} as PNG onto {@code out} (left open), staged in memory. ImageIO's
     * default stages every image in a temporary file instead, whose random name costs a
     * SecureRandom's start-up on the first chart of a run.
     */
    public static void writePng(OutputStream out, BufferedImage image) throws IOException {
        try (ImageOutputStream stream = new MemoryCacheImageOutputStream(out)) {
            if (!ImageIO.write(image, "png", stream)) {
                throw new IOException("this Java runtime has no PNG writer");
            }
        }
    }
}
