package org.storagesim.devices.ftl;

import java.util.Arrays;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import umontreal.ssj.rng.RandomStream;

/**
 * Hybrid log-block FTL in the style of FAST (Lee et al., 2007), used by low-end SSDs and USB sticks
 * of 2007–2009 whose controllers had little DRAM. A logical block of {@code pagesPerBlock} pages
 * is mapped to one physical data block; updates go to a few log blocks:
 * <ul>
 * <li>a write to a logical block's first page opens the sequential log block; writes that continue
 * it in order append there, and when it is complete it simply replaces the data block (switch
 * merge: one erase);</li>
 * <li>any other write is appended to the shared random log blocks (fully associative). When they are
 * all full, the oldest is reclaimed: every logical block with a valid page in it is rebuilt in a
 * fresh block from its newest copies (full merge: a whole block of copies and an erase), and the
 * log block is erased.</li>
 * </ul>
 * A random write therefore soon costs a full-block merge, which is the random-write collapse of
 * those devices. The controller is single-threaded: a write completes only after the merges it
 * triggered. The simulator finds a page's log copy in a table of 4 bytes per logical page
 * ({@code logPage}) and a physical page's logical page in one of 4 bytes per physical page
 * ({@code owner}), where the firmware would search its few log blocks.
 */
public final class HybridLogFtl implements Ftl {
    private static final int NONE = -1;

    private final NandArray nand;
    private final NandGeometry geometry;
    private final int pagesPerBlock;
    private final int pageBytes;
    private final int units;
    // The per-page tables (8 bytes a page, gigabytes for a large drive) are allocated at the first
    // operation that needs them, so a drive built only to check a scenario or learn its capacity
    // costs none.
    private int[] dataBlock;
    private int[] logPage;
    private int[] owner;
    private final int[] freeRing;
    private int freeHead;
    private int freeCount;
    private final int[] randomLogs;
    private int randomLogCount;
    private int randomLogOldest;
    private int randomWritePointer;
    private int sequentialLog = NONE;
    private int sequentialUnit = NONE;
    private int sequentialNext;
    private int nextPlane;
    private final GcCopy gcCopy;
    private final int[] one = new int[1];
    private ProgramSink sink = (done, pages) -> { };
    private final FtlCounters counters;
    private long merges;

    /**
     * @param logBlocks random log blocks (FAST's RW log blocks); one more serves sequential updates
     * @param units     logical blocks visible to the host; see {@link #maxUnits}
     * @param gcCopy    how a merge moves a page within a plane (across planes it always goes
     *                  through the controller)
     */
    public HybridLogFtl(NandArray nand, int logBlocks, int units, GcCopy gcCopy) {
        this.nand = nand;
        this.gcCopy = gcCopy;
        this.counters = new FtlCounters(nand);
        this.geometry = nand.geometry();
        this.pagesPerBlock = geometry.pagesPerBlock();
        this.pageBytes = geometry.pageBytes();
        if (logBlocks < 1) {
            throw new IllegalArgumentException("a hybrid FTL needs at least one log block");
        }
        if (units < 1 || units > maxUnits(geometry, logBlocks)) {
            throw new IllegalArgumentException("logical blocks must be 1.." + maxUnits(geometry, logBlocks) + ", got " + units);
        }
        this.units = units;
        this.randomLogs = new int[logBlocks];
        this.freeRing = new int[geometry.blocks()];
        // Free blocks are handed out plane by plane in turn, so logical blocks spread over all dies.
        int planes = geometry.planes();
        for (int i = 0; i < freeRing.length; i++) {
            freeRing[i] = geometry.block(i % planes, i / planes);
        }
        this.freeCount = freeRing.length;
    }

    private void ensureTables() {
        if (owner == null) {
            allocateTables(); // apart, so the hot callers this is inlined into stay small
        }
    }

    private void allocateTables() {
        dataBlock = new int[units];
        logPage = new int[units * pagesPerBlock];
        owner = new int[geometry.pages()];
        Arrays.fill(dataBlock, NONE);
        Arrays.fill(logPage, NONE);
        Arrays.fill(owner, NONE);
    }

    /** Logical blocks the geometry supports: all blocks but the log blocks and a merge reserve. */
    public static int maxUnits(NandGeometry g, int logBlocks) {
        return g.blocks() - logBlocks - 3;
    }

    @Override
    public void advanceTo(long now) {
        nand.advanceTo(now);
    }

    @Override
    public int logicalPages() {
        return units * pagesPerBlock;
    }

    @Override
    public int pageBytes() {
        return pageBytes;
    }

    @Override
    public void programSink(ProgramSink sink) {
        this.sink = sink;
    }

    /** Full merges done since the counters were reset. */
    public long merges() {
        return merges;
    }

