package org.storagesim.scenarios.report;

/** Axis labels with three significant digits (63.1, 100, 158) instead of powers like 10^1.8. */
final class SignificantFormat extends AxisLabelFormat {
    private static final long serialVersionUID = 1L;

    @Override
    protected String label(double value) {
        return value >= 1000 ? Numbers.plain(value, 0) : Numbers.significant(value);
    }
}
