package org.storagesim.validation.calibrate;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A size option of a fio job as fio itself reads it (fio(1), "int" options and {@code kb_base}),
 * which differs from the scenario files' sizes in one place: fio's default {@code kb_base=1024}
 * keeps the units of old job files, so {@code k}, {@code kb}, {@code m}, {@code g}, {@code t},
 * {@code p} are powers of 1024 while {@code kib}, {@code mib}, ... are powers of 1000 (with
 * {@code kb_base=1000} it is the other way round). As in fio, only the leading letters of a suffix
 * count: {@code 8gi} is {@code 8g}.
 */
final class FioSize {
    private static final Pattern FORMAT = Pattern.compile("\\s*([0-9]+)\\s*([a-zA-Z]*)\\s*");
    private static final String PREFIXES = "kmgtp";

    private FioSize() {
    }

    /** The job's {@code kb_base} option: 1024 (fio's default) or 1000. */
    static int kbBase(String text) {
        return switch (text.trim()) {
            case "1024" -> 1024;
            case "1000" -> 1000;
            default -> throw new IllegalArgumentException("option kb_base='" + text + "': fio takes 1024 or 1000");
        };
    }

    private static long otherBase(int kbBase) {
        return kbBase == 1024 ? 1000 : 1024;
    }

    /** The bytes of {@code text}, the value of the job's option {@code option} (named in messages). */
    static long parse(String option, String text, int kbBase) {
        Matcher m = FORMAT.matcher(text);
        if (!m.matches()) {
            throw new IllegalArgumentException("option " + option + "='" + text + "' is not a size the import reads;"
                    + " expected a whole number of bytes with an optional k, m, g, t or p suffix");
        }
        String suffix = m.group(2).toLowerCase(Locale.ROOT);
        boolean plainBytes = suffix.isEmpty() || suffix.equals("b");
        int power = plainBytes ? 0 : PREFIXES.indexOf(suffix.charAt(0)) + 1;
        if (!plainBytes && power == 0) {
            throw new IllegalArgumentException("option " + option + "='" + text + "' has the unit '" + m.group(2)
                    + "'; fio's sizes take k, m, g, t or p (with b, or with ib for the other base)");
        }
        long base = suffix.startsWith("ib", 1) ? otherBase(kbBase) : kbBase;
        try {
            long bytes = Long.parseLong(m.group(1));
            for (int i = 0; i < power; i++) {
                bytes = Math.multiplyExact(bytes, base);
            }
            return bytes;
        } catch (ArithmeticException | NumberFormatException e) {
            throw new IllegalArgumentException("option " + option + "='" + text + "' is too large a size", e);
        }
    }
}
