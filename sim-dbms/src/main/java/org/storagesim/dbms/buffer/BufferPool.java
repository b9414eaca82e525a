package org.storagesim.dbms.buffer;

import java.util.Locale;

/**
 * A fixed number of page frames and a replacement policy. {@link #access} is a demand reference
 * (counted as a hit or a miss); {@link #prefetch} brings a page in ahead of use without counting.
 */
public abstract class BufferPool {
    protected final int frames;
    protected final int pageBytes;
    protected final long[] pageOf;
    protected final PageTable table;
    protected int used;
    private long hits;
    private long misses;

    protected BufferPool(int frames, int pageBytes) {
        if (frames < 1 || pageBytes < 512) {
            throw new IllegalArgumentException("a buffer pool needs at least one frame of at least 512 bytes");
        }
        this.frames = frames;
        this.pageBytes = pageBytes;
        this.pageOf = new long[frames];
        this.table = new PageTable(frames);
    }

    /** Builds a pool by policy name: lru or clock. */
    public static BufferPool of(String policy, int frames, int pageBytes) {
        return switch (policy.trim().toLowerCase(Locale.ROOT)) {
            case "lru" -> new LruBufferPool(frames, pageBytes);
            case "clock" -> new ClockBufferPool(frames, pageBytes);
            default -> throw new IllegalArgumentException("'" + policy + "' is not a replacement policy; allowed: lru, clock");
        };
    }

    /** References {@code page}; returns true on a hit. A miss loads it, evicting a victim if full. */
    public final boolean access(long page) {
        int frame = table.get(page);
        if (frame >= 0) {
            hits++;
            touched(frame);
            return true;
        }
        misses++;
        load(page);
        return false;
    }

    /** Brings {@code page} in if absent; returns true if it had to be read. */
    public final boolean prefetch(long page) {
        if (table.get(page) >= 0) {
            return false;
        }
        load(page);
        return true;
    }

    public final boolean contains(long page) {
        return table.get(page) >= 0;
    }

    private void load(long page) {
        int frame;
        if (used < frames) {
            frame = used++;
        } else {
            frame = victim();
            table.remove(pageOf[frame]);
        }
        pageOf[frame] = page;
        table.put(page, frame);
        loaded(frame);
    }

    /** Chooses a full frame to reuse. */
    protected abstract int victim();

    /** A resident page in {@code frame} was referenced. */
    protected abstract void touched(int frame);

    /** {@code frame} now holds a newly loaded page. */
    protected abstract void loaded(int frame);

    public long hits() {
        return hits;
    }

    public long misses() {
        return misses;
    }

    public double hitRatio() {
        long all = hits + misses;
        return all == 0 ? 0 : (double) hits / all;
    }

    public int pageBytes() {
        return pageBytes;
    }
}
