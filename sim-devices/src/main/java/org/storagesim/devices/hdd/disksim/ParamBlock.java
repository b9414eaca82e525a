package org.storagesim.devices.hdd.disksim;

import java.nio.file.Path;
import java.util.List;

/**
 * A {@code TYPE NAME { key = value, ... }} block of a DiskSim parameter file. Values are
 * {@link Scalar}s, nested blocks, or lists of values; keys, values and blocks remember where they
 * stand in their file, so an error can point at them.
 */
public record ParamBlock(String type, String name, List<Param> params, Position at) {

    /** A place in a parameter file: line and column count from 1. */
    public record Position(Path file, int line, int column) {
        @Override
        public String toString() {
            return file + ":" + line + ":" + column;
        }
    }

    /** A value that is neither a block nor a list, as written (its text is what {@link #toString} gives). */
    public record Scalar(String text, Position at) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** One {@code key = value} entry: {@code at} is where its key starts, {@code valueAt} where its value does. */
    public record Param(String key, Object value, Position at, Position valueAt) {
    }

    public Param find(String key) {
        for (Param p : params) {
            if (p.key().equalsIgnoreCase(key)) {
                return p;
            }
        }
        return null;
    }
}
