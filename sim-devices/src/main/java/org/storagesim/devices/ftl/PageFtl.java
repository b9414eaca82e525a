package org.storagesim.devices.ftl;

import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import umontreal.ssj.rng.RandomStream;

/**
 * Page-level mapping FTL (the scheme of MQSim and of most SATA/NVMe SSDs since about 2008).
 *
 * <p>Writes are collected into groups of one page per plane of a die and programmed together
 * (multi-plane); successive groups go to successive dies, channel first (MQSim's CWDP order), so
 * sequential and random writes alike spread over every parallel unit. Each plane keeps a host
 * write point and a separate one for garbage-collection copies. When a plane's free blocks fall to
 * the foreground threshold, collection runs before the write that needs a block, on that die's
 * timeline, so the write waits for it; above that, up to the background threshold, collection runs
 * only in time the die would otherwise idle ({@link GarbageCollector}). Reclaiming a victim copies
 * its valid pages inside the plane (copy-back: tR + tPROG each, no channel) and erases it.
 *
 * <p>With a cached mapping table (DFTL) a missing entry first costs a read of its translation page
 * (unless a read of the same entries is already under way: {@link EntryReads}), and evicting a
 * changed entry rewrites its translation page (read, then program out of place).
 * Translation pages are hidden logical pages after the user's, so they are mapped, relocated and
 * collected like data.
 *
 * <p>The mapping tables (hundreds of megabytes for a large drive) are allocated on first use, so
 * building a drive only to check its configuration and learn its capacity, as the scenario loader
 * does before every run, costs no memory and no page zeroing.
 */
public final class PageFtl implements Ftl {
    /** Most entries a cached mapping table holds (2 GiB of 8-byte entries); its index takes 48 bytes per entry. */
    public static final int MAX_CACHED_ENTRIES = 1 << 28;
    private static final int OVERWRITE_BATCH = 16;

    private final NandArray nand;
    private final NandGeometry geometry;
    private final GcSettings gc;
    private final WearLeveling wearLeveling;
    private final int staticThreshold;
    private final int cachedEntries;
    private PageMap map;              // these six: null until ensureTables()
    private BlockManager blocks;
    private GarbageCollector collector;
    private UntimedWriter untimed;
    private CachedMappingTable cmt;
    private EntryReads entryReads;  // with the cached table
    private final ProgramsInFlight inFlight = new ProgramsInFlight();
    private final int userPages;
    private final int translationPages;
    private final int foregroundThreshold;
    private final int backgroundThreshold;
    private final int planesPerDie;
    private final int pageBytes;
    private final int[] pendingLpn;
    private final int[] groupPpns;
    private final int[] groupLpns;   // the logical pages of groupPpns
    private int pendingCount;
    private int pendingHost;
    private long pendingReady;
    private long groupCounter;
    /**
     * Per die, the plane its next host page goes to. A full group takes every plane; pages
     * programmed in smaller groups (each write of a write-through drive, a flush's last pages)
     * take the die's planes in turn, or every one would land on its first plane, which would then
     * hold the drive's data alone.
     */
    private final int[] nextPlane;
    /** Consumes the early mapping loads (preconditioning, prefetch hints), so the compiler cannot drop them. */
    private int touchSink;
    private ProgramSink sink = (done, pages) -> { };
    private LookupPipeline lookups;   // while a lookahead is open
    private final FtlCounters counters;

    /** A page-mapped FTL whose collection follows a policy that draws nothing at random and moves pages by copy-back. */
    public PageFtl(NandArray nand, int userPages, GcPolicy policy, WearLeveling wearLeveling, int staticThreshold,
                   int foregroundThreshold, int backgroundThreshold, int cachedEntries) {
        this(nand, userPages, GcSettings.of(policy), wearLeveling, staticThreshold, foregroundThreshold,
                backgroundThreshold, cachedEntries);
    }

