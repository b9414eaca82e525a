package org.storagesim.devices.flash;

/**
 * The NAND dies and the channels that connect them to the controller, as resources on a
 * timeline. Each die and each channel is busy until a known instant; an operation starts when the
 * resources it needs are free and the caller's data is ready, and reserves them until it ends.
 * The order of reservation is the order of service (first come, first served per resource), which
 * is what a controller with per-die queues does, and it costs no event per flash operation.
 *
 * <p>Read: the die senses the page into its register (tR), then the data crosses the channel; the
 * die stays busy until its register is emptied. Program: data crosses the channel into the
 * register, then the die programs (tPROG). A multi-plane program moves one page per plane over
 * the channel and programs them together in one tPROG (planes work in parallel inside a die).
 * Copy-back (garbage collection inside a plane) reads and programs without using the channel.
 * Erase counts are kept per block for wear levelling and reports.
 */
public final class NandArray {
    private final NandGeometry geometry;
    private final NandTiming timing;
    private final long[] dieFree;
    private final long[] channelFree;
    private final int[] eraseCount;
    private long pageReads;
    private long pagePrograms;
    private long blockErases;

    public NandArray(NandGeometry geometry, NandTiming timing) {
        this.geometry = geometry;
        this.timing = timing;
        this.dieFree = new long[geometry.dies()];
        this.channelFree = new long[geometry.channels()];
        this.eraseCount = new int[geometry.blocks()];
    }

    public NandGeometry geometry() {
        return geometry;
    }

    public NandTiming timing() {
        return timing;
    }

    /** Reads {@code bytes} of page {@code ppn}; returns when the data is in controller memory. */
    public long read(int ppn, int bytes, long earliest) {
        int die = geometry.dieOf(ppn);
        int channel = geometry.channelOfDie(die);
        long sensed = Math.max(earliest, dieFree[die]) + timing.readNanos();
        long transferStart = Math.max(sensed, channelFree[channel]);
        long done = transferStart + timing.transferNanos(bytes);
        channelFree[channel] = done;
        dieFree[die] = done;
        pageReads++;
        return done;
    }

    /**
     * Programs {@code count} pages held in {@code ppns[0..count)}, which must lie on one die and
     * on distinct planes (one page per plane: a multi-plane program). Returns when they are durable.
     */
    public long program(int[] ppns, int count, int bytesPerPage, long earliest) {
        int die = geometry.dieOf(ppns[0]);
        int channel = geometry.channelOfDie(die);
        long transferStart = Math.max(earliest, Math.max(channelFree[channel], dieFree[die]));
        long transferred = transferStart + count * timing.transferNanos(bytesPerPage);
        long done = transferred + timing.programNanos();
        channelFree[channel] = transferred;
        dieFree[die] = done;
        pagePrograms += count;
        return done;
    }

    /** Moves {@code pages} valid pages inside one die (read into the register, program elsewhere). */
    public long copyBack(int die, int pages, long earliest) {
        long done = Math.max(earliest, dieFree[die]) + pages * (timing.readNanos() + timing.programNanos());
        dieFree[die] = done;
        pageReads += pages;
        pagePrograms += pages;
        return done;
    }

    /** Erases a block; returns when the die is free again. */
    public long erase(int block, long earliest) {
        int die = geometry.dieOfPlane(geometry.planeOfBlock(block));
        long done = Math.max(earliest, dieFree[die]) + timing.eraseNanos();
        dieFree[die] = done;
        countErase(block);
        return done;
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

    /** When the die finishes the work reserved on it so far. */
    public long dieFreeAt(int die) {
        return dieFree[die];
    }

    public int eraseCount(int block) {
        return eraseCount[block];
    }

    public long pageReads() {
        return pageReads;
    }

    public long pagePrograms() {
        return pagePrograms;
    }

    public long blockErases() {
        return blockErases;
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
