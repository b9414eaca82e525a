package org.storagesim.core.random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import umontreal.ssj.rng.MRG32k3a;

class RandomStreamsTest {

    private static double[] draw(MRG32k3a s, int n) {
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = s.nextDouble();
        }
        return out;
    }

    @Test
    void aStreamDependsOnSeedAndNameOnlyNotOnCreationOrder() {
        RandomStreams a = new RandomStreams(42);
        RandomStreams b = new RandomStreams(42);
        a.stream("device:other");
        double[] fromA = draw(a.stream("job:x:0:address"), 100);
        double[] fromB = draw(b.stream("job:x:0:address"), 100);
        assertArrayEquals(fromA, fromB);
    }

    @Test
    void differentNamesAndSeedsGiveDifferentStreams() {
        RandomStreams a = new RandomStreams(42);
        assertNotEquals(a.stream("x").nextDouble(), a.stream("y").nextDouble());
        assertNotEquals(a.stream("x").nextDouble(), new RandomStreams(43).stream("x").nextDouble());
    }

    @Test
    void uniformsHaveTheRightMean() {
        MRG32k3a s = new RandomStreams(7).stream("check");
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            sum += s.nextDouble();
        }
        // Standard error of the mean of U(0,1) is sqrt(1/12/n) ≈ 0.00065; allow 5 of them.
        assertEquals(0.5, sum / n, 0.0033);
    }
}
