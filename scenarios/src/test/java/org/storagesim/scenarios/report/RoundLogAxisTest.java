package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.awt.Graphics2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.text.AttributedCharacterIterator;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.axis.AxisState;
import org.jfree.chart.axis.LogTick;
import org.jfree.chart.axis.TickType;
import org.jfree.chart.axis.ValueTick;
import org.jfree.chart.ui.RectangleEdge;
import org.junit.jupiter.api.Test;

/** The round log axis puts its labels on round values; on latencies, written with their unit. */
class RoundLogAxisTest {
    /** A QD 32 disk from 100 us to 1.6 s: one label per power of ten, minor ticks between. */
    @Test
    void aWideRangeIsLabelledAtEachPowerOfTen() {
        List<ValueTick> ticks = ticks(100, 1.6e6);
        assertEquals(List.of("100 us", "1 ms", "10 ms", "100 ms", "1 s"), labels(ticks));
        assertEquals(8 * 4, ticks.stream().filter(t -> t.getTickType() == TickType.MINOR).count(),
                "2..9 times each power of ten from 100 us to 100 ms");
    }

    /** Under a decade and a half, powers of ten alone would give too few labels: 1, 2 and 5 times them. */
    @Test
    void aNarrowerRangeIsLabelledAtOneTwoAndFive() {
        assertEquals(List.of("2 ms", "5 ms", "10 ms"), labels(ticks(1_800, 15_000)));
        assertEquals(List.of("500 ns", "1 us", "2 us", "5 us", "10 us", "20 us"), labels(ticks(0.4, 25)));
    }

    /** Within one decade, every digit. */
    @Test
    void withinADecadeEveryDigitIsLabelled() {
        assertEquals(List.of("3 ms", "4 ms", "5 ms", "6 ms"), labels(ticks(2_500, 6_500)));
    }

    /** A range around one value, too narrow for any round time, keeps JFreeChart's ticks, still with units. */
    @Test
    void aVeryNarrowRangeStillHasLabelsWithUnits() {
        List<String> labels = labels(ticks(98, 102));
        assertFalse(labels.isEmpty());
        assertTrue(labels.stream().allMatch(l -> l.endsWith(" us")), labels.toString());
    }

    /** P0-5's selectivities 0.001 to 1: one label per power of ten, none rounded into another. */
    @Test
    void selectivitiesAreLabelledAtEachPowerOfTen() {
        assertEquals(List.of("0.001", "0.01", "0.1", "1"),
                labels(ticks(new RoundLogAxis("selectivity", 1e-4, new SignificantFormat()), 0.0008, 1.2)));
    }

    private static List<ValueTick> ticks(double lowerMicros, double upperMicros) {
        return ticks(new RoundLogAxis("latency", 1e-3, new LatencyFormat()), lowerMicros, upperMicros);
    }

    @SuppressWarnings("unchecked")
    private static List<ValueTick> ticks(RoundLogAxis axis, double lower, double upper) {
        axis.setRange(lower, upper);
        Graphics2D g = new BufferedImage(900, 560, BufferedImage.TYPE_INT_RGB).createGraphics();
        try {
            Rectangle2D plotArea = new Rectangle2D.Double(60, 30, 800, 460);
            return axis.refreshTicks(g, new AxisState(), plotArea, RectangleEdge.BOTTOM);
        } finally {
            g.dispose();
        }
    }

    private static List<String> labels(List<ValueTick> ticks) {
        List<String> labels = new ArrayList<>();
        for (ValueTick t : ticks) {
            if (t.getTickType() == TickType.MAJOR) {
                AttributedCharacterIterator text = ((LogTick) t).getAttributedLabel().getIterator();
                StringBuilder label = new StringBuilder();
                for (char c = text.first(); c != AttributedCharacterIterator.DONE; c = text.next()) {
                    label.append(c);
                }
                labels.add(label.toString());
            }
        }
        return labels;
    }
}
