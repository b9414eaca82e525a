package org.storagesim.core.random;

/**
 * L'Ecuyer's MRG32k3a generator (Operations Research 47(1), 1999) yielding exactly the numbers of
 * SSJ's {@code MRG32k3a.nextDouble()} from the same six-component state, for the hot paths that
 * only draw uniforms (one per simulated request). SSJ reduces each component with a
 * floating-point division; here the components are integers, a multiplication by the modulus'
 * reciprocal estimates the quotient, and at most one correction makes the remainder exact. Every
 * product and difference is an integer below 2^53 in magnitude, so it converts to a double
 * exactly; the remainder, hence the output, is the number SSJ computes.
 */
public final class Mrg32k3aUniforms {
    private static final long M1 = 4294967087L;
    private static final long M2 = 4294944443L;
    private static final double INV_M1 = 1.0 / M1;
    private static final double INV_M2 = 1.0 / M2;
    private static final long A12 = 1403580;
    private static final long A13N = 810728;
    private static final long A21 = 527612;
    private static final long A23N = 1370589;
    /** 1 / (m1 + 1), SSJ's scaling of the combined component into (0, 1). */
    private static final double NORM = 2.328306549295727688e-10;
    /**
     * Added to an estimated quotient (|q| < 2^21) so that the sum lies in (2^22, 2^23), where
     * doubles are 2^-30 apart and a conversion to long, which truncates, rounds down.
     */
    private static final long QUOTIENT_BIAS = 3L << 21;

    private long s10;
    private long s11;
    private long s12;
    private long s20;
    private long s21;
    private long s22;

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
        long p1 = reduce(A12 * s11 - A13N * s10, M1, INV_M1);
        s10 = s11;
        s11 = s12;
        s12 = p1;
        long p2 = reduce(A21 * s22 - A23N * s20, M2, INV_M2);
        s20 = s21;
        s21 = s22;
        s22 = p2;
        // SSJ: p1 > p2 ? p1 - p2 : p1 - p2 + m1, without a branch the processor could not predict.
        long difference = p1 - p2;
        return (difference + ((difference - 1) >> 63 & M1)) * NORM;
    }

    /**
     * {@code p} mod {@code m} in [0, m) for |p| < 2^53 and m near 2^32. The product p·(1/m) is
     * within 2^-31.5 of the true quotient, less than half the spacing of doubles once the bias is
     * added, so the biased sum rounds to the true quotient's floor or, for a quotient just below an
     * integer, to that integer: the remainder is exact or m too small.
     */
    static long reduce(long p, long m, double inverse) {
        long r = p - ((long) (p * inverse + QUOTIENT_BIAS) - QUOTIENT_BIAS) * m;
        return r < 0 ? r + m : r;
    }
}