    /**
     * @param userPages            logical pages visible to the host; see {@link #maxUserPages}
     * @param foregroundThreshold  free blocks per plane at which collection blocks writes (≥ 1)
     * @param backgroundThreshold  free blocks per plane below which idle time is used to collect
     * @param gc                   how collection chooses its victims and moves their valid pages
     * @param cachedEntries        mapping entries held in DRAM, or 0 for the whole table (no DFTL)
     */
    public PageFtl(NandArray nand, int userPages, GcSettings gc, WearLeveling wearLeveling, int staticThreshold,
                   int foregroundThreshold, int backgroundThreshold, int cachedEntries) {
        this.nand = nand;
        this.gc = gc;
        this.counters = new FtlCounters(nand);
        this.geometry = nand.geometry();
        this.userPages = userPages;
        this.translationPages = cachedEntries > 0 ? translationPagesFor(userPages, geometry.pageBytes()) : 0;
        if (foregroundThreshold < 1) {
            throw new IllegalArgumentException("the foreground GC threshold must keep at least one free block per plane");
        }
        int most = maxUserPages(geometry, foregroundThreshold, cachedEntries > 0);
        if (userPages < 1 || userPages > most) {
            throw new IllegalArgumentException("logical pages must be 1.." + most + " for this geometry and GC threshold, got "
                    + userPages);
        }
        this.wearLeveling = wearLeveling;
        this.staticThreshold = staticThreshold;
        this.cachedEntries = cachedEntries;
        this.foregroundThreshold = foregroundThreshold;
        this.backgroundThreshold = backgroundThreshold;
        this.planesPerDie = geometry.planesPerDie();
        this.pageBytes = geometry.pageBytes();
        this.pendingLpn = new int[planesPerDie];
        this.groupPpns = new int[planesPerDie];
        this.groupLpns = new int[planesPerDie];
        this.nextPlane = new int[geometry.dies()];
    }

    /** Allocates the mapping tables and block state, once, before the first operation that needs them. */
    private void ensureTables() {
        if (map == null) {
            allocateTables(); // apart, so the hot callers this is inlined into stay small
        }
    }

    private void allocateTables() {
        map = new PageMap(userPages + translationPages, geometry.pages(), geometry.pagesPerBlock());
        blocks = new BlockManager(nand, map, gc, wearLeveling, staticThreshold);
        collector = new GarbageCollector(nand, map, blocks, gc, foregroundThreshold, backgroundThreshold);
        untimed = new UntimedWriter(map, blocks, collector, planesInWriteOrder());
        cmt = cachedEntries > 0 ? new CachedMappingTable(cachedEntries, pageBytes / 4, userPages) : null;
        entryReads = cachedEntries > 0 ? new EntryReads(translationPages, pageBytes) : null;
    }

    /** Every plane, in the order successive host pages take them: a die's planes, dies channel first. */
    private int[] planesInWriteOrder() {
        int[] order = new int[geometry.planes()];
        for (int k = 0; k < order.length; k++) {
            order[k] = geometry.plane(dieInOrder(k / planesPerDie), k % planesPerDie);
        }
        return order;
    }

    /** Most user pages the geometry can hold while keeping the collection reserve (and translation pages). */
    public static int maxUserPages(NandGeometry g, int foregroundThreshold, boolean cachedMapping) {
        long reserve = (long) g.planes() * (foregroundThreshold + 3) * g.pagesPerBlock();
        long usable = g.pages() - reserve;
        if (cachedMapping) {
            usable -= translationPagesFor((int) Math.max(0, usable), g.pageBytes());
        }
        return (int) Math.max(0, usable);
    }

    private static int translationPagesFor(int userPages, int pageBytes) {
        int perPage = pageBytes / 4;
        return (userPages + perPage - 1) / perPage;
    }

    @Override
    public void advanceTo(long now) {
        nand.advanceTo(now);
    }

    @Override
    public int logicalPages() {
        return userPages;
    }

    @Override
    public int pageBytes() {
        return pageBytes;
    }

    @Override
    public void programSink(ProgramSink sink) {
        this.sink = sink;
    }

    @Override
    public long read(int lpn, int bytes, long earliest) {
        ensureTables();
        if (lookups != null) {
            return readLookedUp(lpn, bytes, earliest);
        }
        for (int i = 0; i < pendingCount; i++) {
            if (pendingLpn[i] == lpn) {
                return earliest; // still in the write buffer
            }
        }
        if (!inFlight.isEmpty() && inFlight.underWayAt(lpn, earliest)) {
            return earliest; // still in DRAM while its program runs
        }
        long t = cmt == null ? earliest : translate(lpn, false, earliest);
        int ppn = map.physical(lpn);
        return ppn < 0 ? t : nand.read(ppn, bytes, t);
    }

