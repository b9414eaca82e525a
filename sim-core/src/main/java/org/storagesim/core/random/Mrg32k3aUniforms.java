package org.storagesim.core.random;

/**
 * L'Ecuyer's MRG32k3a generator (Operations Research 47(1), 1999) yielding exactly the numbers of
 * SSJ's {@code MRG32k3a.nextDouble()} from the same six-component state, for the hot paths that
 * only draw uniforms (one per simulated request). SSJ reduces each component with a
 * floating-point division; here a multiplication by the modulus' reciprocal estimates the
 * quotient and at most one correction either way makes the remainder exact. Every product,
 * difference and remainder is an integer below 2^53 in magnitude, so that double arithmetic is
 * exact and the remainder, hence the output, is the same number SSJ computes.
 */
public final class Mrg32k3aUniforms {
    private static final double M1 = 4294967087.0;
    private static final double M2 = 4294944443.0;
    private static final double INV_M1 = 1.0 / M1;
    private static final double INV_M2 = 1.0 / M2;
    private static final double A12 = 1403580.0;
    private static final double A13N = 810728.0;
    private static final double A21 = 527612.0;
    private static final double A23N = 1370589.0;
    /** 1 / (m1 + 1), SSJ's scaling of the combined component into (0, 1). */
    private static final double NORM = 2.328306549295727688e-10;

    private double s10;
    private double s11;
    private double s12;
    private double s20;
    private double s21;
    private double s22;

    /** Starts at {@code state}: three components below m1 (not all 0), three below m2 (not all 0). */
    Mrg32k3aUniforms(long[] state) {
        s10 = state[0];
        s11 = state[1];
        s12 = state[2];
        s20 = state[3];
        s21 = state[4];
        s22 = state[5];
    }

    /** The next uniform in (0, 1). */
    public double nextDouble() {
        double p1 = reduce(A12 * s11 - A13N * s10, M1, INV_M1);
        s10 = s11;
        s11 = s12;
        s12 = p1;
        double p2 = reduce(A21 * s22 - A23N * s20, M2, INV_M2);
        s20 = s21;
        s21 = s22;
        s22 = p2;
        return (p1 > p2 ? p1 - p2 : p1 - p2 + M1) * NORM;
    }

    /**
     * {@code p} mod {@code m} in [0, m) for an integer |p| < 2^53. The estimated quotient is off
     * by at most one (relative rounding error below 2^-51 on a quotient below 2^21). It is rounded
     * down, not towards zero: half of the p are negative, and truncating their quotient would need
     * the correction every other time, a branch the processor could not predict.
     */
    private static double reduce(double p, double m, double inverse) {
        double r = p - Math.floor(p * inverse) * m;
        if (r < 0) {
            r += m;
        } else if (r >= m) {
            r -= m;
        }
        return r;
    }
}