    @Override
    public long read(int lpn, int bytes, long earliest) {
        ensureTables();
        int ppn = newest(lpn);
        return ppn == NONE ? earliest : nand.read(ppn, bytes, earliest);
    }

    private int newest(int lpn) {
        if (logPage[lpn] != NONE) {
            return logPage[lpn];
        }
        int data = dataBlock[lpn / pagesPerBlock];
        if (data == NONE) {
            return NONE;
        }
        int ppn = geometry.firstPage(data) + lpn % pagesPerBlock;
        return owner[ppn] == lpn ? ppn : NONE;
    }

    @Override
    public void write(int lpn, boolean partial, long earliest) {
        ensureTables();
        counters.hostPageWritten();
        long t = earliest;
        int old = newest(lpn);
        if (partial && old != NONE) {
            t = nand.read(old, pageBytes, t);
        }
        int unit = lpn / pagesPerBlock;
        int offset = lpn % pagesPerBlock;
        int ppn;
        if (offset == 0 || (unit == sequentialUnit && offset == sequentialNext)) {
            if (offset == 0) {
                t = closeSequentialLog(t, true);
                sequentialLog = takeFree();
                sequentialUnit = unit;
                sequentialNext = 0;
            }
            ppn = geometry.firstPage(sequentialLog) + sequentialNext++;
        } else {
            t = makeRoomInRandomLog(t, true);
            ppn = geometry.firstPage(randomLogs[(randomLogOldest + randomLogCount - 1) % randomLogs.length])
                    + randomWritePointer++;
        }
        invalidate(lpn);
        owner[ppn] = lpn;
        logPage[lpn] = ppn;
        one[0] = ppn;
        long done = nand.program(one, 1, pageBytes, t);
        if (unit == sequentialUnit && sequentialNext == pagesPerBlock) {
            closeSequentialLog(done, true);
        }
        sink.programmed(done, 1);
    }

    private void invalidate(int lpn) {
        int old = newest(lpn);
        if (old != NONE) {
            owner[old] = NONE;
        }
        logPage[lpn] = NONE;
    }

    /** Ends the sequential log block: switch merge if complete, else partial merge then switch. */
    private long closeSequentialLog(long t, boolean timed) {
        if (sequentialLog == NONE) {
            return t;
        }
        int unit = sequentialUnit;
        int log = sequentialLog;
        sequentialLog = NONE;
        sequentialUnit = NONE;
        int base = unit * pagesPerBlock;
        for (int offset = sequentialNext; offset < pagesPerBlock; offset++) {
            int lpn = base + offset;
            int source = newest(lpn);
            if (source != NONE) {
                t = copy(lpn, source, geometry.firstPage(log) + offset, t, timed);
            }
        }
        // The log block becomes the data block; pages it holds stop being "log" pages.
        for (int offset = 0; offset < pagesPerBlock; offset++) {
            int ppn = geometry.firstPage(log) + offset;
            if (owner[ppn] != NONE && logPage[owner[ppn]] == ppn) {
                logPage[owner[ppn]] = NONE;
            }
        }
        int oldData = dataBlock[unit];
        dataBlock[unit] = log;
        return oldData == NONE ? t : erase(oldData, t, timed);
    }

    private long makeRoomInRandomLog(long t, boolean timed) {
        if (randomLogCount > 0 && randomWritePointer < pagesPerBlock) {
            return t;
        }
        if (randomLogCount == randomLogs.length) {
            t = reclaimOldestRandomLog(t, timed);
        }
        randomLogs[(randomLogOldest + randomLogCount) % randomLogs.length] = takeFree();
        randomLogCount++;
        randomWritePointer = 0;
        return t;
    }

    private long reclaimOldestRandomLog(long t, boolean timed) {
        int log = randomLogs[randomLogOldest];
        randomLogOldest = (randomLogOldest + 1) % randomLogs.length;
        randomLogCount--;
        int first = geometry.firstPage(log);
        for (int ppn = first; ppn < first + pagesPerBlock; ppn++) {
            if (owner[ppn] != NONE) {
                t = fullMerge(owner[ppn] / pagesPerBlock, t, timed);
            }
        }
        return erase(log, t, timed);
    }

    /** Rebuilds a logical block in a fresh block from its newest copies; erases the old data block. */
    private long fullMerge(int unit, long t, boolean timed) {
        if (unit == sequentialUnit) {
            t = closeSequentialLog(t, timed); // then rebuild, as pages of the unit may sit in random logs too
        }
        merges++;
        int fresh = takeFree();
        int base = unit * pagesPerBlock;
        long end = t;
        for (int offset = 0; offset < pagesPerBlock; offset++) {
            int source = newest(base + offset);
            if (source != NONE) {
                end = Math.max(end, copy(base + offset, source, geometry.firstPage(fresh) + offset, t, timed));
                logPage[base + offset] = NONE;
            }
        }
        int oldData = dataBlock[unit];
        dataBlock[unit] = fresh;
        return oldData == NONE ? end : erase(oldData, end, timed);
    }

