package org.storagesim.devices.flash;

import java.util.Arrays;

/**
 * The NAND dies and the channels that connect them to the controller, as resources on
 * {@link Timeline}s. An operation is reserved, when the controller issues it, in the first gap
 * where the resources it needs are free and its data is ready; this costs no event per flash
 * operation and lets ready work use a die while other work waits for an earlier stage.
 *
 * <p>Read: the die senses the page into its register (tR), then the data crosses the channel
 * (die and channel both busy). Program: data crosses the channel into the register, then the die
 * programs (tPROG). A multi-plane program moves one page per plane over
 * the channel and programs them together in one tPROG (planes work in parallel inside a die).
 * Copy-back (garbage collection inside a plane) reads and programs without using the channel; a
 * copy through the controller is a read followed by a program.
 * Reads and programs take the time of the page's type (LSB, CSB, MSB) where the timing tells the
 * types apart. Erase counts are kept per block for wear levelling and reports.
 *
 * <p>Multi-plane reads: a read that is ready before a read sensing already booked on its die
 * starts, and that wants the same page address on another plane, is sensed with it (one tR for
 * both planes) and then crosses the channel after it. This is how MQSim's transaction scheduler
 * pairs the reads waiting for one die (same die, distinct planes, same page ID); pages written
 * together by a multi-plane program share their address, so sequential reads pair as they were
 * written. Only the sensing booked last on each die can be joined.
 *
 * <p>Collection work may also be queued on a die instead of booked at once ({@link #queueCopyBack}):
 * it is then booked piece by piece, lazily, whenever a read or a program comes to the die, so that
 * reads ready before the next piece go first.
 */
public final class NandArray {
    private static final int SECTOR_BYTES = 512;
    private final NandGeometry geometry;
    private final NandTiming timing;
    private final Timeline[] dies;
    private final Timeline[] channels;
    private final int[] eraseCount;
    // Lookups that spare the hot path integer and floating-point divisions.
    private final int pagesPerDie;
    private final int dieShift;             // log2(pagesPerDie) when a power of two, else −1
    private final int[] channelOfDie;
    private final long[] sectorTransferNanos; // transfer time of k × 512 bytes, k = 0 .. page size / 512
    // Read and program time of each page of a block, by its place in the block; null when every page
    // takes the same time (then the scalar), so single-time flash pays nothing for the types.
    private final long[] readNanosInBlock;
    private final long[] programNanosInBlock;
    private final long readNanos;
    private final long programNanos;
    private final int pagesPerBlock;
    private final int pageMask;             // pagesPerBlock − 1 when a power of two, else −1
    private final int pagesPerPlane;
    private final int planeShift;           // log2(pagesPerPlane) when a power of two, else −1
    // The read sensing booked last on each die, which later reads of the same page address on
    // its other planes may join (multi-plane flash only; null otherwise): its start, its page
    // address in the block, and per plane the start of the sensing the plane last took part in.
    private final long[] groupSensing;
    private final int[] groupPage;
    private final long[] planeSensing;
    /** The destination of {@link #copyThroughController}, as {@link #program} takes it. */
    private final int[] movedPage = new int[1];
    private final CollectionQueues queued;
    private long now;
    private long pageReads;
    private long multiPlaneReads;
    private long pagePrograms;
    private long blockErases;
    private long eraseSuspensions;

