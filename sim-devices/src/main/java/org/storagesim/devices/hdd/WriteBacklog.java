package org.storagesim.devices.hdd;

/**
 * Written data acknowledged to the host but not yet on the media, as a ring of (end of its
 * destage, blocks) in destage order. A new write waits until the buffer has room for it.
 */
final class WriteBacklog {
    private final long[] endTimes;
    private final int[] blocks;
    private final int capacityBlocks;
    private int head;
    private int size;
    private long lastEnd;

    WriteBacklog(int maxEntries, int capacityBlocks) {
        this.endTimes = new long[maxEntries];
        this.blocks = new int[maxEntries];
        this.capacityBlocks = capacityBlocks;
    }

    /** Earliest time from {@code now} at which {@code n} more blocks fit in the buffer. */
    long roomAt(long now, int n) {
        drain(now);
        int pending = 0;
        for (int i = 0; i < size; i++) {
            pending += blocks[(head + i) % blocks.length];
        }
        long t = now;
        int i = 0;
        while ((pending + Math.min(n, capacityBlocks) > capacityBlocks || size - i >= blocks.length) && i < size) {
            int slot = (head + i) % blocks.length;
            pending -= blocks[slot];
            t = Math.max(t, endTimes[slot]);
            i++;
        }
        return t;
    }

    void add(long destageEnd, int n) {
        if (size == blocks.length) {
            head = (head + 1) % blocks.length;
            size--;
        }
        int slot = (head + size) % blocks.length;
        endTimes[slot] = destageEnd;
        blocks[slot] = n;
        size++;
        lastEnd = Math.max(lastEnd, destageEnd);
    }

    /** When everything written so far is on the media. */
    long lastEnd() {
        return lastEnd;
    }

    private void drain(long now) {
        while (size > 0 && endTimes[head] <= now) {
            head = (head + 1) % blocks.length;
            size--;
        }
    }
}
