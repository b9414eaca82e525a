package org.storagesim.devices.flash;

import java.util.Arrays;

/**
 * NAND operation latencies and the channel's transfer rate, in nanoseconds.
 *
 * <p>Page reads and programs may take a different time for each type of page. A cell of
 * multi-level flash holds one bit of several pages, and the bit programmed last needs the finest
 * voltage steps: in MLC the LSB page of a word line reads and programs faster than its MSB page,
 * and TLC adds a CSB page between the two (MQSim's Page_Read_Latency_LSB/CSB/MSB and
 * Page_Program_Latency_LSB/CSB/MSB). The type of each page in a block follows the order in which
 * the chip programs its word lines ({@link #pageType}). With one time per operation every page
 * takes it, as in SLC flash or when a data sheet gives a single typical figure.
 */
public final class NandTiming {
    /** Page types as named in data sheets: LSB, then CSB (TLC only), then MSB. */
    public static final int MOST_PAGE_TYPES = 3;
    private final long[] readNanos;
    private final long[] programNanos;
    private final long eraseNanos;
    private final double channelBytesPerSec;
    private final long commandNanos;
    /** Time a die takes to suspend an erase so that a read can go first; 0 when it never does. */
    private final long eraseSuspendNanos;

    /**
     * The same read and program time for every page.
     *
     * @param readNanos          array read of one page into the plane's data register (tR)
     * @param programNanos       array program of one page from the register (tPROG)
     * @param eraseNanos         block erase (tBERS)
     * @param channelBytesPerSec data rate of the shared channel bus between controller and dies
     * @param commandNanos       command and address cycles on the channel before each operation
     */
    public NandTiming(long readNanos, long programNanos, long eraseNanos, double channelBytesPerSec, long commandNanos) {
        this(new long[] {readNanos}, new long[] {programNanos}, eraseNanos, channelBytesPerSec, commandNanos);
    }

    /**
     * Read and program times per page type: one value (every page), two (MLC: LSB, MSB) or three
     * (TLC: LSB, CSB, MSB). A single value with a list of the other applies to every type.
     */
    public NandTiming(long[] readNanos, long[] programNanos, long eraseNanos, double channelBytesPerSec,
                      long commandNanos) {
        this(readNanos, programNanos, eraseNanos, channelBytesPerSec, commandNanos, 0);
    }

    private NandTiming(long[] readNanos, long[] programNanos, long eraseNanos, double channelBytesPerSec,
                       long commandNanos, long eraseSuspendNanos) {
        int types = Math.max(readNanos.length, programNanos.length);
        if (readNanos.length == 0 || programNanos.length == 0 || types > MOST_PAGE_TYPES
                || readNanos.length != types && readNanos.length != 1
                || programNanos.length != types && programNanos.length != 1) {
            throw new IllegalArgumentException("read and program times: one per page type (1, 2 or 3 types), or one"
                    + " for all; got " + readNanos.length + " read and " + programNanos.length + " program times");
        }
        if (Arrays.stream(readNanos).anyMatch(t -> t <= 0) || Arrays.stream(programNanos).anyMatch(t -> t <= 0)
                || eraseNanos <= 0 || !(channelBytesPerSec > 0) || commandNanos < 0 || eraseSuspendNanos < 0) {
            throw new IllegalArgumentException("NAND read, program and erase times and the channel rate must be positive, and the"
                    + " command and erase-suspend times not negative");
        }
        this.readNanos = perType(readNanos, types);
        this.programNanos = perType(programNanos, types);
        this.eraseNanos = eraseNanos;
        this.channelBytesPerSec = channelBytesPerSec;
        this.commandNanos = commandNanos;
        this.eraseSuspendNanos = eraseSuspendNanos;
    }

    private static long[] perType(long[] given, int types) {
        long[] out = new long[types];
        for (int i = 0; i < types; i++) {
            out[i] = given[given.length == 1 ? 0 : i];
        }
        return out;
    }

    /** Types of page whose times are told apart: 1 (all alike), 2 (MLC) or 3 (TLC). */
    public int pageTypes() {
        return readNanos.length;
    }

    /** Whether every page reads in the same time and programs in the same time. */
    public boolean uniform() {
        return Arrays.stream(readNanos).allMatch(t -> t == readNanos[0])
                && Arrays.stream(programNanos).allMatch(t -> t == programNanos[0]);
    }

    /**
     * The type of page {@code pageInBlock} of a block (0 = LSB, 1 = CSB in TLC or MSB in MLC, 2 = MSB
     * in TLC). MLC: even pages LSB, odd pages MSB. TLC: the shared-page program order measured by
     * Yaakobi et al. (ICNC 2012, as MQSim uses it): the first six pages are LSB pages of the first
     * word lines, the next two CSB, and from page 8 on the pairs of pages cycle LSB, CSB, MSB as
     * each new word line's LSB pages are followed by the upper pages of earlier ones.
     */
    public int pageType(int pageInBlock) {
        switch (pageTypes()) {
            case 1:
                return 0;
            case 2:
                return pageInBlock & 1;
            default:
                return pageInBlock < 6 ? 0 : pageInBlock < 8 ? 1 : ((pageInBlock - 8) >> 1) % 3;
        }
    }

    /** Array read of a page of type {@code type} into the data register (tR). */
    public long readNanos(int type) {
        return readNanos[type];
    }

    /** Array program of a page of type {@code type} from the register (tPROG). */
    public long programNanos(int type) {
        return programNanos[type];
    }

    /** Mean read time over the page types (every type has as many pages in a block, give or take the first few). */
    public long meanReadNanos() {
        return Math.round(Arrays.stream(readNanos).average().orElseThrow());
    }

    /** Mean program time over the page types. */
    public long meanProgramNanos() {
        return Math.round(Arrays.stream(programNanos).average().orElseThrow());
    }

    public long eraseNanos() {
        return eraseNanos;
    }

    /**
     * These timings, for dies that can suspend an erase for a read (MQSim's CMD_Suspension_Support
     * ERASE); the suspension takes {@code suspendNanos} (its Suspend_Erase_Time). 0: never.
     */
    public NandTiming withEraseSuspend(long suspendNanos) {
        return new NandTiming(readNanos, programNanos, eraseNanos, channelBytesPerSec, commandNanos, suspendNanos);
    }

    /** Time to suspend an erase for a read; 0 when erases are never suspended. */
    public long eraseSuspendNanos() {
        return eraseSuspendNanos;
    }

    public double channelBytesPerSec() {
        return channelBytesPerSec;
    }

    public long commandNanos() {
        return commandNanos;
    }

    /** Time to move {@code bytes} over the channel, command cycles included. */
    public long transferNanos(long bytes) {
        return commandNanos + Math.round(bytes * 1e9 / channelBytesPerSec);
    }
}
