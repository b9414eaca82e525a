package org.storagesim.devices.reference;

import java.util.Locale;
import umontreal.ssj.probdist.ContinuousDistribution;
import umontreal.ssj.probdist.ExponentialDist;
import umontreal.ssj.probdist.GammaDist;
import umontreal.ssj.probdist.LognormalDist;
import umontreal.ssj.probdist.UniformDist;
import umontreal.ssj.rng.RandomStream;

/**
 * A service-time distribution in nanoseconds, sampled by inversion from one stream (so common
 * random numbers carry over between variants). Parameterised by its mean and, where it has one,
 * its coefficient of variation.
 */
public final class ServiceTime {
    public static final String ALLOWED = "constant, exponential, uniform (mean, cv ≤ 0.577), erlang or gamma (mean, cv), "
            + "lognormal (mean, cv)";

    private final String kind;
    private final double meanNanos;
    private final ContinuousDistribution distribution; // null for constant

    private ServiceTime(String kind, double meanNanos, ContinuousDistribution distribution) {
        this.kind = kind;
        this.meanNanos = meanNanos;
        this.distribution = distribution;
    }

    /** Builds a distribution by name; {@code cv} is ignored by constant and exponential. */
    public static ServiceTime of(String kind, double meanNanos, double cv) {
        if (!(meanNanos > 0)) {
            throw new IllegalArgumentException("service mean must be positive, got " + meanNanos + " ns");
        }
        String k = kind.trim().toLowerCase(Locale.ROOT);
        switch (k) {
            case "constant":
                return new ServiceTime(k, meanNanos, null);
            case "exponential":
                return new ServiceTime(k, meanNanos, new ExponentialDist(1.0 / meanNanos));
            case "uniform": {
                // Uniform on [m - h, m + h] has cv = h / (m·√3); h ≤ m keeps it non-negative.
                double half = cv * meanNanos * Math.sqrt(3);
                requireCv(cv, 0, 1 / Math.sqrt(3));
                return new ServiceTime(k, meanNanos, new UniformDist(meanNanos - half, meanNanos + half));
            }
            case "erlang":
            case "gamma": {
                requireCv(cv, 1e-6, 100);
                double shape = 1.0 / (cv * cv);
                return new ServiceTime(k, meanNanos, new GammaDist(shape, shape / meanNanos));
            }
            case "lognormal": {
                requireCv(cv, 1e-6, 100);
                double sigma2 = Math.log(1 + cv * cv);
                return new ServiceTime(k, meanNanos,
                        new LognormalDist(Math.log(meanNanos) - sigma2 / 2, Math.sqrt(sigma2)));
            }
            default:
                throw new IllegalArgumentException("'" + kind + "' is not a service distribution; expected " + ALLOWED);
        }
    }

    private static void requireCv(double cv, double min, double max) {
        if (!(cv >= min && cv <= max)) {
            throw new IllegalArgumentException("cv must be in [" + min + ", " + max + "], got " + cv);
        }
    }

    public double meanNanos() {
        return meanNanos;
    }

    public String kind() {
        return kind;
    }

    /** One service time, rounded to whole nanoseconds. */
    public long sample(RandomStream stream) {
        if (distribution == null) {
            return Math.round(meanNanos);
        }
        return Math.round(distribution.inverseF(stream.nextDouble()));
    }
}
