package org.storagesim.devices.ftl;

import umontreal.ssj.rng.MRG32k3a;

/**
 * How a page-mapped FTL collects garbage: the victim policy; for {@link GcPolicy#RANDOM_GREEDY},
 * how many blocks are drawn and the stream they are drawn from; how valid pages move; and whether
 * reads may go ahead of collection work waiting for a die ({@code preemptible}) or wait until a
 * victim's pages are moved and it is erased.
 */
public record GcSettings(GcPolicy policy, int candidates, MRG32k3a stream, GcCopy copy, boolean preemptible) {
    public GcSettings {
        if (policy == GcPolicy.RANDOM_GREEDY && (candidates < 1 || stream == null)) {
            throw new IllegalArgumentException("random greedy collection needs at least one candidate and a random stream");
        }
    }

    /** Whether {@code other} collects the same way, drawing (if at all) from a stream of its own. */
    boolean equalsApartFromStream(GcSettings other) {
        return policy == other.policy && candidates == other.candidates && copy == other.copy
                && preemptible == other.preemptible && (stream == null) == (other.stream == null);
    }

    /** A policy that draws nothing at random, with copy-back moves that reads wait for. */
    public static GcSettings of(GcPolicy policy) {
        return new GcSettings(policy, 0, null, GcCopy.COPYBACK, false);
    }
}
