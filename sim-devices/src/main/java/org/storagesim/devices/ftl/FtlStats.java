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
}
