package org.storagesim.devices.config;

import java.util.List;

/**
 * A configuration value that cannot be used, with the path of keys (and list indexes) that leads to
 * it inside the document it came from, so that a reader can point at the file, line and column.
 */
public final class InvalidConfigException extends IllegalArgumentException {
    private final List<Object> path;

    public InvalidConfigException(List<Object> path, String message) {
        super(message);
        this.path = List.copyOf(path);
    }

    /**
     * The longest a single step of a drive (a seek, an overhead, a sector's transfer) may be given
     * as, in ms: a day. No drive comes near it, and times up to it stay far from overflowing the
     * simulator's nanosecond clock when a request adds several of them up.
     */
    public static final double MAX_STEP_MS = 86_400_000;

    /** Refuses a time in ms at {@code key} that is negative, not a number, or longer than {@link #MAX_STEP_MS}. */
    public static void requireMillis(String key, double ms) {
        requireMillis(List.of(key), ms);
    }

    /** As {@link #requireMillis(String, double)}, at {@code path}. */
    public static void requireMillis(List<Object> path, double ms) {
        if (!(ms >= 0)) {
            throw new InvalidConfigException(path, "must not be negative, got " + ms);
        }
        if (ms > MAX_STEP_MS) {
            throw new InvalidConfigException(path, "must be at most " + (long) MAX_STEP_MS + " ms (a day; no step of a "
                    + "drive takes longer), got " + ms);
        }
    }

    /**
     * The slowest data rate a link or channel may be given, in decimal MB/s: 1,000 bytes a second.
     * Slower rates make a request's transfer time overflow the nanosecond clock (1e-300 MB/s came out
     * as no time at all), and no device is near it.
     */
    public static final double MIN_RATE_MB_PER_SEC = 0.001;

    /** Refuses a rate in MB/s at {@code path} that is not a number of at least {@link #MIN_RATE_MB_PER_SEC}. */
    public static void requireRate(List<Object> path, double mbPerSec) {
        if (!(mbPerSec > 0)) {
            throw new InvalidConfigException(path, "must be a positive rate in MB/s, got " + mbPerSec);
        }
        if (mbPerSec < MIN_RATE_MB_PER_SEC) {
            throw new InvalidConfigException(path, "must be at least " + MIN_RATE_MB_PER_SEC + " MB/s (1,000 bytes a "
                    + "second), got " + mbPerSec);
        }
    }

    /** Keys (String) and list indexes (Integer) from the document root to the offending value. */
    public List<Object> path() {
        return path;
    }

    /** The last key on the path, or "" when the problem is with the whole document. */
    public String key() {
        for (int i = path.size() - 1; i >= 0; i--) {
            if (path.get(i) instanceof String s) {
                return s;
            }
        }
        return "";
    }

    /** The problem with the key it is about in front, {@code key 'K': problem}, as {@link FileProblem} says it. */
    public String keyedMessage() {
        return FileProblem.keyed(key(), getMessage());
    }

    /** The same problem, seen from a document that holds this one at {@code prefix}. */
    public InvalidConfigException under(List<Object> prefix) {
        java.util.ArrayList<Object> full = new java.util.ArrayList<>(prefix);
        full.addAll(path);
        return new InvalidConfigException(full, getMessage());
    }
}
