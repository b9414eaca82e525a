package org.storagesim.devices.ssd;

/**
 * The size of a flash drive's DRAM write buffer and when it hands pages to the FTL.
 *
 * @param bytes     DRAM for host data (0: write-through)
 * @param watermark false: eager (pages go to the FTL as they arrive); true: pages stay dirty in
 *                  DRAM until {@code highWater} of the buffer is dirty, then the least recently
 *                  written go until {@code lowWater} is left
 * @param highWater fraction of the buffer whose being dirty starts a flush (0 < highWater ≤ 1)
 * @param lowWater  fraction left dirty when the flush stops (0 ≤ lowWater < highWater)
 */
public record WriteBufferPolicy(long bytes, boolean watermark, double highWater, double lowWater) {
    public WriteBufferPolicy {
        if (bytes < 0) {
            throw new IllegalArgumentException("a write buffer cannot be negative: " + bytes + " B");
        }
        if (watermark && !(highWater > 0 && highWater <= 1 && lowWater >= 0 && lowWater < highWater)) {
            throw new IllegalArgumentException("need 0 ≤ low water < high water ≤ 1, got " + lowWater + " and " + highWater);
        }
    }

    /** Pages go to the FTL as they arrive. */
    public static WriteBufferPolicy eager(long bytes) {
        return new WriteBufferPolicy(bytes, false, 0, 0);
    }

    /** Pages stay in DRAM between the two marks. */
    public static WriteBufferPolicy watermark(long bytes, double highWater, double lowWater) {
        return new WriteBufferPolicy(bytes, true, highWater, lowWater);
    }
}
