package org.storagesim.scenarios.reproduce;

import java.util.function.DoubleFunction;

/**
 * One checked finding: its id (from experiments.md), what it says, the simulated and published
 * values as printed, the tolerance the check allows, and whether it held.
 */
public record Finding(String id, String what, boolean passed, String simulated, String paper, String tolerance) {

    /** Passes when {@code simulated} is within {@code relativeTolerance} (0.02 = 2 %) of {@code paper}. */
    public static Finding withinRelative(String id, String what, double simulated, double paper,
                                         double relativeTolerance, DoubleFunction<String> format) {
        boolean ok = Math.abs(simulated - paper) <= relativeTolerance * Math.abs(paper);
        return new Finding(id, what, ok, format.apply(simulated), format.apply(paper),
                "±" + percent(relativeTolerance));
    }

    /** A shape check (a crossover, an ordering) stated in words, with the values that decided it. */
    public static Finding shape(String id, String what, boolean holds, String simulated, String paper) {
        return new Finding(id, what, holds, simulated, paper, "");
    }

    /** {@code PASS|FAIL <id> <what> simulated=<value> paper=<value> [tolerance=<t>]}. */
    public String line() {
        String line = (passed ? "PASS" : "FAIL") + " " + id + " " + what + " simulated=" + simulated + " paper=" + paper;
        return tolerance.isEmpty() ? line : line + " tolerance=" + tolerance;
    }

    private static String percent(double fraction) {
        double p = fraction * 100;
        return (p == Math.rint(p) ? Long.toString(Math.round(p)) : Double.toString(p)) + "%";
    }
}
