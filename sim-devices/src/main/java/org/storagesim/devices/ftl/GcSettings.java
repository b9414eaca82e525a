package org.storagesim.devices.ftl;

import umontreal.ssj.rng.RandomStream;

/**
 * How a page-mapped FTL collects garbage: the victim policy; for {@link GcPolicy#RANDOM_GREEDY},
 * how many blocks are drawn and the stream they are drawn from; and how valid pages move.
 */
public record GcSettings(GcPolicy policy, int candidates, RandomStream stream, GcCopy copy) {
    public GcSettings {
        if (policy == GcPolicy.RANDOM_GREEDY && (candidates < 1 || stream == null)) {
            throw new IllegalArgumentException("random greedy collection needs at least one candidate and a random stream");
        }
    }

    /** A policy that draws nothing at random, with copy-back moves. */
    public static GcSettings of(GcPolicy policy) {
        return new GcSettings(policy, 0, null, GcCopy.COPYBACK);
    }
}
