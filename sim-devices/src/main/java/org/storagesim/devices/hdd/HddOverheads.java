package org.storagesim.devices.hdd;

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
    public static final HddOverheads NONE = new HddOverheads(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    public HddOverheads {
        dataPrep = orZero(dataPrep);
        reselectOther = orZero(reselectOther);
        readDisconnectAfterRead = orZero(readDisconnectAfterRead);
        readDisconnectAfterWrite = orZero(readDisconnectAfterWrite);
        writeDisconnect = orZero(writeDisconnect);
        minimumWriteSeek = orZero(minimumWriteSeek);
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

    private static Double orZero(Double v) {
        if (v != null && v < 0) {
            throw new org.storagesim.devices.config.InvalidConfigException(java.util.List.of("overheads"),
                    "overheads must not be negative, got " + v);
        }
        return v == null ? 0.0 : v;
    }
}
