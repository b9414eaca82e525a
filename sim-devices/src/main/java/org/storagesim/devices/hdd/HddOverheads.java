package org.storagesim.devices.hdd;

import org.storagesim.devices.config.InvalidConfigException;

/**
 * Controller processing per command in milliseconds, chosen by the command (read/write), whether
 * the buffer served it (hit/miss) and the previous command's direction, as characterised by
 * Worthington et al., "On-line extraction of SCSI disk drive parameters" (SIGMETRICS 1995).
 * Completion overheads come after the last data; reselect overheads before data sent after a
 * disconnect.
 *
 * <p>The optional parts describe the bus protocol of drives that disconnect from the host while
 * the mechanism works (the SCSI drives of Worthington et al.); absent means zero:
 * {@code dataPrep} precedes every burst of data, {@code reselectOther} replaces the reselect
 * before the final status of a write that suffered an extra disconnect, the disconnect overheads
 * keep the bus (and so the next reselection) busy after a read miss's command or a write's data,
 * {@code minimumWriteSeek} is the shortest positioning before a write that does not continue a
 * streaming write, and {@code extraWriteDisconnect} the extra disconnect some drives make on a
 * write that follows a non-sequential write.
 */
public record HddOverheads(double readHitAfterRead, double readHitAfterWrite, double readMissAfterRead,
                           double readMissAfterWrite, double writeHitAfterRead, double writeHitAfterWrite,
                           double writeMissAfterRead, double writeMissAfterWrite, double readCompletion,
                           double writeCompletion, double reselect, Double dataPrep, Double reselectOther,
                           Double readDisconnectAfterRead, Double readDisconnectAfterWrite, Double writeDisconnect,
                           Double minimumWriteSeek, HddExtraWriteDisconnect extraWriteDisconnect) {
    /** The keys of the overheads every drive has, in the order of the record's components. */
    private static final String[] REQUIRED_KEYS = {"read_hit_after_read", "read_hit_after_write",
        "read_miss_after_read", "read_miss_after_write", "write_hit_after_read", "write_hit_after_write",
        "write_miss_after_read", "write_miss_after_write", "read_completion", "write_completion", "reselect"};

    public static final HddOverheads NONE = new HddOverheads(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    public HddOverheads {
        double[] given = {readHitAfterRead, readHitAfterWrite, readMissAfterRead, readMissAfterWrite, writeHitAfterRead,
            writeHitAfterWrite, writeMissAfterRead, writeMissAfterWrite, readCompletion, writeCompletion, reselect};
        for (int i = 0; i < given.length; i++) {
            InvalidConfigException.requireMillis(REQUIRED_KEYS[i], given[i]);
        }
        dataPrep = orZero("data_prep", dataPrep);
        reselectOther = orZero("reselect_other", reselectOther);
        readDisconnectAfterRead = orZero("read_disconnect_after_read", readDisconnectAfterRead);
        readDisconnectAfterWrite = orZero("read_disconnect_after_write", readDisconnectAfterWrite);
        writeDisconnect = orZero("write_disconnect", writeDisconnect);
        minimumWriteSeek = orZero("minimum_write_seek", minimumWriteSeek);
    }

    /** Command, completion and reselect overheads only, with no disconnect protocol. */
    public HddOverheads(double readHitAfterRead, double readHitAfterWrite, double readMissAfterRead,
                        double readMissAfterWrite, double writeHitAfterRead, double writeHitAfterWrite,
                        double writeMissAfterRead, double writeMissAfterWrite, double readCompletion,
                        double writeCompletion, double reselect) {
        this(readHitAfterRead, readHitAfterWrite, readMissAfterRead, readMissAfterWrite, writeHitAfterRead,
                writeHitAfterWrite, writeMissAfterRead, writeMissAfterWrite, readCompletion, writeCompletion, reselect,
                null, null, null, null, null, null, null);
    }

    private static Double orZero(String key, Double v) {
        if (v == null) {
            return 0.0;
        }
        InvalidConfigException.requireMillis(key, v);
        return v;
    }
}