    /**
     * A read whose look-ups the helper made ahead: the same flash reads {@link #translate} and the
     * table would give (a cached table opened for lookahead has no dirty entry to evict).
     */
    private long readLookedUp(int lpn, int bytes, long earliest) {
        long found = lookups.take(lpn);
        int translationPpn = (int) (found >> 32);
        int ppn = (int) found;
        long t = translationPpn >= 0 ? loadEntry(lpn, translationPpn, earliest)
                : cmt == null ? earliest : cachedEntryReady(lpn, earliest);
        return ppn < 0 ? t : nand.read(ppn, bytes, t);
    }

    /**
     * When the missing entry of {@code lpn} is in the controller, its translation page being at
     * {@code translationPpn}: read from flash from {@code t} on, unless a read under way brings it.
     * Only the sector holding the entry crosses the channel (a partial-page read).
     */
    private long loadEntry(int lpn, int translationPpn, long t) {
        long arriving = entryReads.joinReadUnderWay(lpn, t);
        if (arriving != Long.MIN_VALUE) {
            return arriving;
        }
        long loaded = nand.read(translationPpn, EntryReads.SECTOR_BYTES, t);
        counters.mappingPageRead();
        entryReads.started(lpn, loaded);
        return loaded;
    }

    /**
     * When the cached entry of {@code lpn} can be used, from {@code t} on: at once, unless the read
     * a miss started to load it is still under way.
     */
    private long cachedEntryReady(int lpn, long t) {
        long arriving = entryReads.loadedByReadUnderWay(lpn, t);
        return arriving == Long.MIN_VALUE ? t : arriving;
    }

    /**
     * Looks ahead (on a helper thread after a warm-up, if a processor is spare) when nothing
     * pending could change the tables under it or keep a read from them: no page waiting in a
     * program group, no dirty cached entry whose eviction would rewrite its translation page, and
     * no program under way (a read of its page is served from DRAM).
     */
    @Override
    public int openLookahead() {
        ensureTables();
        if (lookups != null) {
            throw new IllegalStateException("a lookahead is already open");
        }
        if (pendingCount > 0 || (cmt != null && cmt.hasDirtyEntries()) || inFlight.anyUnderWayAt(nand.now())) {
            return 0;
        }
        lookups = LookupPipeline.open(new LookupPipeline.Lookup() {
            @Override
            public long lookUp(int lpn) {
                return PageFtl.this.lookUp(lpn);
            }

            @Override
            public int prefetch(int lpn) {
                return touch(lpn);
            }
        });
        return LookupPipeline.CAPACITY;
    }

    @Override
    public void announce(int lpn) {
        if (lookups == null) {
            throw new IllegalStateException("no lookahead is open");
        }
        lookups.tell(lpn);
    }

    @Override
    public void closeLookahead() {
        if (lookups != null) {
            LookupPipeline closing = lookups;
            lookups = null;
            closing.close();
        }
    }

    /**
     * On the helper thread: what a read of {@code lpn} looks up, packed as the physical page of
     * its translation page (−1 if the cached table holds the entry or there is no such table) in
     * the high half and the page's own physical page in the low half.
     */
    private long lookUp(int lpn) {
        int translationPpn = PageMap.NONE;
        if (cmt != null && !cmt.access(lpn, false)) {
            if (cmt.evictedDirty()) {
                throw new IllegalStateException("lookahead evicted a dirty mapping entry of page " + cmt.evictedKey());
            }
            translationPpn = map.physical(userPages + cmt.translationPage(lpn));
        }
        return (long) translationPpn << 32 | (map.physical(lpn) & 0xFFFF_FFFFL);
    }

    private void refuseDuringLookahead(String what) {
        if (lookups != null) {
            throw new IllegalStateException(what + " while a read-only lookahead is open");
        }
    }

    @Override
    public void prefetch(int lpn) {
        ensureTables();
        touchSink += touch(lpn);
    }

    /** Loads the mapping entries a read of {@code lpn} needs into the cache; returns a value read from them. */
    private int touch(int lpn) {
        int touched = map.touch(lpn);
        return cmt == null ? touched : touched + cmt.prefetch(lpn);
    }

    @Override
    public void write(int lpn, boolean partial, long earliest) {
        ensureTables();
        refuseDuringLookahead("a write");
        counters.hostPageWritten();
        long t = cmt == null ? earliest : translate(lpn, true, earliest);
        if (partial && map.physical(lpn) >= 0 && !inFlight.underWayAt(lpn, t)) {
            t = nand.read(map.physical(lpn), pageBytes, t);
        }
        append(lpn, t, true);
    }

