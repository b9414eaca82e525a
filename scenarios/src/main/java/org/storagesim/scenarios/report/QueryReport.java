package org.storagesim.scenarios.report;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.awt.BasicStroke;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.storagesim.scenarios.query.Figure;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * Writes a query experiment's result folder: {@code summary.json} with the relation size each
 * device simulated and every figure's points, {@code devices.yaml} with every key of each device,
 * one CSV ({@code line,x,y}) and one PNG per figure.
 * Fixed key order and fixed decimals, so one scenario and seed always give the same bytes.
 */
public final class QueryReport {
    private static final JsonFactory FACTORY = new JsonFactory();

    private QueryReport() {
    }

    /** {@code tuples}: the relation size each device simulated (the figures scale it to 60 M tuples). */
    public static void write(Path directory, ScenarioPlan plan, long seed, Map<String, Long> tuples, List<Figure> figures)
            throws IOException {
        ResultFolder.write(directory, dir -> {
            summary(dir.resolve("summary.json"), plan, seed, tuples, figures);
            DevicesYaml.start(plan).write(dir.resolve("devices.yaml"));
            for (Figure f : figures) {
                csv(dir.resolve(f.file() + ".csv"), f);
                chart(dir.resolve(f.file() + ".png"), f);
            }
        });
    }

    private static void summary(Path file, ScenarioPlan plan, long seed, Map<String, Long> tuples, List<Figure> figures)
            throws IOException {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withObjectIndenter(indenter);
        try (OutputStream out = Files.newOutputStream(file);
             JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            g.setPrettyPrinter(printer);
            g.writeStartObject();
            g.writeStringField("scenario", plan.name());
            g.writeStringField("description", plan.scenario().description());
            g.writeNumberField("seed", seed);
            g.writeStringField("experiment", plan.scenario().queries().experiment());
            g.writeObjectFieldStart("tuples");
            for (Map.Entry<String, Long> e : tuples.entrySet()) {
                g.writeNumberField(e.getKey(), e.getValue());
            }
            g.writeEndObject();
            g.writeArrayFieldStart("figures");
            for (Figure f : figures) {
                g.writeStartObject();
                g.writeStringField("title", f.title());
                g.writeStringField("x", f.xLabel());
                g.writeStringField("y", f.yLabel());
                g.writeObjectFieldStart("lines");
                for (Figure.Line line : f.lines()) {
                    g.writeArrayFieldStart(line.name());
                    for (double[] p : line.points()) {
                        g.writeRawValue("[" + Numbers.plain(p[0], f.xDecimals()) + ", " + Numbers.plain(p[1], 4) + "]");
                    }
                    g.writeEndArray();
                }
                g.writeEndObject();
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
            g.writeRaw('\n');
        }
    }

    private static void csv(Path file, Figure f) throws IOException {
        try (BufferedWriter w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            w.write("line,x,y\n");
            int decimals = f.xDecimals();
            for (Figure.Line line : f.lines()) {
                for (double[] p : line.points()) {
                    w.write(line.name() + "," + Numbers.plain(p[0], decimals) + "," + Numbers.plain(p[1], 4) + "\n");
                }
            }
        }
    }

    /** The smallest positive x of the figure's lines (a log axis must reach down to it). */
    private static double smallestX(Figure f) {
        double smallest = Double.MAX_VALUE;
        for (Figure.Line line : f.lines()) {
            for (double[] p : line.points()) {
                if (p[0] > 0) {
                    smallest = Math.min(smallest, p[0]);
                }
            }
        }
        return smallest;
    }

    private static void chart(Path file, Figure f) throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        for (Figure.Line line : f.lines()) {
            XYSeries s = new XYSeries(line.name(), false, true);
            for (double[] p : line.points()) {
                s.add(p[0], p[1]);
            }
            data.addSeries(s);
        }
        ValueAxis x = f.logX() ? new RoundLogAxis(f.xLabel(), Math.min(1e-4, smallestX(f) / 10), new SignificantFormat())
                : new NumberAxis(f.xLabel());
        NumberAxis y = new NumberAxis(f.yLabel());
        y.setAutoRangeIncludesZero(true);
        XYLineAndShapeRenderer renderer = ChartStyle.lines(true);
        for (int i = 0; i < f.lines().size(); i++) {
            if (f.lines().get(i).name().contains("(model")) {
                renderer.setSeriesStroke(i, new BasicStroke(1.5f, BasicStroke.CAP_BUTT, BasicStroke.JOIN_MITER, 10f,
                        new float[] {6f, 4f}, 0f));
                renderer.setSeriesShapesVisible(i, false);
            }
        }
        ChartStyle.savePng(file, f.title(), new XYPlot(data, x, y, renderer));
    }
}
