package org.storagesim.scenarios.report;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/** Number formatting that never depends on the locale, so result files are the same everywhere. */
public final class Numbers {
    private Numbers() {
    }

    /** {@code value} rounded half-even to {@code decimals} places, as a plain decimal. */
    public static BigDecimal fixed(double value, int decimals) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite number: " + value);
        }
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_EVEN);
    }

    public static String plain(double value, int decimals) {
        return fixed(value, decimals).toPlainString();
    }

    /**
     * A rate (IOPS, MB/s) for a result file: three decimals, or, for a rate so slow that three show
     * only zeros (100 requests an hour apart), four significant digits, so no figure that is not
     * zero reads as zero.
     */
    public static BigDecimal rate(double value) {
        return rate(value, 3);
    }

    /** A rate with {@code decimals} places, or four significant digits where those places show only zeros. */
    public static BigDecimal rate(double value, int decimals) {
        BigDecimal fixed = fixed(value, decimals);
        if (fixed.signum() != 0 || value == 0) {
            return fixed;
        }
        return BigDecimal.valueOf(value).round(new MathContext(4, RoundingMode.HALF_EVEN)).stripTrailingZeros();
    }

    /** Seconds from nanoseconds, exact and without trailing zeros: 1500000000 → "1.5". */
    public static String seconds(long nanos) {
        BigDecimal s = BigDecimal.valueOf(nanos, 9).stripTrailingZeros();
        return s.scale() < 0 ? s.setScale(0).toPlainString() : s.toPlainString();
    }

    /** A latency for people: three significant digits in ns, us, ms or s ("95.3 us", "4.12 ms"). */
    public static String latency(double nanos) {
        if (nanos < 1e3) {
            return significant(nanos) + " ns";
        }
        if (nanos < 1e6) {
            return significant(nanos / 1e3) + " us";
        }
        if (nanos < 1e9) {
            return significant(nanos / 1e6) + " ms";
        }
        return significant(nanos / 1e9) + " s";
    }

    /** Three significant digits, at most two decimals: 1234.5 → "1235", 95.27 → "95.3", 4.123 → "4.12". */
    public static String significant(double value) {
        double magnitude = Math.abs(value);
        int decimals = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
        return plain(value, decimals);
    }
}