    @Override
    public void flush(long earliest) {
        if (pendingCount > 0) {
            pendingReady = Math.max(pendingReady, earliest);
            issueGroup();
        }
    }

    @Override
    public int pendingPages() {
        return pendingHost;
    }

    /**
     * With a cached mapping table, a trim loads the page's entry as a write does (a miss reads the
     * sector of the translation page that holds it) and leaves it dirty, so the unmapping is written
     * back to the translation page when the entry is evicted. The entry is loaded before the page is
     * unmapped: an eviction may issue the program group holding the page's buffered copy, which maps it.
     */
    @Override
    public long trim(int lpn, long earliest) {
        ensureTables();
        refuseDuringLookahead("a trim");
        long recorded = cmt == null ? earliest : translate(lpn, true, earliest);
        map.unmap(lpn);
        for (int i = 0; i < pendingCount; i++) {
            if (pendingLpn[i] == lpn) {
                pendingLpn[i] = PageMap.NONE;
            }
        }
        return recorded;
    }

    @Override
    public boolean isMapped(int lpn) {
        return physicalPage(lpn) >= 0;
    }

    /** Physical page of {@code lpn} or −1, for tests and reports. */
    public int physicalPage(int lpn) {
        ensureTables();
        return map.physical(lpn);
    }

    private long translate(int lpn, boolean write, long t) {
        if (cmt.access(lpn, write)) {
            return cachedEntryReady(lpn, t);
        }
        int tppn = map.physical(userPages + cmt.translationPage(lpn));
        long loaded = tppn >= 0 ? loadEntry(lpn, tppn, t) : t;
        if (cmt.evictedDirty()) {
            int evictedTpn = userPages + cmt.translationPage(cmt.evictedKey());
            int old = map.physical(evictedTpn);
            long ready = t;
            if (old >= 0) { // the entries not cached are read back, to be rewritten with the changed ones
                ready = nand.read(old, pageBytes, t);
                counters.mappingPageRead();
            }
            append(evictedTpn, ready, false);
        }
        return loaded;
    }

    private void append(int lpn, long ready, boolean host) {
        if (pendingCount == 0 || ready > pendingReady) {
            pendingReady = pendingCount == 0 ? ready : Math.max(pendingReady, ready);
        }
        pendingLpn[pendingCount++] = lpn;
        if (host) {
            pendingHost++;
        }
        if (pendingCount == planesPerDie) {
            issueGroup();
        }
    }

    /** Programs the pending pages on the next die, one per plane. */
    private void issueGroup() {
        int die = dieInOrder(groupCounter++);
        long ready = pendingReady;
        collector.collectInIdleTime(die, ready);
        int placed = 0;
        int first = nextPlane[die];
        nextPlane[die] = (first + pendingCount) % planesPerDie;
        for (int i = 0; i < pendingCount; i++) {
            int plane = geometry.plane(die, (first + i) % planesPerDie);
            int ppn = allocateTimed(plane, ready);
            if (ppn < 0) {
                ppn = blocks.allocateHostElsewhere(plane);
                placeMapping(pendingLpn[i], ppn);
                groupPpns[0] = ppn;
                keepInDram(pendingLpn[i], nand.program(groupPpns, 1, pageBytes, ready));
                continue;
            }
            placeMapping(pendingLpn[i], ppn);
            groupLpns[placed] = pendingLpn[i];
            groupPpns[placed++] = ppn;
        }
        long done = placed > 0 ? nand.program(groupPpns, placed, pageBytes, ready) : ready;
        for (int k = 0; k < placed; k++) {
            keepInDram(groupLpns[k], done);
        }
        int host = pendingHost;
        counters.mappingPagesProgrammed(pendingCount - host);
        pendingCount = 0;
        pendingHost = 0;
        sink.programmed(done, host);
    }

    /** A host page's data stays in DRAM until its program ends at {@code end}. */
    private void keepInDram(int lpn, long end) {
        if (lpn != PageMap.NONE && lpn < userPages) {
            inFlight.programmed(lpn, end, nand.now());
        }
    }

    private void placeMapping(int lpn, int ppn) {
        if (lpn != PageMap.NONE) {
            map.map(lpn, ppn);
        }
    }

