package org.storagesim.devices.ftl;

/**
 * The reads of mapping entries a cached mapping table has under way. A miss reads the 512-byte
 * sector of the translation page that holds its entry; a miss whose entry lies in a sector a read
 * is still bringing waits for that read instead of reading it again, as MQSim's DFTL holds a miss
 * on a translation page already being read (its "arriving mapping entries"). So the pages of a
 * sequential read, whose entries sit side by side, pay for one translation read between them.
 * An entry is in the table from its miss on, but usable only once its read arrives: a hit on it
 * before then (the other half of a page that a 4 KiB request has just missed, say) waits too, as
 * MQSim's waiting entries hold the requests that find them.
 *
 * <p>Per translation page, for its last read: one word with the sector read in its top bits and
 * when it arrives below them (simulated times up to 2^52 ns, 52 days; a read arriving later is not
 * remembered), and apart from it one bit per entry of that sector, set for the entries that misses
 * loaded with it. Under random reads nearly every look-up misses the processor's caches, so a
 * record is kept this small, and only the page's last read has one: of two sectors of one
 * translation page read at the same time, only the later counts as under way. The bits are kept
 * apart because a look-up reads them only when a read is under way, which under random reads is
 * seldom (a new read only writes them): the word every look-up reads then lies in an array a third
 * the size, which a processor's own cache holds more easily (mqsim-default: about 240 KB rather
 * than 730 KB; its 10 M random-read benchmark spent 7 % of the simulation thread's time here
 * rather than 9–13 %).
 */
final class EntryReads {
    static final int SECTOR_BYTES = 512;
    private static final int ENTRIES_PER_SECTOR = SECTOR_BYTES / 4;
    private static final int TIME_BITS = 52;
    private static final long TIME_MASK = (1L << TIME_BITS) - 1;
    private static final int ENTRY_WORDS = ENTRIES_PER_SECTOR / Long.SIZE;
    /** Per translation page: sector in page << TIME_BITS | arrival of its last read (0 when none arrives after 0). */
    private final long[] lastReads;
    /** Per translation page, {@link #ENTRY_WORDS} words: the entries of its last read's sector that read loads, a bit each. */
    private final long[] loaded;
    private final int sectorsPerPage;
    private final int entriesPerPage;
    private final int entriesShift; // log2(entriesPerPage) when a power of two, else −1

    EntryReads(int translationPages, int pageBytes) {
        this.entriesPerPage = pageBytes / 4;
        this.entriesShift = Integer.bitCount(entriesPerPage) == 1 ? Integer.numberOfTrailingZeros(entriesPerPage) : -1;
        this.lastReads = new long[translationPages];
        this.loaded = new long[ENTRY_WORDS * translationPages];
        this.sectorsPerPage = pageBytes / SECTOR_BYTES;
        if (sectorsPerPage > 1 << (Long.SIZE - 1 - TIME_BITS)) {
            throw new IllegalArgumentException("translation pages of " + pageBytes + " B have too many sectors");
        }
    }

    /**
     * For a miss at {@code t} of the entry of {@code lpn}: when a read still under way brings it,
     * which then loads the entry too; otherwise {@link Long#MIN_VALUE} (the miss must read it).
     */
    long joinReadUnderWay(int lpn, long t) {
        int tpn = translationPage(lpn);
        long arrives = underWay(lpn, lastReads[tpn], t);
        if (arrives != Long.MIN_VALUE) {
            loaded[ENTRY_WORDS * tpn + entryWord(lpn)] |= 1L << lpn;
        }
        return arrives;
    }

    /** A miss's read of the sector holding {@code lpn}'s entry brings it at {@code arrives}. */
    void started(int lpn, long arrives) {
        if (arrives <= TIME_MASK) {
            int tpn = translationPage(lpn);
            lastReads[tpn] = (long) sectorInPage(lpn) << TIME_BITS | arrives;
            for (int w = 0; w < ENTRY_WORDS; w++) {
                loaded[ENTRY_WORDS * tpn + w] = w == entryWord(lpn) ? 1L << lpn : 0;
            }
        }
    }

    /**
     * For a hit at {@code t} on the cached entry of {@code lpn}: when the read that loaded it
     * arrives, if that read is still under way; otherwise {@link Long#MIN_VALUE} (it is usable now).
     */
    long loadedByReadUnderWay(int lpn, long t) {
        int tpn = translationPage(lpn);
        long arrives = underWay(lpn, lastReads[tpn], t);
        return arrives != Long.MIN_VALUE && (loaded[ENTRY_WORDS * tpn + entryWord(lpn)] & 1L << lpn) != 0 ? arrives
                : Long.MIN_VALUE;
    }

    /** When the read of {@code record} arrives, if it reads {@code lpn}'s sector and arrives after {@code t}. */
    private long underWay(int lpn, long record, long t) {
        long arrives = record & TIME_MASK;
        return record >>> TIME_BITS == sectorInPage(lpn) && arrives > t ? arrives : Long.MIN_VALUE;
    }

    /**
     * The translation page holding {@code lpn}'s entry, worked out here rather than asked of the
     * cached table: during a lookahead another thread keeps changing that table's fields, and
     * reading its cache line from this one costs a transfer between the processors' caches each
     * time (mqsim-default's 10 M random-read benchmark: 7 % of the simulation thread's time).
     */
    private int translationPage(int lpn) {
        return entriesShift >= 0 ? lpn >>> entriesShift : lpn / entriesPerPage;
    }

    private int sectorInPage(int lpn) {
        return lpn / ENTRIES_PER_SECTOR % sectorsPerPage;
    }

    /** Which bit word of a record holds {@code lpn}'s entry; its bit there is {@code lpn mod 64} (Java's shift). */
    private static int entryWord(int lpn) {
        return lpn % ENTRIES_PER_SECTOR / Long.SIZE;
    }
}
