package org.storagesim.scenarios.report;

import java.text.FieldPosition;
import java.text.NumberFormat;
import java.text.ParsePosition;

/** Axis labels with three significant digits (63.1, 100, 158) instead of powers like 10^1.8. */
final class SignificantFormat extends NumberFormat {
    @Override
    public StringBuffer format(double number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(number >= 1000 ? Numbers.plain(number, 0) : Numbers.significant(number));
    }

    @Override
    public StringBuffer format(long number, StringBuffer toAppendTo, FieldPosition pos) {
        return toAppendTo.append(number);
    }

    @Override
    public Number parse(String source, ParsePosition parsePosition) {
        throw new UnsupportedOperationException("axis labels are only formatted");
    }
}
