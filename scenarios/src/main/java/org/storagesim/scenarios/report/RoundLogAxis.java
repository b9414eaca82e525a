package org.storagesim.scenarios.report;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.TextAnchor;

/**
 * A horizontal log axis (base 10) whose labelled ticks fall on round values. JFreeChart's log axis
 * spaces its ticks evenly in the logarithm, which gives labels such as 3162 and 316228, or, for
 * selectivities from 0.001 to 1, several ticks that all round to the same label. Here the ticks are
 * the powers of ten when the range spans enough of them (with unlabelled minor ticks at 2..9 times
 * each), else 1, 2 and 5 times them, else every digit; a range too narrow even for that keeps
 * JFreeChart's ticks. The labels are written by the axis's {@link AxisLabelFormat}.
 */
final class RoundLogAxis extends LogAxis {
    private static final long serialVersionUID = 1L;
    /** Mantissas of the labelled ticks, coarsest first; the first that labels this many ticks is used. */
    private static final int[][] MANTISSAS = {{1}, {1, 2, 5}, {1, 2, 3, 4, 5, 6, 7, 8, 9}};
    private static final int FEWEST_LABELS = 3;

    /** An axis of positive values from {@code smallest} up, labelled by {@code labels}. */
    RoundLogAxis(String label, double smallest, AxisLabelFormat labels) {
        super(label);
        setSmallestValue(smallest);
        setNumberFormatOverride(labels);
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
}
