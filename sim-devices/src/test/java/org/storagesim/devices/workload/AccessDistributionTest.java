package org.storagesim.devices.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.core.random.Mrg32k3aUniforms;
import org.storagesim.core.random.RandomStreams;

/**
 * The skewed access distributions against their analytic shares: Zipf's exact probabilities
 * (normalised by the generalised harmonic number, or for θ = 1 by ln n + γ), Gray et al.'s
 * self-similar 80/20 rule at two scales, fio's zoned shares; and the scatter being a permutation.
 * Each share is checked within five binomial standard deviations.
 */
class AccessDistributionTest {
    private static final int DRAWS = 200_000;
    private static final double EULER_GAMMA = 0.5772156649015329;

    private static Mrg32k3aUniforms uniforms() {
        return new RandomStreams(11).uniforms("access");
    }

    /** Fraction of {@code DRAWS} draws of {@code sampler} below {@code bound}. */
    private static double shareBelow(SlotSampler sampler, long bound) {
        Mrg32k3aUniforms u = uniforms();
        int below = 0;
        for (int i = 0; i < DRAWS; i++) {
            below += sampler.next(u) < bound ? 1 : 0;
        }
        return (double) below / DRAWS;
    }

    private static void assertShare(double expected, double measured, String what) {
        double sigma = Math.sqrt(expected * (1 - expected) / DRAWS);
        assertEquals(expected, measured, 5 * sigma, what);
    }

    @ParameterizedTest
    @ValueSource(doubles = {0.5, 0.99, 1.0, 1.01, 1.5, 3.0})
    void zipfRanksComeWithTheirExactProbabilities(double theta) {
        int n = 1000;
        double[] weight = new double[n];
        double total = 0;
        for (int k = 1; k <= n; k++) {
            weight[k - 1] = Math.pow(k, -theta);
            total += weight[k - 1];
        }
        int[] count = new int[n];
        ZipfRanks ranks = new ZipfRanks(n, theta);
        Mrg32k3aUniforms u = uniforms();
        for (int i = 0; i < DRAWS; i++) {
            count[(int) ranks.next(u)]++;
        }
        double cumulative = 0;
        int cumulativeCount = 0;
        for (int k = 0; k < n; k++) {
            cumulative += weight[k] / total;
            cumulativeCount += count[k];
            if (k < 5 || k == 99 || k == 499) {
                assertShare(weight[k] / total, (double) count[k] / DRAWS, "theta " + theta + " rank " + k);
                assertShare(cumulative, (double) cumulativeCount / DRAWS, "theta " + theta + " ranks up to " + k);
            }
        }
    }

    @Test
    void zipfOverATrillionBlocksFollowsTheHarmonicNumbers() {
        // θ = 1: P(rank < m) = H_m / H_n, with H_n = ln n + γ + 1/(2n) − ... (n = 2^40: 28.30).
        long n = 1L << 40;
        double harmonicN = Math.log(n) + EULER_GAMMA;
        double harmonic1000 = 0;
        for (int k = 1; k <= 1000; k++) {
            harmonic1000 += 1.0 / k;
        }
        ZipfRanks ranks = new ZipfRanks(n, 1.0);
        assertShare(1 / harmonicN, shareBelow(ranks, 1), "rank 0");
        assertShare(harmonic1000 / harmonicN, shareBelow(ranks, 1000), "ranks below 1,000");
        assertShare((Math.log(n / 2.0) + EULER_GAMMA) / harmonicN, shareBelow(ranks, n / 2), "ranks below n/2");
    }

    @Test
    void paretoIsSelfSimilar() {
        // Gray et al. 1994: with H = 0.8, 80 % of the draws go to the hottest 20 % of the ranks and
        // 64 % to the hottest 4 %; with H = 0.9, 90 % to the hottest 10 % and 81 % to the hottest 1 %.
        long n = 1_000_000;
        SelfSimilarRanks eighty = new SelfSimilarRanks(n, 0.8);
        assertShare(0.80, shareBelow(eighty, n / 5), "H 0.8, hottest 20 %");
        assertShare(0.64, shareBelow(eighty, n / 25), "H 0.8, hottest 4 %");
        SelfSimilarRanks ninety = new SelfSimilarRanks(n, 0.9);
        assertShare(0.90, shareBelow(ninety, n / 10), "H 0.9, hottest 10 %");
        assertShare(0.81, shareBelow(ninety, n / 100), "H 0.9, hottest 1 %");
    }

    @Test
    void zonesGetTheirShareSpreadEvenlyInside() {
        long n = 1_000_000;
        SlotSampler zoned = AccessDistribution.parse("zoned:60/10:30/20:8/30:2/40").sampler(n);
        assertShare(0.60, shareBelow(zoned, n / 10), "first 10 %");
        assertShare(0.90, shareBelow(zoned, 3 * n / 10), "first 30 %");
        assertShare(0.98, shareBelow(zoned, 6 * n / 10), "first 60 %");
        assertShare(0.30, shareBelow(zoned, n / 20), "first 5 %: half the first zone");
    }

