package org.storagesim.devices.hdd.disksim;

import java.nio.file.Path;

/**
 * A DiskSim parameter file that cannot be read or uses something the importer does not model:
 * {@code file:line:column: what is wrong}, and what is allowed where the importer knows it.
 */
public final class DiskSimFormatException extends RuntimeException {
    /** An error at a place in a file. */
    public DiskSimFormatException(ParamBlock.Position at, String message) {
        super(at + ": " + message);
    }

    /** An error about a file as a whole (it cannot be read, or lacks something it needs). */
    public DiskSimFormatException(Path file, String message) {
        super(file + ": " + message);
    }
}
