package org.storagesim.core.random;

import java.nio.charset.StandardCharsets;
import umontreal.ssj.rng.MRG32k3a;

/**
 * Named MRG32k3a streams derived from one scenario seed.
 *
 * <p>A stream's state depends only on the seed and its name, never on how many other streams were
 * made before it. Two device variants that ask for "workload:job1:address" therefore see the same
 * numbers: common random numbers, so a comparison measures the devices and not the noise.
 */
public final class RandomStreams {
    private static final long M1 = 4294967087L;
    private static final long M2 = 4294944443L;

    private final long seed;

    public RandomStreams(long seed) {
        this.seed = seed;
    }

    public long seed() {
        return seed;
    }

    /** A fresh stream for {@code name}; the same name always starts at the same state. */
    public MRG32k3a stream(String name) {
        long[] state = stateFor(name);
        MRG32k3a stream;
        // SSJ's constructor advances a static package seed; keep that step on one thread at a time.
        synchronized (MRG32k3a.class) {
            stream = new MRG32k3a(name);
        }
        stream.setSeed(state);
        return stream;
    }

    /**
     * The same numbers as {@code stream(name).nextDouble()}, from a generator that draws them
     * faster, for streams that only ever need uniforms.
     */
    public Mrg32k3aUniforms uniforms(String name) {
        return new Mrg32k3aUniforms(stateFor(name));
    }

    /** The six-component MRG32k3a state for a name: SplitMix64 over (seed, FNV-1a of the name). */
    long[] stateFor(String name) {
        long x = seed ^ fnv1a(name);
        long[] state = new long[6];
        do {
            for (int i = 0; i < 6; i++) {
                x += 0x9E3779B97F4A7C15L;
                long modulus = i < 3 ? M1 : M2;
                state[i] = Long.remainderUnsigned(mix(x), modulus);
            }
        } while ((state[0] | state[1] | state[2]) == 0 || (state[3] | state[4] | state[5]) == 0);
        return state;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long fnv1a(String name) {
        long h = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
