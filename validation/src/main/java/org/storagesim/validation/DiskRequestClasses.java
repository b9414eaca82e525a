package org.storagesim.validation;

import org.storagesim.devices.IoOp;
import org.storagesim.devices.hdd.DiskLayout;
import org.storagesim.devices.hdd.DriveController;
import org.storagesim.devices.hdd.PhysicalSector;
import org.storagesim.devices.hdd.ReadSource;
import org.storagesim.validation.trace.Trace;

/**
 * Names each request of a disk trace by what decides its service time in a drive at queue depth 1:
 * its direction, the previous request's direction (the overheads and the cache state depend on it)
 * and how far the head had to move, in cylinders from the previous request's last block to this
 * one's first, as the drive's layout places them; a read also by where the model found its data
 * (the drive's buffer, the read-ahead under way, or the media). For example "read after write, same
 * cylinder, model: media".
 */
final class DiskRequestClasses {
    private DiskRequestClasses() {
    }

    /** {@code sources[i]}: where the model found read {@code i}'s data (null for other requests). */
    static String[] of(DiskLayout layout, Trace trace, ReadSource[] sources) {
        String[] classes = new String[trace.size()];
        PhysicalSector at = new PhysicalSector();
        int previousEndCylinder = -1;
        for (int i = 0; i < trace.size(); i++) {
            long first = trace.offset(i) / DriveController.BLOCK;
            long last = Math.max(first, (trace.offset(i) + trace.length(i) - 1) / DriveController.BLOCK);
            layout.locate(first, at);
            int startCylinder = at.cylinder;
            classes[i] = (i == 0 ? direction(trace.op(i)) + ", first request"
                    : direction(trace.op(i)) + " after " + direction(trace.op(i - 1)) + ", "
                            + distance(Math.abs(startCylinder - previousEndCylinder)))
                    + source(sources[i]);
            layout.locate(last, at);
            previousEndCylinder = at.cylinder;
        }
        return classes;
    }

    private static String source(ReadSource source) {
        if (source == null) {
            return "";
        }
        switch (source) {
            case BUFFER: return ", model: buffer";
            case READ_AHEAD: return ", model: read-ahead";
            default: return ", model: media";
        }
    }

    private static String direction(IoOp op) {
        return op == IoOp.WRITE ? "write" : "read";
    }

    private static String distance(int cylinders) {
        if (cylinders == 0) {
            return "same cylinder";
        }
        return cylinders < 100 ? "1-99 cylinders" : cylinders < 1000 ? "100-999 cylinders" : "1000+ cylinders";
    }
}
