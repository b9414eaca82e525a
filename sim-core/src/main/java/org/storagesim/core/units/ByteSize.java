package org.storagesim.core.units;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size in bytes, with or without a unit: {@code 4096}, {@code 4KiB}, {@code 128KB}, {@code 6MiB},
 * {@code 1.5GiB}. K, Ki, KB and KiB all mean 1024 (what storage papers mean by "128 KB blocks");
 * powers go up to exbibytes. (fio's job files count {@code KiB} in thousands under its default
 * {@code kb_base}; the fio import reads them by fio's rules.)
 */
public record ByteSize(long bytes) implements Comparable<ByteSize> {
    public static final String ALLOWED = "a whole number of bytes, optionally with a unit "
            + "B, K/Ki/KB/KiB, M/Mi/MB/MiB, G/Gi/GB/GiB, T/Ti/TB/TiB, P/Pi/PB/PiB, E/Ei/EB/EiB (powers of 1024), "
            + "e.g. 4KiB, 128KB, 6MiB";

    private static final Pattern FORMAT = Pattern.compile("\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([a-zA-Z]*)\\s*");
    /** Unit spellings, lower-cased: K, Ki, KB and KiB for each power of 1024. */
    private static final Map<String, Integer> POWERS = powers("kmgtpe");
    private static final String[] NAMES = {"B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"};

    private static Map<String, Integer> powers(String letters) {
        Map<String, Integer> powers = new HashMap<>(Map.of("", 0, "b", 0));
        for (int i = 0; i < letters.length(); i++) {
            for (String ending : new String[] {"", "i", "b", "ib"}) {
                powers.put(letters.charAt(i) + ending, i + 1);
            }
        }
        return Map.copyOf(powers);
    }

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