    private long copy(int lpn, int source, int destination, long t, boolean timed) {
        owner[source] = NONE;
        owner[destination] = lpn;
        logPage[lpn] = NONE; // the destination is (or is about to become) a data block
        if (!timed) {
            nand.countProgram();
            return t;
        }
        if (gcCopy == GcCopy.COPYBACK && geometry.planeOf(source) == geometry.planeOf(destination)) {
            // Same plane: the chip copies the page through its register (copy-back), no bus transfer.
            return nand.copyBack(geometry.dieOf(source), 1, nand.copyNanos(source, destination), t);
        }
        return nand.copyThroughController(source, destination, t);
    }

    private long erase(int block, long t, boolean timed) {
        int first = geometry.firstPage(block);
        for (int ppn = first; ppn < first + pagesPerBlock; ppn++) {
            if (owner[ppn] != NONE) {
                throw new IllegalStateException("erasing block " + block + " which still holds logical page " + owner[ppn]);
            }
        }
        long done = t;
        if (timed) {
            done = nand.erase(block, t);
        } else {
            nand.countErase(block);
        }
        freeRing[(freeHead + freeCount) % freeRing.length] = block;
        freeCount++;
        return done;
    }

    private int takeFree() {
        if (freeCount == 0) {
            throw new IllegalStateException("hybrid FTL ran out of free blocks");
        }
        int block = freeRing[freeHead];
        freeHead = (freeHead + 1) % freeRing.length;
        freeCount--;
        return block;
    }

    @Override
    public void flush(long earliest) {
        // Writes are programmed as they arrive; nothing waits.
    }

    @Override
    public int pendingPages() {
        return 0;
    }

    /** The block map and the log blocks' page maps are in controller memory: the trim costs no flash access. */
    @Override
    public long trim(int lpn, long earliest) {
        ensureTables();
        invalidate(lpn);
        return earliest;
    }

    @Override
    public boolean isMapped(int lpn) {
        ensureTables();
        return newest(lpn) != NONE;
    }

    /**
     * Writes the first {@code fillFraction} of the logical blocks sequentially (each becomes a data
     * block by switch merges), then random overwrites. After the log blocks have filled once, every
     * further random write looks the same (a merge per log page), so the overwrites stop after two
     * rounds of log blocks: the state is already steady.
     */
    @Override
    public void precondition(double fillFraction, double overwrites, RandomStream stream) {
        ensureTables();
        int filledUnits = (int) Math.round(fillFraction * units);
        for (int unit = 0; unit < filledUnits; unit++) {
            int block = takeFree();
            dataBlock[unit] = block;
            int first = geometry.firstPage(block);
            for (int offset = 0; offset < pagesPerBlock; offset++) {
                owner[first + offset] = unit * pagesPerBlock + offset;
                nand.countProgram();
            }
        }
        int filled = filledUnits * pagesPerBlock;
        long rewrites = Math.min(Math.round(overwrites * filled), 2L * (randomLogs.length + 1) * pagesPerBlock);
        for (long i = 0; i < rewrites && filled > 0; i++) {
            int lpn = (int) (stream.nextDouble() * filled);
            if (lpn % pagesPerBlock == 0) {
                continue; // a random overwrite of a first page would open a sequential log; keep it random
            }
            makeRoomInRandomLog(0, false);
            int ppn = geometry.firstPage(randomLogs[(randomLogOldest + randomLogCount - 1) % randomLogs.length])
                    + randomWritePointer++;
            invalidate(lpn);
            owner[ppn] = lpn;
            logPage[lpn] = ppn;
            nand.countProgram();
        }
        merges = 0;
        counters.reset();
    }

    @Override
    public FtlStats stats() {
        return counters.stats();
    }

    @Override
    public void verify() {
        ensureTables();
        int[] copies = new int[logicalPages()];
        for (int ppn = 0; ppn < owner.length; ppn++) {
            if (owner[ppn] != NONE) {
                copies[owner[ppn]]++;
            }
        }
        for (int lpn = 0; lpn < copies.length; lpn++) {
            if (copies[lpn] > 1) {
                throw new IllegalStateException("logical page " + lpn + " has " + copies[lpn] + " valid copies");
            }
            int ppn = newest(lpn);
            if ((ppn == NONE) != (copies[lpn] == 0) || (ppn != NONE && owner[ppn] != lpn)) {
                throw new IllegalStateException("logical page " + lpn + " resolves to " + ppn + " but " + copies[lpn]
                        + " physical pages claim it");
            }
        }
    }
}
