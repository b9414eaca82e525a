package org.storagesim.scenarios.reproduce;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.XYPlot;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.storagesim.scenarios.report.AxisLabelFormat;
import org.storagesim.scenarios.report.ChartStyle;
import org.storagesim.scenarios.report.ResultFolder;

/**
 * The charts of P4's figures from the sweep: bandwidth against block size (log axis), one line
 * per queue depth or group size, plus every point as CSV, written to {@code results/p4/}.
 */
final class P4Charts {
    private static final int[] QDS = {1, 2, 4, 8, 16, 32, 64, 128};
    private static final int[] GROUPS = {1, 2, 4, 8, 16};

    private P4Charts() {
    }

    /** Writes the figures; {@code mb} maps "device/workload" to MB/s. */
    static void write(Path target, Map<String, Double> mb) {
        try {
            ResultFolder.write(target, dir -> {
                perQd(dir, mb, "fig2-single-random-g1", "x25m-g2", "rand", 1);
                perQd(dir, mb, "fig3-single-random-g2", "x25m-g2", "rand", 2);
                perQd(dir, mb, "fig4-single-sequential", "x25m-g2", "seq", 1);
                perGroup(dir, mb, "fig5-single-random-qd4", "x25m-g2", 4);
                perGroup(dir, mb, "fig7-single-random-qd128", "x25m-g2", 128);
                perQd(dir, mb, "fig8-raid-stripe256k-random-g1", "raid0-chunk64k", "rand", 1);
                perQd(dir, mb, "fig9-raid-stripe1m-random-g1", "raid0-chunk256k", "rand", 1);
                perQd(dir, mb, "fig10-raid-stripe256k-sequential", "raid0-chunk64k", "seq", 1);
                perGroup(dir, mb, "fig11-raid-stripe64k-qd32", "raid0-chunk16k", 32);
                perGroup(dir, mb, "fig12-raid-stripe256k-qd32", "raid0-chunk64k", 32);
                perGroup(dir, mb, "fig13-raid-stripe1m-qd32", "raid0-chunk256k", 32);
                List<String> lines = new ArrayList<>(List.of("device,workload,mb_per_sec"));
                new TreeMap<>(mb).forEach((k, v) -> lines.add(k.replace('/', ',') + ","
                        + String.format(Locale.ROOT, "%.3f", v)));
                Files.write(dir.resolve("points.csv"), lines);
            });
        } catch (IOException e) {
            throw new UncheckedIOException("the P4 charts to " + target, e);
        }
    }

    private static void perQd(Path dir, Map<String, Double> mb, String name, String device, String pattern, int group)
            throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        for (int qd : QDS) {
            data.addSeries(line("QD " + qd, mb, device + "/" + pattern + "-bs", "-qd" + qd + "-g" + group));
        }
        save(dir, name, device + ", " + (pattern.equals("seq") ? "sequential" : "random") + ", group size " + group, data);
    }

    private static void perGroup(Path dir, Map<String, Double> mb, String name, String device, int qd)
            throws IOException {
        XYSeriesCollection data = new XYSeriesCollection();
        for (int g : GROUPS) {
            data.addSeries(line("group " + g, mb, device + "/rand-bs", "-qd" + qd + "-g" + g));
        }
        save(dir, name, device + ", random, queue depth " + qd, data);
    }

    /** The points "prefix SIZE suffix" that the sweep has, by block size. */
    private static XYSeries line(String label, Map<String, Double> mb, String prefix, String suffix) {
        XYSeries s = new XYSeries(label, true, false);
        for (long kib = 2; kib <= 16384; kib *= 2) {
            Double v = mb.get(prefix + size(kib, "") + suffix);
            if (v != null) {
                s.add(kib, v);
            }
        }
        return s;
    }

    private static void save(Path dir, String name, String title, XYSeriesCollection data) throws IOException {
        LogAxis x = new LogAxis("block size (log scale)");
        x.setBase(2);
        x.setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        x.setNumberFormatOverride(new BlockSizeFormat());
        NumberAxis y = new NumberAxis("bandwidth (MB/s)");
        y.setAutoRangeIncludesZero(true);
        ChartStyle.savePng(dir.resolve(name + ".png"), "P4 " + name.substring(0, name.indexOf('-')) + ": " + title,
                new XYPlot(data, x, y, ChartStyle.lines(true)));
    }

    /** {@code kib} KiB as the sweep's workload names write it ("512KiB", "4MiB"), with {@code space} before the unit. */
    private static String size(long kib, String space) {
        return kib < 1024 ? kib + space + "KiB" : kib / 1024 + space + "MiB";
    }

    /** Tick labels of the block-size axis, whose values are powers of two in KiB: "2 KiB", "8 MiB". */
    private static final class BlockSizeFormat extends AxisLabelFormat {
        private static final long serialVersionUID = 1L;

        @Override
        protected String label(double kib) {
            return size(Math.round(kib), " ");
        }
    }
}