    public NandArray(NandGeometry geometry, NandTiming timing) {
        this.geometry = geometry;
        this.timing = timing;
        this.dies = new Timeline[geometry.dies()];
        this.channels = new Timeline[geometry.channels()];
        for (int i = 0; i < dies.length; i++) {
            dies[i] = new Timeline();
        }
        for (int i = 0; i < channels.length; i++) {
            channels[i] = new Timeline();
        }
        this.eraseCount = new int[geometry.blocks()];
        this.queued = new CollectionQueues(dies.length, timing.meanReadNanos() + timing.meanProgramNanos()
                + 2 * timing.transferNanos(geometry.pageBytes()));
        this.pagesPerDie = geometry.pagesPerBlock() * geometry.blocksPerPlane() * geometry.planesPerDie();
        this.dieShift = Integer.bitCount(pagesPerDie) == 1 ? Integer.numberOfTrailingZeros(pagesPerDie) : -1;
        this.channelOfDie = new int[dies.length];
        for (int d = 0; d < dies.length; d++) {
            channelOfDie[d] = geometry.channelOfDie(d);
        }
        this.sectorTransferNanos = new long[geometry.pageBytes() / SECTOR_BYTES + 1];
        for (int k = 0; k < sectorTransferNanos.length; k++) {
            sectorTransferNanos[k] = timing.transferNanos((long) k * SECTOR_BYTES);
        }
        this.pagesPerBlock = geometry.pagesPerBlock();
        this.pageMask = Integer.bitCount(pagesPerBlock) == 1 ? pagesPerBlock - 1 : -1;
        this.pagesPerPlane = geometry.pagesPerBlock() * geometry.blocksPerPlane();
        this.planeShift = Integer.bitCount(pagesPerPlane) == 1 ? Integer.numberOfTrailingZeros(pagesPerPlane) : -1;
        if (geometry.planesPerDie() > 1) {
            this.groupSensing = new long[dies.length];
            this.groupPage = new int[dies.length];
            this.planeSensing = new long[geometry.planes()];
            Arrays.fill(groupPage, -1);
            Arrays.fill(planeSensing, Long.MIN_VALUE);
        } else {
            this.groupSensing = null;
            this.groupPage = null;
            this.planeSensing = null;
        }
        this.readNanos = timing.readNanos(0);
        this.programNanos = timing.programNanos(0);
        if (timing.uniform()) {
            this.readNanosInBlock = null;
            this.programNanosInBlock = null;
        } else {
            this.readNanosInBlock = new long[pagesPerBlock];
            this.programNanosInBlock = new long[pagesPerBlock];
            for (int page = 0; page < pagesPerBlock; page++) {
                int type = timing.pageType(page);
                readNanosInBlock[page] = timing.readNanos(type);
                programNanosInBlock[page] = timing.programNanos(type);
            }
        }
    }

    /** Array read time (tR) of page {@code ppn}, by its type. */
    public long readNanos(int ppn) {
        return readNanosInBlock == null ? readNanos : readNanosInBlock[ppn % pagesPerBlock];
    }

    /** Array program time (tPROG) of page {@code ppn}, by its type. */
    public long programNanos(int ppn) {
        return programNanosInBlock == null ? programNanos : programNanosInBlock[ppn % pagesPerBlock];
    }

    /** Die time of a copy-back of page {@code source} to page {@code destination}: a read, then a program. */
    public long copyNanos(int source, int destination) {
        return readNanos(source) + programNanos(destination);
    }

    /** The die holding page {@code ppn} (as {@link NandGeometry#dieOf}). */
    private int dieOf(int ppn) {
        return dieShift >= 0 ? ppn >>> dieShift : ppn / pagesPerDie;
    }

    private int pageInBlock(int ppn) {
        return pageMask >= 0 ? ppn & pageMask : ppn % pagesPerBlock;
    }

    /** The plane (index over the array) holding page {@code ppn} (as {@link NandGeometry#planeOf}). */
    private int planeOf(int ppn) {
        return planeShift >= 0 ? ppn >>> planeShift : ppn / pagesPerPlane;
    }

    /** As {@link NandTiming#transferNanos}, from the table for whole sectors. */
    private long transferNanos(long bytes) {
        long sectors = bytes / SECTOR_BYTES;
        return sectors * SECTOR_BYTES == bytes && sectors < sectorTransferNanos.length
                ? sectorTransferNanos[(int) sectors] : timing.transferNanos(bytes);
    }

    public NandGeometry geometry() {
        return geometry;
    }

    public NandTiming timing() {
        return timing;
    }

    /** Tells the array the current simulated time, so finished reservations can be forgotten. */
    public void advanceTo(long nowNanos) {
        now = nowNanos;
    }

    public long now() {
        return now;
    }

    /** Reads {@code bytes} of page {@code ppn}; returns when the data is in controller memory. */
    public long read(int ppn, int bytes, long earliest) {
        if (queued.any()) {
            serveQueued(dieOf(ppn), earliest, true);
        }
        pageReads++;
        return readPage(ppn, bytes, earliest);
    }

