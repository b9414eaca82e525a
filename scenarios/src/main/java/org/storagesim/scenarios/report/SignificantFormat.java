package org.storagesim.scenarios.report;

import java.math.BigDecimal;
import java.math.MathContext;

/** Axis labels with three significant digits and no trailing zeros (0.001, 63.1, 100), whole numbers from 1000 on. */
final class SignificantFormat extends AxisLabelFormat {
    private static final long serialVersionUID = 1L;

    @Override
    protected String label(double value) {
        return value >= 1000 ? Numbers.plain(value, 0)
                : new BigDecimal(value, new MathContext(3)).stripTrailingZeros().toPlainString();
    }
}
