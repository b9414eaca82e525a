package org.storagesim.devices.workload;

import org.storagesim.core.random.Mrg32k3aUniforms;

/**
 * Popularity ranks (0 the hottest) of a Zipf distribution over {@code n} items: item k (from 1)
 * with probability proportional to h(k) = k^−θ, for any θ &gt; 0 and any n up to 2^62, in constant
 * time per draw and memory. Rejection-inversion (Hörmann and Derflinger, ACM TOMACS 6(3), 1996):
 * y is drawn uniformly over [H(1.5) − h(1), H(n + ½)], with H an antiderivative of h, and
 * x = H⁻¹(y) rounded to k. The strip of y that lands on k is [H(k − ½), H(k + ½)], at least h(k)
 * long because h is convex; keeping y only in its top h(k) makes every k come with probability
 * proportional to h(k). Almost every draw is kept.
 */
final class ZipfRanks implements SlotSampler {
    private final long n;
    private final double theta;
    private final double low;
    private final double high;

    ZipfRanks(long n, double theta) {
        this.n = n;
        this.theta = theta;
        this.low = integral(1.5) - 1; // h(1) = 1
        this.high = integral(n + 0.5);
    }

    @Override
    public long next(Mrg32k3aUniforms uniforms) {
        while (true) {
            double y = low + uniforms.nextDouble() * (high - low);
            long k = Math.max(1, Math.min(n, (long) (inverseIntegral(y) + 0.5)));
            if (y >= integral(k + 0.5) - Math.exp(-theta * Math.log(k))) {
                return k - 1;
            }
        }
    }

    /** H(x) = (x^(1−θ) − 1) / (1 − θ), which is ln x at θ = 1, written so that it stays exact near there. */
    private double integral(double x) {
        double lnX = Math.log(x);
        return lnX * expm1OverT((1 - theta) * lnX);
    }

    /** The x with H(x) = y. */
    private double inverseIntegral(double y) {
        return Math.exp(y * log1pOverT((1 - theta) * y));
    }

    /** (e^t − 1) / t, which is 1 at t = 0. */
    private static double expm1OverT(double t) {
        return Math.abs(t) < 1e-8 ? 1 + t / 2 : Math.expm1(t) / t;
    }

    /** ln(1 + t) / t, which is 1 at t = 0. */
    private static double log1pOverT(double t) {
        return Math.abs(t) < 1e-8 ? 1 - t / 2 : Math.log1p(t) / t;
    }
}
