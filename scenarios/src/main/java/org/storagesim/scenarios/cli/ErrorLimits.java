package org.storagesim.scenarios.cli;

import java.io.PrintWriter;
import java.util.Locale;
import org.storagesim.scenarios.InputException;

/**
 * The limits a comparison command is given on its errors ({@code --max-mean-err-pct} and the like):
 * checked as they are read, so that a limit no figure can meet is bad input rather than a silent
 * exit 1, and named when a figure goes beyond one, so that exit 1 always comes with its reason.
 */
final class ErrorLimits {
    private ErrorLimits() {
    }

    /** Refuses a limit that is not a number of 0 or more ({@code null}: the option was not given). */
    static void require(String option, Double limitPct) {
        if (limitPct != null && !(limitPct >= 0)) {
            throw new InputException(option + " must be a percentage of 0 or more, got " + limitPct);
        }
    }

    /**
     * Whether {@code |errorPct|} is within {@code limitPct} ({@code null}: no limit); if not, says on
     * {@code err} which figure of {@code subject} went beyond which option.
     */
    static boolean within(PrintWriter err, String subject, String figure, double errorPct, String option,
            Double limitPct) {
        if (limitPct == null || Math.abs(errorPct) <= limitPct) {
            return true;
        }
        err.printf(Locale.ROOT, "%s: %s %.2f %% is beyond %s %s%n", subject, figure, errorPct, option,
                plain(limitPct));
        err.flush();
        return false;
    }

    /** The limit as the user would write it: 2 rather than 2.0. */
    private static String plain(double pct) {
        return pct == Math.rint(pct) && Math.abs(pct) < 1e15 ? Long.toString((long) pct) : Double.toString(pct);
    }
}
