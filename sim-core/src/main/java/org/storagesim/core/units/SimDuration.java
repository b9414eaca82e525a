package org.storagesim.core.units;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A span of simulated time in whole nanoseconds, written with units: {@code 100us}, {@code 4.5ms},
 * {@code 30s}, {@code 24h}. A bare number is nanoseconds.
 */
public record SimDuration(long nanos) implements Comparable<SimDuration> {
    public static final String ALLOWED = "a non-negative time with a unit ns, us (or µs), ms, s, m/min, h, d, "
            + "e.g. 100us, 4.5ms, 24h; a bare number is nanoseconds";

    public static final long NANOS_PER_MICRO = 1_000L;
    public static final long NANOS_PER_MILLI = 1_000_000L;
    public static final long NANOS_PER_SECOND = 1_000_000_000L;

    private static final Pattern FORMAT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Zµ]*)\\s*");
    private static final Map<String, Long> UNITS = Map.ofEntries(
            Map.entry("", 1L), Map.entry("ns", 1L),
            Map.entry("us", NANOS_PER_MICRO), Map.entry("µs", NANOS_PER_MICRO),
            Map.entry("ms", NANOS_PER_MILLI),
            Map.entry("s", NANOS_PER_SECOND),
            Map.entry("m", 60 * NANOS_PER_SECOND), Map.entry("min", 60 * NANOS_PER_SECOND),
            Map.entry("h", 3600 * NANOS_PER_SECOND),
            Map.entry("d", 86400 * NANOS_PER_SECOND));

    public SimDuration {
        if (nanos < 0) {
            throw new IllegalArgumentException("time must not be negative, got " + nanos + " ns");
        }
    }

    public static SimDuration ofNanos(long nanos) {
        return new SimDuration(nanos);
    }

    /** Parses a time; throws {@link IllegalArgumentException} naming what is allowed. */
    public static SimDuration parse(String text) {
        Matcher m = FORMAT.matcher(text);
        Long unit = m.matches() ? UNITS.get(m.group(2).toLowerCase(Locale.ROOT)) : null;
        if (unit == null) {
            throw new IllegalArgumentException("'" + text + "' is not a time; expected " + ALLOWED);
        }
        BigDecimal value = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit));
        try {
            return new SimDuration(value.longValueExact());
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number of nanoseconds (or is too large)");
        }
    }

    public double seconds() {
        return nanos / (double) NANOS_PER_SECOND;
    }

    @Override
    public String toString() {
        return format(nanos);
    }

    /** Exact, readable form: 4500000 → "4500us", 2000 → "2us", 86400000000000 → "24h". */
    public static String format(long nanos) {
        if (nanos == 0) {
            return "0ns";
        }
        if (nanos % (3600 * NANOS_PER_SECOND) == 0) {
            return nanos / (3600 * NANOS_PER_SECOND) + "h";
        }
        if (nanos % NANOS_PER_SECOND == 0) {
            return nanos / NANOS_PER_SECOND + "s";
        }
        if (nanos % NANOS_PER_MILLI == 0) {
            return nanos / NANOS_PER_MILLI + "ms";
        }
        if (nanos % NANOS_PER_MICRO == 0) {
            return nanos / NANOS_PER_MICRO + "us";
        }
        return nanos + "ns";
    }

    @Override
    public int compareTo(SimDuration other) {
        return Long.compare(nanos, other.nanos);
    }
}
