package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.plot.DatasetRenderingOrder;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.xy.XYDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.run.ScenarioRunner;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

class ChartsTest {
    /** Two stations at about 10,000 and 20,000 IOPS in 50 ms intervals: 400 and 200 of them, a long run. */
    private static final String TWO_STATIONS = """
            name: long
            description: two stations, many intervals
            seed: 3
            devices:
              - {name: one, kind: queue, servers: 1, service: exponential, mean: 100us, capacity: 1GiB}
              - {name: two, kind: queue, servers: 2, service: exponential, mean: 100us, capacity: 1GiB}
            workloads:
              - {name: qd4, rw: randread, iodepth: 4, number_ios: 200000}
            results:
              throughput_interval: 50ms
            """;

    /**
     * A disk-like station of constant 8 ms service, one of 1 ms and a flash-like one of 100 us, the
     * same 2,000 requests at QD 1: the last is done 80 times sooner than the first.
     */
    private static final String SLOW_AND_FAST = """
            name: apart
            description: three constant-time stations, up to eighty times apart
            seed: 3
            devices:
              - {name: slow, kind: queue, servers: 1, service: constant, mean: 8ms, capacity: 1GiB}
              - {name: middle, kind: queue, servers: 1, service: constant, mean: 1ms, capacity: 1GiB}
              - {name: fast, kind: queue, servers: 1, service: constant, mean: 100us, capacity: 1GiB}
            workloads:
              - {name: qd1, rw: randread, iodepth: 1, number_ios: 2000}
            results:
              throughput_interval: 500ms
              charts: [latency_cdf, throughput]
            """;

    @TempDir
    Path dir;

    /**
     * Every request of each station takes the same time, so its CDF is one histogram bucket: the
     * curve still has a line to draw, a step from fraction 0 at the bucket's lowest value to 1 at its
     * highest, around the constant service time.
     */
    @Test
    void aConstantLatencyIsDrawnAsAStepAtThatLatency() throws IOException {
        List<RunResult> runs = run(SLOW_AND_FAST);
        XYDataset cdf = Charts.latencyCdfPlot(runs).getDataset();
        double[] serviceMicros = {8000, 1000, 100};
        for (int k = 0; k < serviceMicros.length; k++) {
            assertEquals(2, cdf.getItemCount(k), runs.get(k).device());
            assertEquals(0.0, cdf.getYValue(k, 0));
            assertEquals(1.0, cdf.getYValue(k, 1));
            assertEquals(serviceMicros[k], cdf.getXValue(k, 0), 0.01 * serviceMicros[k]);
            assertEquals(serviceMicros[k], cdf.getXValue(k, 1), 0.01 * serviceMicros[k]);
            assertTrue(cdf.getXValue(k, 0) <= cdf.getXValue(k, 1));
        }
    }

    /**
     * Runs of 16 s, 2 s and 0.2 s share no useful time axis: the chart stacks one panel per device
     * (a title band and three panels, taller than the house height), each device's time axis
     * spanning its own run.
     */
    @Test
    void runsOfVeryDifferentLengthsGetAPanelEach() throws IOException {
        List<RunResult> runs = run(SLOW_AND_FAST);
        assertTrue(runs.get(0).spanNanos() > 4 * runs.get(2).spanNanos());
        BufferedImage image = throughputImage(runs);
        assertEquals(ChartStyle.WIDTH, image.getWidth());
        assertEquals(36 + 3 * 262, image.getHeight());

        for (RunResult r : runs) {
            ValueAxis time = Charts.throughputPlot(List.of(r)).getDomainAxis();
            assertEquals(0.0, time.getLowerBound());
            assertEquals(r.spanNanos() / 1e9, time.getUpperBound(), 1e-12);
        }
    }

    /** Seven devices as far apart would make seven panels: they stay on one plot of the house size. */
    @Test
    void manyDevicesKeepOnePlot() throws IOException {
        List<RunResult> three = run(SLOW_AND_FAST);
        List<RunResult> seven = new ArrayList<>();
        for (int i = 0; i < 7; i++) {
            RunResult r = three.get(i % 3);
            seven.add(new RunResult(r.device() + i, r.workload(), r.stats(), r.spanNanos(), r.flash()));
        }
        assertEquals(ChartStyle.HEIGHT, throughputImage(seven).getHeight());
    }

    private BufferedImage throughputImage(List<RunResult> runs) throws IOException {
        Path png = dir.resolve("throughput.png");
        Charts.throughput(png, "qd1", runs);
        return ImageIO.read(png.toFile());
    }

    private List<RunResult> run(String scenario) throws IOException {
        Path file = dir.resolve("scenario.yaml");
        Files.writeString(file, scenario);
        ScenarioPlan plan = ScenarioLoader.load(file);
        return ScenarioRunner.run(plan, plan.scenario().seed(), 2, r -> { });
    }

    /**
     * In a long run each device's moving average is a line in a dataset drawn after the dots (one
     * renderer draws all its shapes after all its lines, which would bury the averages), in the
     * device's colour over a paler tint of it, and each point is the mean of the window of
     * intervals it is centred on (a hundredth of the run, at least ten).
     */
    @Test
    void longRunAveragesAreDrawnOverTheirDotsAndAverageTheirWindow() throws IOException {
        List<RunResult> runs = run(TWO_STATIONS);
        XYPlot plot = Charts.throughputPlot(runs);

        assertEquals(DatasetRenderingOrder.FORWARD, plot.getDatasetRenderingOrder());
        XYLineAndShapeRenderer dotRenderer = (XYLineAndShapeRenderer) plot.getRenderer(0);
        XYLineAndShapeRenderer lineRenderer = (XYLineAndShapeRenderer) plot.getRenderer(1);
        XYDataset dots = plot.getDataset(0);
        XYDataset averages = plot.getDataset(1);
        assertEquals(2, averages.getSeriesCount());
        for (int k = 0; k < runs.size(); k++) {
            RunResult run = runs.get(k);
            assertTrue(run.intervals() >= 200, "a long run: " + run.intervals() + " intervals");
            assertTrue(dotRenderer.getItemShapeVisible(k, 0) && !dotRenderer.getItemLineVisible(k, 0), "dots");
            assertTrue(lineRenderer.getItemLineVisible(k, 0) && !lineRenderer.getItemShapeVisible(k, 0), "lines");
            Color line = (Color) lineRenderer.getSeriesPaint(k);
            Color dot = (Color) dotRenderer.getSeriesPaint(k);
            assertNotEquals(line, dot);
            assertTrue(dot.getRed() >= line.getRed() && dot.getGreen() >= line.getGreen() && dot.getBlue() >= line.getBlue(),
                    "the dots are a paler tint of the line's colour");

            int n = run.intervals();
            int window = Math.max(10, n / 100);
            assertEquals(n, dots.getItemCount(k));
            assertEquals(n - window + 1, averages.getItemCount(k));
            double seconds = run.stats().throughput().intervalNanos() / 1e9;
            for (int j = 0; j < averages.getItemCount(k); j++) {
                double sum = 0;
                for (int i = j; i < j + window; i++) {
                    sum += run.iopsIn(i);
                }
                assertEquals(sum / window, averages.getYValue(k, j), 1e-6 * sum / window, "average " + j);
                assertEquals((j + window - 1 - window / 2) * seconds, averages.getXValue(k, j), 1e-9);
            }
        }
        assertFalse(lineRenderer.getSeriesPaint(0).equals(lineRenderer.getSeriesPaint(1)), "devices apart");
    }
}
