package org.storagesim.core.units;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size in bytes, written with units as fio does: {@code 4096}, {@code 4KiB}, {@code 128KB},
 * {@code 6MiB}, {@code 1.5GiB}. K, KB and KiB all mean 1024 (fio's default {@code kb_base=1024},
 * and what storage papers mean by "128 KB blocks"); powers go up to exbibytes.
 */
public record ByteSize(long bytes) implements Comparable<ByteSize> {
    public static final String ALLOWED = "a whole number of bytes, optionally with a unit "
            + "B, K/KB/KiB, M/MB/MiB, G/GB/GiB, T/TB/TiB, P/PB/PiB (powers of 1024), e.g. 4KiB, 128KB, 6MiB";

    private static final Pattern FORMAT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Z]*)\\s*");
    private static final Map<String, Integer> POWERS = Map.ofEntries(
            Map.entry("", 0), Map.entry("b", 0),
            Map.entry("k", 1), Map.entry("kb", 1), Map.entry("kib", 1),
            Map.entry("m", 2), Map.entry("mb", 2), Map.entry("mib", 2),
            Map.entry("g", 3), Map.entry("gb", 3), Map.entry("gib", 3),
            Map.entry("t", 4), Map.entry("tb", 4), Map.entry("tib", 4),
            Map.entry("p", 5), Map.entry("pb", 5), Map.entry("pib", 5));
    private static final String[] NAMES = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

    public ByteSize {
        if (bytes < 0) {
            throw new IllegalArgumentException("size must not be negative, got " + bytes + " B");
        }
    }

    public static ByteSize ofBytes(long bytes) {
        return new ByteSize(bytes);
    }

    /** Parses a size; throws {@link IllegalArgumentException} naming what is allowed. */
    public static ByteSize parse(String text) {
        Matcher m = FORMAT.matcher(text);
        Integer power = m.matches() ? POWERS.get(m.group(2).toLowerCase(Locale.ROOT)) : null;
        if (power == null) {
            throw new IllegalArgumentException("'" + text + "' is not a size; expected " + ALLOWED);
        }
        BigDecimal value = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(2).pow(10 * power));
        try {
            return new ByteSize(value.longValueExact());
        } catch (ArithmeticException e) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number of bytes (or is too large)");
        }
    }

    /** Shortest exact form: 4096 → "4KiB", 1000 → "1000B". */
    @Override
    public String toString() {
        return format(bytes);
    }

    public static String format(long bytes) {
        int power = 0;
        long value = bytes;
        while (value != 0 && value % 1024 == 0 && power < NAMES.length - 1) {
            value /= 1024;
            power++;
        }
        return value + NAMES[power];
    }

    @Override
    public int compareTo(ByteSize other) {
        return Long.compare(bytes, other.bytes);
    }
}
