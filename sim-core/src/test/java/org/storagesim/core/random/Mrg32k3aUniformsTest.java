package org.storagesim.core.random;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import umontreal.ssj.rng.MRG32k3a;

/** The fast generator must give SSJ's MRG32k3a numbers bit for bit: the reference is SSJ itself. */
class Mrg32k3aUniformsTest {
    private static final long M1 = 4294967087L;
    private static final long M2 = 4294944443L;

    private static void assertSameAsSsj(long[] state, int draws) {
        MRG32k3a reference = new MRG32k3a();
        reference.setSeed(state.clone());
        Mrg32k3aUniforms fast = new Mrg32k3aUniforms(state.clone());
        for (int i = 0; i < draws; i++) {
            double expected = reference.nextDouble();
            double actual = fast.nextDouble();
            if (Double.doubleToRawLongBits(expected) != Double.doubleToRawLongBits(actual)) {
                assertEquals(expected, actual, 0.0, "draw " + i);
            }
        }
    }

    @Test
    void namedStreamsGiveSsjsSequence() {
        for (long seed : new long[] {1, 42, -7}) {
            RandomStreams streams = new RandomStreams(seed);
            for (String name : new String[] {"job:randread-qd32:0:address", "job:x:3:op", "arrival"}) {
                MRG32k3a reference = streams.stream(name);
                Mrg32k3aUniforms fast = streams.uniforms(name);
                for (int i = 0; i < 300_000; i++) {
                    assertEquals(reference.nextDouble(), fast.nextDouble(), 0.0, name + " draw " + i);
                }
            }
        }
    }

    @Test
    void extremeStatesGiveSsjsSequence() {
        assertSameAsSsj(new long[] {M1 - 1, M1 - 1, M1 - 1, M2 - 1, M2 - 1, M2 - 1}, 100_000);
        assertSameAsSsj(new long[] {0, 0, 1, 0, 0, 1}, 100_000);
        assertSameAsSsj(new long[] {M1 - 1, 0, 0, 0, M2 - 1, 0}, 100_000);
        assertSameAsSsj(new long[] {0, M1 - 1, 0, M2 - 1, 0, 0}, 100_000);
    }

    /**
     * The quotient estimate can be off only where the true quotient is within its error (2^-31.5)
     * of an integer, so within 3 of a multiple of the modulus: every such p the recurrences can
     * form (|p| up to a12 (m1 - 1)) is checked against the exact remainder.
     */
    @Test
    void reductionIsExactWhereverTheQuotientEstimateCanBeOff() {
        long largest = 1_403_580L * (M1 - 1);
        for (long m : new long[] {M1, M2}) {
            double inverse = 1.0 / m;
            for (long multiple = -largest / m - 1; multiple <= largest / m + 1; multiple++) {
                for (long offset = -3; offset <= 3; offset++) {
                    long p = multiple * m + offset;
                    if (Math.abs(p) <= largest && Mrg32k3aUniforms.reduce(p, m, inverse) != Math.floorMod(p, m)) {
                        assertEquals(Math.floorMod(p, m), Mrg32k3aUniforms.reduce(p, m, inverse), "p = " + p);
                    }
                }
            }
        }
    }

    @Test
    void reductionOfTheLargestProductsIsExact() {
        for (long m : new long[] {M1, M2}) {
            for (long p : new long[] {1_403_580L * (M1 - 1), -810_728L * (M1 - 1), 527_612L * (M2 - 1),
                    -1_370_589L * (M2 - 1), 0, m, -m, m - 1, 1 - m}) {
                assertEquals(Math.floorMod(p, m), Mrg32k3aUniforms.reduce(p, m, 1.0 / m), "p = " + p);
            }
        }
    }

    @Property(tries = 200)
    void anyValidStateGivesSsjsSequence(@ForAll @LongRange(min = 1, max = M1 - 1) long a,
                                        @ForAll @LongRange(min = 0, max = M1 - 1) long b,
                                        @ForAll @LongRange(min = 0, max = M1 - 1) long c,
                                        @ForAll @LongRange(min = 1, max = M2 - 1) long d,
                                        @ForAll @LongRange(min = 0, max = M2 - 1) long e,
                                        @ForAll @LongRange(min = 0, max = M2 - 1) long f) {
        assertSameAsSsj(new long[] {a, b, c, d, e, f}, 2_000);
    }
}
