package org.storagesim.devices.hdd;

/**
 * Controller processing per command in milliseconds, chosen by the command (read/write), whether
 * the buffer served it (hit/miss) and the previous command's direction, as characterised by
 * Worthington et al., "On-line extraction of SCSI disk drive parameters" (SIGMETRICS 1995).
 * Completion overheads come after the last data; reselect overheads before data sent after a
 * disconnect.
 */
public record HddOverheads(double readHitAfterRead, double readHitAfterWrite, double readMissAfterRead,
                           double readMissAfterWrite, double writeHitAfterRead, double writeHitAfterWrite,
                           double writeMissAfterRead, double writeMissAfterWrite, double readCompletion,
                           double writeCompletion, double reselect) {
    public static final HddOverheads NONE = new HddOverheads(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
}
