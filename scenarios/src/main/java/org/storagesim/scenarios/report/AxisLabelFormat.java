package org.storagesim.scenarios.report;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/**
 * Tick labels of a chart axis. JFreeChart's axes take a {@link NumberFormat} for their labels but
 * only ever format with it, so a subclass just says how one value reads.
 */
public abstract class AxisLabelFormat extends NumberFormat {
    private static final long serialVersionUID = 1L;

    /** The label of the tick at {@code value}. */
    protected abstract String label(double value);

    @Override
    public final StringBuffer format(double value, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(label(value));
    }

    @Override
    public final StringBuffer format(long value, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(label(value));
    }

    @Override
    public final Number parse(String source, ParsePosition parsePosition) {
        throw new UnsupportedOperationException("axis labels are only formatted");
    }
}
