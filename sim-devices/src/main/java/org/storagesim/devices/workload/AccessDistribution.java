package org.storagesim.devices.workload;

import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * Where a random job's requests land among the aligned offsets of its range (fio's
 * {@code random_distribution}): uniformly, or skewed so that some blocks are hot.
 * <ul>
 *   <li>{@code random}: every offset equally likely (the default);</li>
 *   <li>{@code zipf:THETA}: the block of popularity rank k is drawn with probability proportional
 *       to 1 / k^THETA (THETA &gt; 0);</li>
 *   <li>{@code pareto:H}: Gray et al.'s self-similar distribution (SIGMOD 1994): a fraction H of
 *       the requests goes to the hottest 1 − H of the blocks, H of those to the hottest 1 − H of
 *       that, and so on (0.5 &lt; H &lt; 1; 0.8 is the 80/20 rule);</li>
 *   <li>{@code zoned:A/R:A/R...}: A % of the requests go, uniformly, to the next R % of the
 *       range, zones in the order written from the start of the range (each column sums to 100;
 *       {@code zoned:90/10:10/90} is the "hot-and-cold" load of LFS, Rosenblum and Ousterhout 1992).</li>
 * </ul>
 * Zipf and Pareto ranks are scattered over the range by a fixed permutation (as fio hashes them),
 * so the hot blocks are not all at the start; hotness is a property of the blocks, the same for
 * every clone and every job with the same range and distribution, so a skewed warm-up heats the
 * blocks a skewed measurement then hits.
 */
public final class AccessDistribution {
    public static final String ALLOWED = "random (uniform), zipf:THETA (THETA > 0), pareto:H (0.5 < H < 1) or "
            + "zoned:ACCESS/RANGE:... (percentages, e.g. zoned:90/10:10/90, each column summing to 100)";
    public static final AccessDistribution UNIFORM = new AccessDistribution(Kind.RANDOM, 0, null, null, "random");

    private enum Kind { RANDOM, ZIPF, PARETO, ZONED }

    private final Kind kind;
    private final double parameter;
    /** Zoned only: cumulative access and range percentages after each zone. */
    private final double[] accessUpTo;
    private final double[] rangeUpTo;
    private final String text;

    private AccessDistribution(Kind kind, double parameter, double[] accessUpTo, double[] rangeUpTo, String text) {
        this.kind = kind;
        this.parameter = parameter;
        this.accessUpTo = accessUpTo;
        this.rangeUpTo = rangeUpTo;
        this.text = text;
    }

    public static AccessDistribution parse(String text) {
        String t = text.trim();
        int colon = t.indexOf(':');
        String name = (colon < 0 ? t : t.substring(0, colon)).toLowerCase(Locale.ROOT);
        String rest = colon < 0 ? null : t.substring(colon + 1);
        switch (name) {
            case "random":
                if (rest != null) {
                    throw new IllegalArgumentException("'random' takes no parameter; allowed: " + ALLOWED);
                }
                return UNIFORM;
            case "zipf": {
                double theta = number(t, rest);
                if (!(theta > 0) || Double.isInfinite(theta)) {
                    throw new IllegalArgumentException("zipf's exponent must be a number > 0, got '" + rest + "'");
                }
                return new AccessDistribution(Kind.ZIPF, theta, null, null, t);
            }
            case "pareto": {
                double h = number(t, rest);
                if (!(h > 0.5 && h < 1)) {
                    throw new IllegalArgumentException("pareto's H (the share of requests that go to the hottest 1 - H"
                            + " of the blocks) must lie strictly between 0.5 and 1, got '" + rest + "'");
                }
                return new AccessDistribution(Kind.PARETO, h, null, null, t);
            }
            case "zoned":
                return zoned(t, rest);
            default:
                throw new IllegalArgumentException("'" + t + "' is not an access distribution; allowed: " + ALLOWED);
        }
    }

    private static double number(String whole, String rest) {
        if (rest == null || rest.isBlank()) {
            throw new IllegalArgumentException("'" + whole + "' needs its parameter after ':'; allowed: " + ALLOWED);
        }
        try {
            return Double.parseDouble(rest.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + rest + "' in '" + whole + "' is not a number; allowed: " + ALLOWED);
        }
    }