    private long readPage(int ppn, int bytes, long earliest) {
        int die = dieOf(ppn);
        Timeline dieLine = dies[die];
        long tR = readNanos(ppn);
        long sensing = dieLine.find(earliest, tR, horizon(die));
        if (groupSensing != null) {
            int plane = planeOf(ppn);
            int page = pageInBlock(ppn);
            long group = groupSensing[die];
            // The same page address on a plane not in it yet, ready by the booked sensing's start,
            // which is no later than a sensing of its own could start: sensed with it. The same
            // address is the same page type, so the same tR. (The rare match is tested first.)
            if (groupPage[die] == page && group >= earliest && group < sensing && planeSensing[plane] != group) {
                planeSensing[plane] = group;
                multiPlaneReads++;
                return transferSensed(die, dieLine, group + tR, bytes);
            }
            groupSensing[die] = sensing;
            groupPage[die] = page;
            planeSensing[plane] = sensing;
        }
        long sensed = sensing + tR;
        long transfer = transferNanos(bytes);
        Timeline channel = channels[channelOfDie[die]];
        // The sensing interval ends where this search starts, so it need not be reserved first;
        // when the transfer follows at once, die time is reserved as one interval. A die with
        // nothing booked after the sensing is free whenever the channel is, so the channel alone decides.
        long start = sensing >= dieLine.lastEnd() ? channel.find(sensed, transfer, now)
                : commonGap(channel, transfer, die, transfer, sensed);
        channel.reserve(start, start + transfer);
        if (start == sensed) {
            dieLine.reserve(sensing, start + transfer);
        } else {
            dieLine.reserve(sensing, sensed);
            dieLine.reserve(start, start + transfer);
        }
        return start + transfer;
    }

    /** Moves a page sensed (in a multi-plane read) by {@code sensed} out of the die once the channel is free. */
    private long transferSensed(int die, Timeline dieLine, long sensed, int bytes) {
        long transfer = transferNanos(bytes);
        Timeline channel = channels[channelOfDie[die]];
        long start = commonGap(channel, transfer, die, transfer, sensed);
        channel.reserve(start, start + transfer);
        dieLine.reserve(start, start + transfer);
        return start + transfer;
    }

    /**
     * Programs {@code count} pages held in {@code ppns[0..count)}, which must lie on one die and
     * on distinct planes (one page per plane: a multi-plane program). Returns when they are durable:
     * the planes program together, so the slowest page type among them sets the time.
     */
    public long program(int[] ppns, int count, int bytesPerPage, long earliest) {
        if (queued.any()) {
            earliest = behindQueued(dieOf(ppns[0]), earliest);
        }
        pagePrograms += count;
        return programPages(ppns, count, bytesPerPage, earliest);
    }

    private long programPages(int[] ppns, int count, int bytesPerPage, long earliest) {
        int die = dieOf(ppns[0]);
        long transfer = count * transferNanos(bytesPerPage);
        long tPROG = programNanos(ppns[0]);
        for (int i = 1; i < count && programNanosInBlock != null; i++) {
            tPROG = Math.max(tPROG, programNanos(ppns[i]));
        }
        // The die holds the data in its page registers from the transfer until the program ends,
        // so both must fit in one gap of the die; the channel is needed for the transfer only.
        long busy = transfer + tPROG;
        Timeline channel = channels[channelOfDie[die]];
        Timeline dieLine = dies[die];
        long start = commonGap(channel, transfer, die, busy, earliest);
        channel.reserve(start, start + transfer);
        dieLine.reserve(start, start + busy);
        return start + busy;
    }

    /**
     * The earliest start at or after {@code earliest} where {@code channel} is free for
     * {@code channelNanos} and {@code die} for {@code dieNanos}. A free start of one timeline is a
     * lower bound for the other's, so asking each in turn from the other's answer climbs to the
     * first common one.
     */
    private long commonGap(Timeline channel, long channelNanos, int die, long dieNanos, long earliest) {
        Timeline dieLine = dies[die];
        long dieHorizon = horizon(die);
        long tc = channel.find(earliest, channelNanos, now);
        long td = dieLine.find(earliest, dieNanos, dieHorizon);
        while (tc != td) {
            if (tc < td) {
                tc = channel.find(td, channelNanos, now);
            } else {
                td = dieLine.find(tc, dieNanos, dieHorizon);
            }
        }
        return tc;
    }