    /** Dies in channel-first order: consecutive groups use different channels. */
    private int dieInOrder(long k) {
        int channels = geometry.channels();
        int channel = (int) (k % channels);
        int dieOnChannel = (int) ((k / channels) % geometry.diesPerChannel());
        return channel * geometry.diesPerChannel() + dieOnChannel;
    }

    /** The next host page of {@code plane}, collecting it first where due; −1 if only its reserve block is left. */
    private int allocateTimed(int plane, long t) {
        if (collector.dueBeforeHostPage(plane)) {
            collector.collectForeground(plane, t);
        }
        return blocks.takesHostPage(plane) ? blocks.allocate(plane, BlockManager.HOST) : -1;
    }

    @Override
    public void precondition(double fillFraction, double overwrites, RandomStream stream) {
        precondition(fillFraction, overwrites, 0, stream);
    }

    @Override
    public void precondition(double fillFraction, double overwrites, int spanPages, RandomStream stream) {
        if (fillFraction < 0 || fillFraction > 1 || overwrites < 0 || spanPages < 0) {
            throw new IllegalArgumentException("precondition fill must be 0..1 and overwrites ≥ 0");
        }
        ensureTables();
        refuseDuringLookahead("preconditioning");
        if (overwrites > 0) {
            map.keepReverse(); // collection will need it
        }
        int filled = (int) Math.round(fillFraction * userPages);
        int lpn = blocks.pagesAllocated() == 0 ? untimed.fillNew(filled) : 0;
        for (; lpn < filled; lpn++) {
            untimed.place(lpn);
        }
        for (int tpn = 0; tpn < translationPages; tpn++) {
            untimed.place(userPages + tpn);
        }
        int span = spanPages > 0 ? Math.min(spanPages, filled) : filled;
        long rewrites = Math.round(overwrites * span);
        int[] batch = new int[OVERWRITE_BATCH];
        for (long i = 0; i < rewrites; i += OVERWRITE_BATCH) {
            int n = (int) Math.min(OVERWRITE_BATCH, rewrites - i);
            // Draw a few pages first and load their mapping entries together: the loads are
            // independent, so the memory system serves their cache misses in parallel.
            int touched = 0;
            for (int j = 0; j < n; j++) {
                batch[j] = (int) (stream.nextDouble() * span);
                touched += map.touch(batch[j]);
            }
            touchSink += touched;
            for (int j = 0; j < n; j++) {
                untimed.place(batch[j]);
            }
        }
        nand.countPrograms(untimed.takePrograms());
        counters.reset();
    }

    /**
     * Takes the state of {@code source}, a drive of the same configuration that has only been
     * preconditioned, as this new drive's: mapping, blocks, wear, the victim draws' stream and the
     * counts, so that from here on this drive serves every request as {@code source} would. It
     * stands for preconditioning this drive the same way, at the cost of copying the tables.
     */
    public void copyPreconditionedState(PageFtl source) {
        if (!geometry.equals(source.geometry) || userPages != source.userPages || cachedEntries != source.cachedEntries
                || foregroundThreshold != source.foregroundThreshold || backgroundThreshold != source.backgroundThreshold
                || !gc.equalsApartFromStream(source.gc)
                || wearLeveling != source.wearLeveling || staticThreshold != source.staticThreshold) {
            throw new IllegalArgumentException("a drive takes the state of a drive of its own configuration only");
        }
        if (source.pendingCount > 0 || !source.inFlight.isEmpty() || source.lookups != null) {
            throw new IllegalStateException("the source drive has work under way, so it is not only preconditioned");
        }
        ensureTables();
        source.ensureTables();
        if (blocks.pagesAllocated() > 0) {
            throw new IllegalStateException("a drive that has written pages cannot take another drive's state");
        }
        map.copyFrom(source.map);
        blocks.copyFrom(source.blocks);
        untimed.copyFrom(source.untimed);
        nand.copyUntimedWearFrom(source.nand);
        counters.reset();
    }

    /** Bytes the mapping and block tables take now. */
    public long tableBytes() {
        ensureTables();
        return map.tableBytes() + blocks.tableBytes() + (long) Integer.BYTES * geometry.blocks();
    }

    @Override
    public FtlStats stats() {
        return counters.stats();
    }

    @Override
    public void verify() {
        ensureTables();
        map.verify();
    }
}
