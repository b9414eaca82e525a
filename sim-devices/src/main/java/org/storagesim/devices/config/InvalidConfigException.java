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

    /** Refuses a value below zero (or not a number) at {@code key}. */
    public static void requireNotNegative(String key, double value) {
        if (!(value >= 0)) {
            throw new InvalidConfigException(List.of(key), "must not be negative, got " + value);
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
