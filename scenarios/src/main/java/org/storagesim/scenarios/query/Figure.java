package org.storagesim.scenarios.query;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

/**
 * One chart of a query experiment, shaped like one of P0's figures: named lines of (x, y) points.
 *
 * @param file   file name stem for the PNG and the CSV
 * @param title  chart title
 * @param xLabel x axis label
 * @param yLabel y axis label
 * @param logX   whether the x axis is logarithmic (selectivity)
 * @param lines  the lines, in legend order
 */
public record Figure(String file, String title, String xLabel, String yLabel, boolean logX, List<Line> lines) {
    /**
     * Decimals to write every x of this figure with: none when all are whole numbers (k, a number of
     * queries), else four, or as many as the finest x has (a selectivity of 0.00001), so that one
     * column of a CSV or one printed line never shows a given value as 0 or in mixed widths.
     */
    public int xDecimals() {
        boolean whole = true;
        int finest = 0;
        for (Line line : lines) {
            for (double[] p : line.points()) {
                whole &= p[0] == Math.rint(p[0]);
                finest = Math.max(finest, BigDecimal.valueOf(p[0]).stripTrailingZeros().scale());
            }
        }
        return whole ? 0 : Math.max(4, finest);
    }

    /** One line of a figure. */
    public record Line(String name, List<double[]> points) {
    }

    /** Collects a figure's lines point by point. */
    public static final class Builder {
        private final String file;
        private final String title;
        private final String xLabel;
        private final String yLabel;
        private final boolean logX;
        private final List<Line> lines = new ArrayList<>();

        public Builder(String file, String title, String xLabel, String yLabel, boolean logX) {
            this.file = file;
            this.title = title;
            this.xLabel = xLabel;
            this.yLabel = yLabel;
            this.logX = logX;
        }

        public Builder line(String name, double[] xs, double[] ys) {
            List<double[]> points = new ArrayList<>();
            for (int i = 0; i < xs.length; i++) {
                points.add(new double[] {xs[i], ys[i]});
            }
            lines.add(new Line(name, List.copyOf(points)));
            return this;
        }

        public Figure build() {
            return new Figure(file, title, xLabel, yLabel, logX, List.copyOf(lines));
        }
    }
}
