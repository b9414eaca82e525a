package org.storagesim.devices.hdd.disksim;

import java.nio.file.Path;

/** A DiskSim parameter file that cannot be read or uses something the importer does not model. */
public final class DiskSimFormatException extends RuntimeException {
    public DiskSimFormatException(Path file, int line, String message) {
        super(file.getFileName() + ":" + line + ": " + message);
    }
}
