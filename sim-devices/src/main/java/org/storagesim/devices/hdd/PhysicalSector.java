package org.storagesim.devices.hdd;

/** Mutable result of a {@link DiskLayout#locate} lookup, reused by its owner. */
public final class PhysicalSector {
    public int zone;
    public int cylinder;
    public int head;
    public int sector;
    public int blocksPerTrack;
    /**
     * Where sector 0 of the track starts, in sectors from the index (first-block offset, skews and
     * slips that push the track on), not reduced to one revolution.
     */
    public double trackStart;
    /** LBNs from this one that follow contiguously on the same track (at least 1). */
    public int run;

    /** Angle where the sector starts, as a fraction of a revolution in [0, 1). */
    public double angle() {
        return angleOf(sector);
    }

    /**
     * Angle where sector {@code s} of this track starts. Computed on demand: most lookups only ask
     * which track a block is on, and the division is a good part of a lookup's cost.
     */
    public double angleOf(int s) {
        return DiskLayout.fraction((trackStart + s) / blocksPerTrack);
    }
}
