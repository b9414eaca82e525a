package org.storagesim.devices.workload;

import org.storagesim.core.random.Mrg32k3aUniforms;

/**
 * Spreads popularity ranks over the slots of a range by a fixed permutation of [0, n), so the
 * hottest blocks lie all over the range rather than at its start (fio hashes its Zipf and Pareto
 * ranks for the same reason; a permutation also keeps every block's own share of the requests).
 * The permutation mixes the bits of the smallest power-of-two domain holding n with invertible
 * steps (multiplication by an odd number, xor with a right shift) and walks the cycle until it
 * lands below n (cycle-walking, Black and Rogaway, CT-RSA 2002), under two steps on average.
 */
final class ScatteredRanks implements SlotSampler {
    private static final long MIX1 = 0x9E3779B97F4A7C15L;
    private static final long MIX2 = 0xBF58476D1CE4E5B9L;
    private static final long MIX3 = 0x94D049BB133111EBL;

    private final SlotSampler ranks;
    private final long n;
    private final long mask;
    private final int shift;

    ScatteredRanks(SlotSampler ranks, long n) {
        this.ranks = ranks;
        this.n = n;
        int bits = Math.max(1, 64 - Long.numberOfLeadingZeros(n - 1));
        this.mask = bits == 64 ? -1L : (1L << bits) - 1;
        this.shift = (bits + 1) / 2;
    }

    @Override
    public long next(Mrg32k3aUniforms uniforms) {
        return slotOf(ranks.next(uniforms));
    }

    /** Where rank {@code r} (0 ≤ r &lt; n) lies. */
    long slotOf(long r) {
        long x = mix(r);
        while (x >= n) {
            x = mix(x);
        }
        return x;
    }

    private long mix(long x) {
        x = (x * MIX1) & mask;
        x ^= x >>> shift;
        x = (x * MIX2) & mask;
        x ^= x >>> shift;
        x = (x * MIX3) & mask;
        return x ^ (x >>> shift);
    }
}
