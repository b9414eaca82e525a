package org.storagesim.scenarios.report;

import java.math.BigDecimal;
import java.math.MathContext;

/**
 * Axis labels for latencies given in microseconds: a time with its unit and at most three
 * significant digits, 0.5 → "500 ns", 2000 → "2 ms".
 */
final class LatencyFormat extends AxisLabelFormat {
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