    private static AccessDistribution zoned(String whole, String rest) {
        if (rest == null || rest.isBlank()) {
            throw new IllegalArgumentException("'" + whole + "' needs its zones, e.g. zoned:90/10:10/90");
        }
        String[] zones = rest.split(":");
        double[] access = new double[zones.length];
        double[] range = new double[zones.length];
        double accessSum = 0;
        double rangeSum = 0;
        for (int i = 0; i < zones.length; i++) {
            String[] ar = zones[i].split("/");
            if (ar.length != 2) {
                throw new IllegalArgumentException("zone '" + zones[i] + "' in '" + whole
                        + "' is not ACCESS/RANGE (percentages, e.g. 90/10)");
            }
            double a = percentage(whole, ar[0]);
            double r = percentage(whole, ar[1]);
            if (a > 0 && r == 0) {
                throw new IllegalArgumentException("zone '" + zones[i] + "' in '" + whole
                        + "' gets requests but no part of the range");
            }
            accessSum += a;
            rangeSum += r;
            access[i] = accessSum;
            range[i] = rangeSum;
        }
        if (Math.abs(accessSum - 100) > 1e-9 || Math.abs(rangeSum - 100) > 1e-9) {
            throw new IllegalArgumentException("the zones of '" + whole + "' give " + fmt(accessSum) + " % of the requests"
                    + " to " + fmt(rangeSum) + " % of the range; both must add up to 100");
        }
        return new AccessDistribution(Kind.ZONED, 0, access, range, whole);
    }

    private static double percentage(String whole, String s) {
        double v;
        try {
            v = Double.parseDouble(s.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + s + "' in '" + whole + "' is not a percentage");
        }
        if (!(v >= 0 && v <= 100)) {
            throw new IllegalArgumentException("'" + s + "' in '" + whole + "' is not a percentage (0..100)");
        }
        return v;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }

    public boolean isUniform() {
        return kind == Kind.RANDOM;
    }

    /**
     * Why this distribution cannot spread requests over {@code slots} aligned offsets (a zone
     * with requests but too small a share of the range to hold one), or null if it can.
     */
    public String problemWith(long slots) {
        if (kind != Kind.ZONED) {
            return null;
        }
        for (int i = 0; i < accessUpTo.length; i++) {
            double previous = i == 0 ? 0 : accessUpTo[i - 1];
            if (accessUpTo[i] > previous && zoneStart(i + 1, slots) == zoneStart(i, slots)) {
                return "zone " + (i + 1) + " of '" + text + "' holds no whole block of the " + slots
                        + " aligned offsets the range has";
            }
        }
        return null;
    }

    /** The first slot of zone {@code i} (or the slot count, for i = the number of zones). */
    private long zoneStart(int i, long slots) {
        return i == 0 ? 0 : i == rangeUpTo.length ? slots : (long) (rangeUpTo[i - 1] / 100 * slots);
    }

    /** Draws slots in [0, {@code slots}) with this distribution. */
    SlotSampler sampler(long slots) {
        switch (kind) {
            case RANDOM:
                return u -> (long) (u.nextDouble() * slots);
            case ZIPF:
                return new ScatteredRanks(new ZipfRanks(slots, parameter), slots);
            case PARETO:
                return new ScatteredRanks(new SelfSimilarRanks(slots, parameter), slots);
            default:
                long[] starts = new long[accessUpTo.length + 1];
                for (int i = 0; i <= accessUpTo.length; i++) {
                    starts[i] = zoneStart(i, slots);
                }
                return new ZonedSlots(accessUpTo, starts);
        }
    }

    /** Equal when they draw alike, however they were spelt ({@code zipf:1.2} and {@code zipf:1.20}). */
    @Override
    public boolean equals(Object o) {
        return o instanceof AccessDistribution d && kind == d.kind && parameter == d.parameter
                && Arrays.equals(accessUpTo, d.accessUpTo) && Arrays.equals(rangeUpTo, d.rangeUpTo);
    }

    @Override
    public int hashCode() {
        return Objects.hash(kind, parameter, Arrays.hashCode(accessUpTo), Arrays.hashCode(rangeUpTo));
    }

    @Override
    public String toString() {
        return text;
    }
}
