package org.storagesim.devices.hdd.disksim;

import java.nio.file.Path;
import java.util.List;

/**
 * A {@code TYPE NAME { key = value, ... }} block of a DiskSim parameter file. Values are text,
 * nested blocks, or lists of values; each parameter remembers its file and line for error messages.
 */
public record ParamBlock(String type, String name, List<Param> params, Path file, int line) {

    /** One {@code key = value} entry. */
    public record Param(String key, Object value, Path file, int line) {
        public String where() {
            return file.getFileName() + ":" + line;
        }
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
