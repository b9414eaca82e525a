package org.storagesim.devices.workload;

import org.storagesim.core.random.Mrg32k3aUniforms;

/**
 * Popularity ranks (0 the hottest) of Gray et al.'s self-similar distribution ("Quickly generating
 * billion-record synthetic databases", SIGMOD 1994, section 4): the share of draws below a
 * fraction x of the ranks is x^q with q = ln H / ln(1 − H), so the hottest 1 − H of the ranks
 * take H of the draws, and the same holds within them. Drawn by inversion: rank = n · u^(1/q).
 */
final class SelfSimilarRanks implements SlotSampler {
    private final long ranks;
    private final double inverseExponent;

    SelfSimilarRanks(long ranks, double h) {
        this.ranks = ranks;
        this.inverseExponent = Math.log(1 - h) / Math.log(h);
    }

    @Override
    public long next(Mrg32k3aUniforms uniforms) {
        long rank = (long) (ranks * Math.pow(uniforms.nextDouble(), inverseExponent));
        return Math.min(rank, ranks - 1);
    }
}
