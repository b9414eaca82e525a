package org.storagesim.scenarios.report;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.block.RectangleConstraint;
import org.jfree.chart.plot.DefaultDrawingSupplier;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.chart.title.TextTitle;

/**
 * The look every chart of the product shares, so that a run's charts, the reproduce suites' figures
 * and a validation's CDF read alike: white background, light grey grid, 2-pixel lines, 900 × 560,
 * and series colours that stay apart on white.
 */
public final class ChartStyle {
    public static final int WIDTH = 900;
    public static final int HEIGHT = 560;
    /** Solid hairlines: JFreeChart's default dashed grid looks the same in light grey but costs far more to draw. */
    private static final BasicStroke GRID = new BasicStroke(0.5f);
    /** Minor gridlines, where a chart shows them (between the decades of a log axis): paler still. */
    private static final Color MINOR_GRID = new Color(0xe4e4e4);
    /**
     * Series colours in order: the "tab10" sequence of matplotlib, which readers of research figures
     * know. JFreeChart's default sequence has a pale yellow as its fourth colour, which all but
     * vanishes on white (P4's "QD 8" line).
     */
    private static final Color[] SERIES = {
        new Color(0x1f77b4), new Color(0xff7f0e), new Color(0x2ca02c), new Color(0xd62728), new Color(0x9467bd),
        new Color(0x8c564b), new Color(0xe377c2), new Color(0x7f7f7f), new Color(0xbcbd22), new Color(0x17becf),
    };
    private static final Shape[] SHAPES = DefaultDrawingSupplier.createStandardSeriesShapes();
    /** A stacked chart: the height of its title band and of each panel under it. */
    private static final int TITLE_BAND = 36;
    private static final int PANEL_HEIGHT = 262;
    private static final Font PANEL_TITLE_FONT = new Font("SansSerif", Font.BOLD, 13);

    private ChartStyle() {
    }

    /** A line per series, 2 pixels wide; with {@code shapes}, a marker at every point too. */
    public static XYLineAndShapeRenderer lines(boolean shapes) {
        XYLineAndShapeRenderer renderer = new XYLineAndShapeRenderer(true, shapes);
        renderer.setDefaultStroke(new BasicStroke(2f));
        renderer.setAutoPopulateSeriesStroke(false);
        return renderer;
    }

    /** The colour of the {@code i}-th series of a chart. */
    public static Color seriesColour(int i) {
        return SERIES[i % SERIES.length];
    }

    /** The marker shape of the {@code i}-th series of a chart. */
    public static Shape seriesShape(int i) {
        return SHAPES[i % SHAPES.length];
    }

    /** The titled chart of {@code plot}, with its legend, in the house colours. */
    public static JFreeChart chart(String title, XYPlot plot) {
        plot.setDrawingSupplier(new DefaultDrawingSupplier(SERIES, DefaultDrawingSupplier.DEFAULT_FILL_PAINT_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_OUTLINE_PAINT_SEQUENCE, DefaultDrawingSupplier.DEFAULT_STROKE_SEQUENCE,
                DefaultDrawingSupplier.DEFAULT_OUTLINE_STROKE_SEQUENCE, SHAPES));
        plot.setBackgroundPaint(Color.WHITE);
        plot.setDomainGridlinePaint(Color.LIGHT_GRAY);
        plot.setRangeGridlinePaint(Color.LIGHT_GRAY);
        plot.setDomainGridlineStroke(GRID);
        plot.setRangeGridlineStroke(GRID);
        plot.setDomainMinorGridlinePaint(MINOR_GRID);
        plot.setDomainMinorGridlineStroke(GRID);
        JFreeChart chart = new JFreeChart(title, JFreeChart.DEFAULT_TITLE_FONT, plot, true);
        chart.setBackgroundPaint(Color.WHITE);
        return chart;
    }

    /** Writes the titled chart of {@code plot} as a PNG of the house size. */
    public static void savePng(Path file, String title, XYPlot plot) throws IOException {
        writePng(file, chart(title, plot).createBufferedImage(WIDTH, HEIGHT, BufferedImage.TYPE_INT_RGB, null));
    }

    /** A plot of a stacked chart, under its own heading. */
    public record Panel(String heading, XYPlot plot) {
    }

    /**
     * Writes {@code panels} one above the other under one title, each with its own axes, as a PNG
     * of the house width: for series that share no useful scale, such as the throughput over time
     * of a disk that runs for minutes and an SSD done in a second. Panels carry their heading in
     * place of a legend, so a panel's series should take the colour they have in the run's other charts.
     */
    public static void saveStackedPng(Path file, String title, List<Panel> panels) throws IOException {
        int height = TITLE_BAND + PANEL_HEIGHT * panels.size();
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, WIDTH, height);
            g.addRenderingHints(Map.of(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON,
                    RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON));
            TextTitle heading = new TextTitle(title, JFreeChart.DEFAULT_TITLE_FONT);
            heading.arrange(g, RectangleConstraint.NONE); // lays the text out; a title draws nothing before
            heading.draw(g, new Rectangle2D.Double(0, 0, WIDTH, TITLE_BAND));
            for (int i = 0; i < panels.size(); i++) {
                JFreeChart chart = chart(panels.get(i).heading(), panels.get(i).plot());
                chart.removeLegend();
                chart.getTitle().setFont(PANEL_TITLE_FONT);
                chart.draw(g, new Rectangle2D.Double(0, TITLE_BAND + i * PANEL_HEIGHT, WIDTH, PANEL_HEIGHT));
            }
        } finally {
            g.dispose();
        }
        writePng(file, image);
    }

    private static void writePng(Path file, BufferedImage image) throws IOException {
        try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(file))) {
            writePng(out, image);
        }
    }

    /** Encodes {@code image} (opaque, {@link BufferedImage#TYPE_INT_RGB}) as PNG onto {@code out} (left open). */
    public static void writePng(OutputStream out, BufferedImage image) throws IOException {
        PngEncoder.write(image, out);
    }
}
