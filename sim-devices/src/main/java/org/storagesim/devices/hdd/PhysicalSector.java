package org.storagesim.devices.hdd;

/** Mutable result of a {@link DiskLayout#locate} lookup, reused by its owner. */
public final class PhysicalSector {
    public int zone;
    public int cylinder;
    public int head;
    public int sector;
    public int blocksPerTrack;
    /** Angle where the sector starts, as a fraction of a revolution in [0, 1). */
    public double angle;
    /** LBNs from this one that follow contiguously on the same track (at least 1). */
    public int run;
}