    @Test
    void uniformDrawsEveryOffsetAlike() {
        long n = 1_000_003;
        SlotSampler uniform = AccessDistribution.UNIFORM.sampler(n);
        assertShare(0.25, shareBelow(uniform, n / 4), "first quarter");
        // The uniform draw is the plain scaled uniform, so results from before skewed
        // distributions existed do not change.
        Mrg32k3aUniforms a = uniforms();
        Mrg32k3aUniforms b = uniforms();
        for (int i = 0; i < 1000; i++) {
            assertEquals((long) (b.nextDouble() * n), uniform.next(a));
        }
    }

    @Test
    void scatteredHotRanksSpreadOverTheRange() {
        // Zipf θ = 1.2 over 2^20 slots puts about 29 % of the draws on rank 0; scattered, the
        // hottest 1,000 ranks fall in each tenth of the range about alike.
        long n = 1 << 20;
        ScatteredRanks scatter = new ScatteredRanks(new ZipfRanks(n, 1.2), n);
        int[] tenths = new int[10];
        for (long r = 0; r < 1000; r++) {
            tenths[(int) (scatter.slotOf(r) * 10 / n)]++;
        }
        for (int t : tenths) {
            assertTrue(t > 60 && t < 140, java.util.Arrays.toString(tenths));
        }
    }

    @Property(tries = 200)
    void theScatterIsAPermutation(@ForAll @LongRange(min = 1, max = 5000) long n) {
        ScatteredRanks scatter = new ScatteredRanks(u -> 0, n);
        boolean[] hit = new boolean[(int) n];
        for (long r = 0; r < n; r++) {
            long slot = scatter.slotOf(r);
            assertTrue(slot >= 0 && slot < n && !hit[(int) slot], "n " + n + " rank " + r + " slot " + slot);
            hit[(int) slot] = true;
        }
    }

    @Property(tries = 200)
    void skewedDrawsStayInTheRange(@ForAll @LongRange(min = 1, max = Long.MAX_VALUE / 4) long n) {
        Mrg32k3aUniforms u = uniforms();
        for (String d : new String[] {"zipf:0.7", "zipf:1", "zipf:2.5", "pareto:0.95", "zoned:50/50:50/50"}) {
            SlotSampler s = AccessDistribution.parse(d).sampler(n);
            for (int i = 0; i < 50; i++) {
                long slot = s.next(u);
                assertTrue(slot >= 0 && slot < n, d + " over " + n + ": " + slot);
            }
        }
    }

    @Test
    void badSpellingsSayWhatIsAllowed() {
        assertEquals("'gauss:3' is not an access distribution; allowed: " + AccessDistribution.ALLOWED,
                assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("gauss:3")).getMessage());
        assertEquals("zipf's exponent must be a number > 0, got '0'",
                assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("zipf:0")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("zipf"))
                .getMessage().startsWith("'zipf' needs its parameter after ':'"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("pareto:0.3"))
                .getMessage().contains("strictly between 0.5 and 1"));
        assertEquals("the zones of 'zoned:90/10:20/90' give 110 % of the requests to 100 % of the range; both must add up to 100",
                assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("zoned:90/10:20/90")).getMessage());
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("zoned:90-10:10/90"))
                .getMessage().startsWith("zone '90-10' in 'zoned:90-10:10/90' is not ACCESS/RANGE"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> AccessDistribution.parse("zoned:90/0:10/100"))
                .getMessage().contains("gets requests but no part of the range"));
    }

    @Test
    void spellingsThatDrawAlikeAreEqual() {
        assertEquals(AccessDistribution.parse("zipf:1.2"), AccessDistribution.parse(" ZIPF:1.20 "));
        assertEquals(AccessDistribution.parse("zoned:90/10:10/90").hashCode(),
                AccessDistribution.parse("zoned:90.0/10:10/90.0").hashCode());
        assertTrue(!AccessDistribution.parse("zipf:1.2").equals(AccessDistribution.parse("pareto:0.8")));
        assertEquals(AccessDistribution.UNIFORM, AccessDistribution.parse("random"));
    }

    @Test
    void aZoneTooNarrowForOneBlockIsRefused() {
        AccessDistribution d = AccessDistribution.parse("zoned:50/0.001:50/99.999");
        assertNull(d.problemWith(1_000_000));
        assertEquals("zone 1 of 'zoned:50/0.001:50/99.999' holds no whole block of the 1000 aligned offsets the range has",
                d.problemWith(1000));
    }
}
