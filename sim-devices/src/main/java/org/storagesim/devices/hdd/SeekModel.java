package org.storagesim.devices.hdd;

import java.util.List;
import java.util.Locale;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Seek time by cylinder distance, precomputed for every distance into a table of nanoseconds so a
 * lookup is one array read. Built from a measured curve (linear interpolation between points) or
 * from the HPL formula with optional measured times for the first ten distances.
 */
public final class SeekModel {
    private final long[] nanosByDistance;

    private SeekModel(long[] nanosByDistance) {
        this.nanosByDistance = nanosByDistance;
    }

    public static SeekModel of(HddSeek spec, int cylinders) {
        double[] ms = new double[Math.max(cylinders, 2)];
        boolean hasCurve = spec.curve() != null && !spec.curve().isEmpty();
        boolean hasHpl = spec.hpl() != null && !spec.hpl().isEmpty();
        if (hasCurve == hasHpl) {
            throw new InvalidConfigException(List.of("seek"), "give exactly one of seek.curve (points [distance, ms])"
                    + " or seek.hpl ([boundary, a, b, c, d, single_cylinder_ms])");
        }
        if (hasCurve) {
            fillFromCurve(spec.curve(), ms);
        } else {
            fillFromHpl(spec, ms);
        }
        long[] table = new long[ms.length];
        for (int d = 1; d < ms.length; d++) {
            table[d] = Math.round(ms[d] * 1e6);
        }
        return new SeekModel(table);
    }

    private static void fillFromCurve(List<List<Double>> curve, double[] ms) {
        int n = curve.size();
        double[] x = new double[n + 1];
        double[] y = new double[n + 1];
        for (int i = 0; i < n; i++) {
            List<Double> point = curve.get(i);
            if (point.size() != 2 || point.get(0) <= (i == 0 ? 0 : x[i])) {
                throw new InvalidConfigException(List.of("seek", "curve", i),
                        "each point is [distance, ms] with distances ascending from 1 and times not negative");
            }
            InvalidConfigException.requireMillis(List.of("seek", "curve", i, 1), point.get(1));
            x[i + 1] = point.get(0);
            y[i + 1] = point.get(1);
        }
        int seg = 1;
        for (int d = 1; d < ms.length; d++) {
            while (seg < n && x[seg + 1] < d) {
                seg++;
            }
            if (d >= x[n]) {
                // Beyond the last measured distance (at most a few cylinders): the full-stroke time.
                ms[d] = y[n];
            } else if (d <= x[1]) {
                ms[d] = y[1];
            } else {
                double t = (d - x[seg]) / (x[seg + 1] - x[seg]);
                ms[d] = y[seg] + t * (y[seg + 1] - y[seg]);
            }
        }
    }

    private static void fillFromHpl(HddSeek spec, double[] ms) {
        List<Double> v = spec.hpl();
        if (v.size() != 6) {
            throw new InvalidConfigException(List.of("seek", "hpl"), "hpl needs 6 values: boundary, a, b, c, d,"
                    + " single_cylinder_ms (-1 to use seek.single_cylinder_ms); got " + v.size());
        }
        double boundary = v.get(0);
        for (int d = 1; d < ms.length; d++) {
            ms[d] = d < boundary ? v.get(1) + v.get(2) * Math.sqrt(d) : v.get(3) + v.get(4) * d;
        }
        double single = v.get(5) >= 0 ? v.get(5) : spec.singleCylinderMs() != null ? spec.singleCylinderMs() : ms[1];
        ms[1] = single;
        List<Double> ten = spec.firstTen();
        if (ten != null) {
            if (ten.size() > 10) {
                throw new InvalidConfigException(List.of("seek", "first_ten"),
                        "lists the seek times of distances 1 to 10, so at most 10 values; got " + ten.size());
            }
            for (int i = 0; i < ten.size() && i + 1 < ms.length; i++) {
                ms[i + 1] = ten.get(i);
            }
        }
        for (int d = 1; d < ms.length; d++) {
            if (!(ms[d] >= 0 && ms[d] <= InvalidConfigException.MAX_STEP_MS)) {
                boolean measured = ten != null && d <= ten.size();
                throw new InvalidConfigException(List.of("seek", measured ? "first_ten" : "hpl"), "gives a seek of "
                        + d + " cylinder" + (d == 1 ? "" : "s") + " " + String.format(Locale.ROOT, "%.3f", ms[d]) + " ms; allowed: times"
                        + " from 0 to " + (long) InvalidConfigException.MAX_STEP_MS + " ms (a day) at every distance up to "
                        + (ms.length - 1));
            }
        }
    }

    /** Seek time for moving the arm {@code distance} cylinders (0 for none). */
    public long nanos(int distance) {
        if (distance <= 0) {
            return 0;
        }
        return nanosByDistance[Math.min(distance, nanosByDistance.length - 1)];
    }
}
