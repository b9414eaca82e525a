package org.storagesim.scenarios.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A horizontal log axis of latency in microseconds whose labelled ticks fall on round times, written
 * with their unit ("100 us", "2 ms", "1 s"). JFreeChart's log axis spaces its ticks evenly in the
 * logarithm, which gives labels such as 3162 and 316228. Here the ticks are the powers of ten when
 * the range spans enough of them (with unlabelled minor ticks at 2..9 times each), else 1, 2 and 5
 * times them, else every digit; a range too narrow even for that keeps JFreeChart's ticks, with units.
 */
final class LatencyAxis extends LogAxis {
    private static final long serialVersionUID = 1L;
    /** Mantissas of the labelled ticks, coarsest first; the first that labels this many ticks is used. */
    private static final int[][] MANTISSAS = {{1}, {1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};
    private static final int FEWEST_LABELS = 3;

    LatencyAxis(String label) {
        super(label);
        setSmallestValue(1e-3);
        setNumberFormatOverride(new LatencyFormat());
        setMinorTickMarksVisible(true);
    }

    @Override
    protected List refreshTicksHorizontal(Graphics2D g2, Rectangle2D dataArea, RectangleEdge edge) {
        TextAnchor anchor = edge == RectangleEdge.TOP ? TextAnchor.BOTTOM_CENTER : TextAnchor.TOP_CENTER;
        double lower = getLowerBound();
        double upper = getUpperBound();
        int firstDecade = (int) Math.floor(Math.log10(lower));
        int lastDecade = (int) Math.ceil(Math.log10(upper));
        for (int[] mantissas : MANTISSAS) {
            List<LogTick> ticks = new ArrayList<>();
            int labelled = 0;
            for (int decade = firstDecade; decade <= lastDecade; decade++) {
                double power = Math.pow(10, decade);
                for (int digit = 1; digit <= 9; digit++) {
                    double v = digit * power;
                    if (v < lower || v > upper) {
                        continue;
                    }
                    if (contains(mantissas, digit)) {
                        ticks.add(new LogTick(TickType.MAJOR, v, createTickLabel(v), anchor));
                        labelled++;
                    } else if (mantissas.length == 1) {
                        ticks.add(new LogTick(TickType.MINOR, v, null, anchor));
                    }
                }
            }
            if (labelled >= FEWEST_LABELS) {
                return ticks;
            }
        }
        return super.refreshTicksHorizontal(g2, dataArea, edge);
    }

    private static boolean contains(int[] values, int value) {
        for (int v : values) {
            if (v == value) {
                return true;
            }
        }
        return false;
    }

    /** Microseconds as a time with its unit and at most three significant digits: 0.5 → "500 ns", 2000 → "2 ms". */
    private static final class LatencyFormat extends AxisLabelFormat {
        private static final long serialVersionUID = 1L;
        private static final String[] UNITS = {"ns", "us", "ms", "s"};

        @Override
        protected String label(double micros) {
            BigDecimal value = new BigDecimal(micros * 1e3, new MathContext(3));
            int unit = 0;
            while (unit < UNITS.length - 1 && value.abs().compareTo(BigDecimal.valueOf(1000)) >= 0) {
                value = value.movePointLeft(3);
                unit++;
            }
            return value.stripTrailingZeros().toPlainString() + " " + UNITS[unit];
        }
    }
}