    /**
     * Up to when the die's timeline may forget what it did: now, or the start of its queued
     * collection work if that is earlier, since that work goes into the gaps it left then. (Were
     * those gaps forgotten, the work would all go after the last interval dropped: after a program
     * placed behind it, say, which it was meant to precede.)
     */
    private long horizon(int die) {
        return queued.any() && queued.has(die) ? Math.min(now, queued.cursor(die)) : now;
    }

    /**
     * Moves {@code pages} valid pages inside one die (read into the register, program elsewhere),
     * which keeps the die busy {@code busyNanos} in all (the sum of their {@link #copyNanos}).
     */
    public long copyBack(int die, int pages, long busyNanos, long earliest) {
        serveQueued(die, Long.MAX_VALUE, false);
        pageReads += pages;
        pagePrograms += pages;
        return dies[die].take(earliest, busyNanos, horizon(die));
    }

    /**
     * Moves page {@code source} to page {@code destination} through the controller: read out over
     * the channel, then written back and programmed (the way to check the data with ECC on the way,
     * which copy-back skips). Returns when the destination is durable.
     */
    public long copyThroughController(int source, int destination, long earliest) {
        long arrived = read(source, geometry.pageBytes(), earliest);
        movedPage[0] = destination;
        return program(movedPage, 1, geometry.pageBytes(), arrived);
    }

    /**
     * Queues the copy-back of page {@code source} to page {@code destination} (one plane) on their
     * die, to start at {@code earliest} or later. Queued collection work gives way to reads: a read
     * that is ready before the next queued piece could start goes first, so it waits at most for
     * the piece under way (a page move or an erase, which the die does not interrupt), as in
     * controllers that let host reads pre-empt garbage collection (MQSim's preemptible GC; Lee et
     * al., "A semi-preemptive garbage collector for solid state drives", ISPASS 2011). Programs
     * on the die wait for all of it, since the free block they rely on comes from it (see
     * {@link #behindQueued}). The pages are counted now, as if moved.
     */
    public void queueCopyBack(int source, int destination, long earliest) {
        pageReads++;
        pagePrograms++;
        queued.add(dieOf(source), copyNanos(source, destination), earliest);
    }

    /** As {@link #queueCopyBack}, for a move through the controller ({@link #copyThroughController}). */
    public void queueCopyThroughController(int source, int destination, long earliest) {
        pageReads++;
        pagePrograms++;
        queued.add(dieOf(source), CollectionQueues.move(source, destination), earliest);
    }

    /**
     * Queues the erase of a block behind its die's queued collection work (see {@link #queueCopyBack});
     * counted now. Where the dies can suspend an erase ({@link NandTiming#eraseSuspendNanos}), a
     * read that comes while it runs is let in (see {@link #serveQueued}).
     */
    public void queueErase(int block, long earliest) {
        countErase(block);
        queued.add(geometry.dieOfPlane(geometry.planeOfBlock(block)), CollectionQueues.erase(timing.eraseNanos()),
                earliest);
    }

    /** Whether collection work is queued on the die. */
    public boolean hasQueuedWork(int die) {
        return queued.has(die);
    }

    /**
     * When a program ready at {@code earliest} may start on a die with queued collection work:
     * after the pieces that start before then are booked, at the end of the rest as if it ran
     * without a break. The rest is booked later, in the gaps reads leave; when reads take some of
     * that time, the last pieces go after the program, which keeps its place.
     */
    private long behindQueued(int die, long earliest) {
        if (!queued.has(die)) {
            return earliest;
        }
        serveQueued(die, earliest, false);
        return queued.has(die) ? queued.uninterruptedEnd(die, earliest) : earliest;
    }

