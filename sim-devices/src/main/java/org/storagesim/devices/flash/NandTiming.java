package org.storagesim.devices.flash;

/**
 * NAND operation latencies and the channel's transfer rate, in nanoseconds.
 *
 * @param readNanos          array read of one page into the plane's data register (tR)
 * @param programNanos       array program of one page from the register (tPROG)
 * @param eraseNanos         block erase (tBERS)
 * @param channelBytesPerSec data rate of the shared channel bus between controller and dies
 * @param commandNanos       command and address cycles on the channel before each operation
 */
public record NandTiming(long readNanos, long programNanos, long eraseNanos, double channelBytesPerSec,
                         long commandNanos) {
    public NandTiming {
        if (readNanos <= 0 || programNanos <= 0 || eraseNanos <= 0 || !(channelBytesPerSec > 0) || commandNanos < 0) {
            throw new IllegalArgumentException("NAND read, program and erase times and the channel rate must be positive");
        }
    }

    /** Time to move {@code bytes} over the channel, command cycles included. */
    public long transferNanos(long bytes) {
        return commandNanos + Math.round(bytes * 1e9 / channelBytesPerSec);
    }
}
