package org.storagesim.devices.hdd;

/** Where a drive found a read's data. */
public enum ReadSource {
    /** Already in a buffer segment: no mechanical work. */
    BUFFER,
    /** Being read ahead when the command came: it waits only for its sectors to arrive. */
    READ_AHEAD,
    /** Read from the media after positioning the head. */
    MEDIA
}
