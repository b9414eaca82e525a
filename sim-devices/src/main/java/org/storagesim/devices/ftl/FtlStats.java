package org.storagesim.devices.ftl;

/**
 * What a flash drive did since its counters were last reset: host pages written, flash pages
 * programmed (host, garbage collection, merges, mapping pages) and read (and how many of those
 * reads shared another plane's sensing in a multi-plane read), how many of those reads and
 * programs were a cached mapping table's (translation pages loaded, read back and rewritten on
 * the eviction of changed entries), blocks erased (and how often an
 * erase was suspended for a read), the erase-count spread, and the work its DRAM write buffer
 * saved the flash: host page writes that overwrote a page still waiting in the buffer, and host
 * page reads the buffer served.
 */
public record FtlStats(long hostPagesWritten, long flashPagesProgrammed, long flashPagesRead, long multiPlanePageReads,
                       long mappingPagesRead, long mappingPagesProgrammed, long blocksErased, long eraseSuspensions,
                       int maxEraseCount, int minEraseCount, long bufferAbsorbedPages, long bufferReadHits) {
    /** Flash pages programmed per host page written; 0 before any host write. */
    public double writeAmplification() {
        return hostPagesWritten == 0 ? 0 : (double) flashPagesProgrammed / hostPagesWritten;
    }

    /**
     * The same counts as seen at the drive's host interface: {@code hostPages} written, of which
     * {@code absorbed} never reached the FTL, and {@code readHits} reads served from DRAM.
     */
    public FtlStats withBuffer(long hostPages, long absorbed, long readHits) {
        return new FtlStats(hostPages, flashPagesProgrammed, flashPagesRead, multiPlanePageReads, mappingPagesRead,
                mappingPagesProgrammed, blocksErased, eraseSuspensions, maxEraseCount, minEraseCount, absorbed, readHits);
    }

    /** The work of two drives together (a RAID set's), with the spread of erase counts over both. */
    public FtlStats plus(FtlStats other) {
        return new FtlStats(hostPagesWritten + other.hostPagesWritten, flashPagesProgrammed + other.flashPagesProgrammed,
                flashPagesRead + other.flashPagesRead, multiPlanePageReads + other.multiPlanePageReads,
                mappingPagesRead + other.mappingPagesRead, mappingPagesProgrammed + other.mappingPagesProgrammed,
                blocksErased + other.blocksErased, eraseSuspensions + other.eraseSuspensions,
                Math.max(maxEraseCount, other.maxEraseCount), Math.min(minEraseCount, other.minEraseCount),
                bufferAbsorbedPages + other.bufferAbsorbedPages, bufferReadHits + other.bufferReadHits);
    }

    /** The work done since {@code earlier} was taken from the same counters; erase counts as they are now. */
    public FtlStats since(FtlStats earlier) {
        return new FtlStats(hostPagesWritten - earlier.hostPagesWritten,
                flashPagesProgrammed - earlier.flashPagesProgrammed, flashPagesRead - earlier.flashPagesRead,
                multiPlanePageReads - earlier.multiPlanePageReads, mappingPagesRead - earlier.mappingPagesRead,
                mappingPagesProgrammed - earlier.mappingPagesProgrammed, blocksErased - earlier.blocksErased,
                eraseSuspensions - earlier.eraseSuspensions, maxEraseCount, minEraseCount,
                bufferAbsorbedPages - earlier.bufferAbsorbedPages, bufferReadHits - earlier.bufferReadHits);
    }
}
