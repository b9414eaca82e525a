package org.storagesim.devices.ftl;

import org.storagesim.devices.flash.NandArray;

/**
 * What an FTL reports about its work since the last reset: pages the host wrote, the mapping
 * pages it read and programmed, and the NAND's reads, programs and erases counted from a baseline,
 * so preconditioning does not count.
 */
final class FtlCounters {
    private final NandArray nand;
    private long hostPages;
    private long mappingReads;
    private long mappingPrograms;
    private long baseReads;
    private long baseMultiPlaneReads;
    private long basePrograms;
    private long baseErases;
    private long baseEraseSuspensions;

    FtlCounters(NandArray nand) {
        this.nand = nand;
    }

    void hostPageWritten() {
        hostPages++;
    }

    void mappingPageRead() {
        mappingReads++;
    }

    void mappingPagesProgrammed(int pages) {
        mappingPrograms += pages;
    }

    /** Starts counting afresh from the NAND's present counts. */
    void reset() {
        hostPages = 0;
        mappingReads = 0;
        mappingPrograms = 0;
        baseReads = nand.pageReads();
        baseMultiPlaneReads = nand.multiPlaneReads();
        basePrograms = nand.pagePrograms();
        baseErases = nand.blockErases();
        baseEraseSuspensions = nand.eraseSuspensions();
    }

    FtlStats stats() {
        int[] range = nand.eraseCountRange();
        return new FtlStats(hostPages, nand.pagePrograms() - basePrograms, nand.pageReads() - baseReads,
                nand.multiPlaneReads() - baseMultiPlaneReads, mappingReads, mappingPrograms, nand.blockErases() - baseErases,
                nand.eraseSuspensions() - baseEraseSuspensions, range[0], range[1], 0, 0);
    }
}
