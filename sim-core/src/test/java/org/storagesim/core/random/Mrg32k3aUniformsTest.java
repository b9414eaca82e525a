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