    /**
     * Books the die's queued pieces that can start before {@code before} (all of them for
     * {@link Long#MAX_VALUE}), each in the first gap at or after the previous one's end. Time
     * the die's timeline no longer remembers is not used, as its gaps are unknown.
     *
     * <p>For a read ready at {@code before} ({@code forRead}), on dies that can suspend an erase:
     * an erase that would still run when the suspension is over is suspended. It runs until the
     * read comes, the die then spends the suspension time, the read goes next, and what is left
     * of the erase stays first in the queue, to resume after it (and to be suspended again for
     * a later read). The time before the suspension counts as erased; the suspension does not.
     * This is when MQSim's transaction scheduler suspends an erase for a read: one is under way
     * and would outlast the suspension. An erase already booked when the read comes (by a
     * program, which waits for all queued work, or by an earlier read) is not suspended.
     */
    private void serveQueued(int die, long before, boolean forRead) {
        if (!queued.has(die)) {
            return;
        }
        Timeline dieLine = dies[die];
        long horizon = horizon(die);
        long from = Math.max(queued.cursor(die), dieLine.knownFrom(horizon));
        long suspend = forRead ? timing.eraseSuspendNanos() : 0;
        while (queued.has(die)) {
            long piece = queued.peek(die);
            if (CollectionQueues.isMove(piece)) {
                int source = CollectionQueues.source(piece);
                if (dieLine.find(from, readNanos(source), horizon) >= before) {
                    break;
                }
                queued.take(die);
                long arrived = readPage(source, geometry.pageBytes(), from);
                movedPage[0] = CollectionQueues.destination(piece);
                from = programPages(movedPage, 1, geometry.pageBytes(), arrived);
                continue;
            }
            long nanos = CollectionQueues.dieNanos(piece);
            long start = dieLine.find(from, nanos, horizon);
            if (start >= before) {
                break;
            }
            if (suspend > 0 && CollectionQueues.isErase(piece) && before + suspend < start + nanos) {
                long suspended = before + suspend;
                dieLine.reserve(start, suspended);
                queued.replaceNext(die, CollectionQueues.erase(nanos - (before - start)));
                eraseSuspensions++;
                from = suspended;
                break;
            }
            queued.take(die);
            long end = start + nanos;
            if (start >= dieLine.lastEnd()) {
                // Nothing is booked after it: the die-only pieces that follow go straight on, but
                // an erase that a read may suspend is left to the loop, which decides that.
                while (end < before && queued.has(die) && !CollectionQueues.isMove(queued.peek(die))
                        && !(suspend > 0 && CollectionQueues.isErase(queued.peek(die)))) {
                    end += CollectionQueues.dieNanos(queued.take(die));
                }
            }
            dieLine.reserve(start, end);
            from = end;
        }
        queued.setCursor(die, from);
    }

    /** Erases a block; returns when the die is free again. */
    public long erase(int block, long earliest) {
        int die = geometry.dieOfPlane(geometry.planeOfBlock(block));
        serveQueued(die, Long.MAX_VALUE, false);
        countErase(block);
        return dies[die].take(earliest, timing.eraseNanos(), horizon(die));
    }

    /**
     * Takes the wear and the operation counts of {@code source}, an array of the same geometry
     * that has worked only outside simulated time (preconditioning), as this one's.
     */
    public void copyUntimedWearFrom(NandArray source) {
        System.arraycopy(source.eraseCount, 0, eraseCount, 0, eraseCount.length);
        pageReads = source.pageReads;
        multiPlaneReads = source.multiPlaneReads;
        pagePrograms = source.pagePrograms;
        blockErases = source.blockErases;
        eraseSuspensions = source.eraseSuspensions;
    }

    /** Counts an erase that happened outside simulated time (preconditioning). */
    public void countErase(int block) {
        eraseCount[block]++;
        blockErases++;
    }

    /** Counts a program that happened outside simulated time (preconditioning). */
    public void countProgram() {
        pagePrograms++;
    }

    /** Counts programs that happened outside simulated time (preconditioning). */
    public void countPrograms(long pages) {
        pagePrograms += pages;
    }

    /** When the die could start {@code duration} of work, at the earliest at {@code earliest}. */
    public long dieGap(int die, long earliest, long duration) {
        return dies[die].find(earliest, duration, horizon(die));
    }

    public int eraseCount(int block) {
        return eraseCount[block];
    }

    public long pageReads() {
        return pageReads;
    }

    /** Pages read by joining another plane's sensing (counted in {@link #pageReads} too). */
    public long multiPlaneReads() {
        return multiPlaneReads;
    }

    public long pagePrograms() {
        return pagePrograms;
    }

    public long blockErases() {
        return blockErases;
    }

    /** Erases suspended for a read, counted once per suspension (one erase may be suspended more than once). */
    public long eraseSuspensions() {
        return eraseSuspensions;
    }

    /** Largest and smallest erase count over all blocks: {max, min}. */
    public int[] eraseCountRange() {
        int max = 0;
        int min = Integer.MAX_VALUE;
        for (int c : eraseCount) {
            max = Math.max(max, c);
            min = Math.min(min, c);
        }
        return new int[] {max, min};
    }
}
