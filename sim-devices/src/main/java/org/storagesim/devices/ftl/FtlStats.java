package org.storagesim.devices.ftl;

/**
 * What the FTL did since its counters were last reset: host pages written, flash pages programmed
 * (host, garbage collection, merges, mapping pages), blocks erased, and the erase-count spread.
 */
public record FtlStats(long hostPagesWritten, long flashPagesProgrammed, long flashPagesRead, long blocksErased,
                       int maxEraseCount, int minEraseCount) {
    /** Flash pages programmed per host page written; 0 before any host write. */
    public double writeAmplification() {
        return hostPagesWritten == 0 ? 0 : (double) flashPagesProgrammed / hostPagesWritten;
    }

    /** The work of two drives together (a RAID set's), with the spread of erase counts over both. */
    public FtlStats plus(FtlStats other) {
        return new FtlStats(hostPagesWritten + other.hostPagesWritten, flashPagesProgrammed + other.flashPagesProgrammed,
                flashPagesRead + other.flashPagesRead, blocksErased + other.blocksErased,
                Math.max(maxEraseCount, other.maxEraseCount), Math.min(minEraseCount, other.minEraseCount));
    }

    /** The work done since {@code earlier} was taken from the same counters; erase counts as they are now. */
    public FtlStats since(FtlStats earlier) {
        return new FtlStats(hostPagesWritten - earlier.hostPagesWritten,
                flashPagesProgrammed - earlier.flashPagesProgrammed, flashPagesRead - earlier.flashPagesRead,
                blocksErased - earlier.blocksErased, maxEraseCount, minEraseCount);
    }
}
