package org.storagesim.devices.ftl;

/**
 * The reads of mapping entries a cached mapping table has under way. A miss reads the 512-byte
 * sector of the translation page that holds its entry; a miss whose entry lies in a sector a read
 * is still bringing waits for that read instead of reading it again, as MQSim's DFTL holds a miss
 * on a translation page already being read (its "arriving mapping entries"). So the pages of a
 * sequential read, whose entries sit side by side, pay for one translation read between them.
 *
 * <p>One word per translation page for its last read: the sector read in the top bits, and when
 * it arrives below them (simulated times up to 2^52 ns, 52 days; a read arriving later is not
 * remembered). One word, not two, because under random reads nearly every look-up misses the
 * processor's caches and the table should be as small as it can. So of two sectors of one
 * translation page read at the same time, only the later counts as under way.
 */
final class EntryReads {
    static final int SECTOR_BYTES = 512;
    private static final int ENTRIES_PER_SECTOR = SECTOR_BYTES / 4;
    private static final int TIME_BITS = 52;
    private static final long TIME_MASK = (1L << TIME_BITS) - 1;
    /** Per translation page: sector in page << TIME_BITS | arrival of its last read; 0 when none arrives after 0. */
    private final long[] lastRead;
    private final int sectorsPerPage;

    EntryReads(int translationPages, int pageBytes) {
        this.lastRead = new long[translationPages];
        this.sectorsPerPage = pageBytes / SECTOR_BYTES;
        if (sectorsPerPage > 1 << (Long.SIZE - 1 - TIME_BITS)) {
            throw new IllegalArgumentException("translation pages of " + pageBytes + " B have too many sectors");
        }
    }

    /**
     * When the entry of {@code lpn}, kept in translation page {@code tpn}, reaches the controller if
     * a read bringing it is still under way at {@code t}; otherwise {@link Long#MIN_VALUE}.
     */
    long arrivingAfter(int lpn, int tpn, long t) {
        long read = lastRead[tpn];
        long arrives = read & TIME_MASK;
        return read >>> TIME_BITS == sectorInPage(lpn) && arrives > t ? arrives : Long.MIN_VALUE;
    }

    /** A read of the sector holding {@code lpn}'s entry in translation page {@code tpn} brings it at {@code arrives}. */
    void started(int lpn, int tpn, long arrives) {
        if (arrives <= TIME_MASK) {
            lastRead[tpn] = (long) sectorInPage(lpn) << TIME_BITS | arrives;
        }
    }

    private int sectorInPage(int lpn) {
        return lpn / ENTRIES_PER_SECTOR % sectorsPerPage;
    }
}
