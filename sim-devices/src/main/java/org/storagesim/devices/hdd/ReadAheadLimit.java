package org.storagesim.devices.hdd;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * How far a drive keeps reading after a read miss (DiskSim's "buffer continuous read"; the DEC
 * scheme is the one Worthington et al. extracted from DEC and Seagate firmware): firmware differs
 * in whether it will switch heads or seek for data nobody asked for yet.
 */
public enum ReadAheadLimit {
    /** No read-ahead. */
    NONE,
    /** Up to the read-ahead size, but never past the end of the track the request ended on. */
    TRACK,
    /** Up to the read-ahead size, but never past the end of the cylinder the request ended on. */
    CYLINDER,
    /** The full read-ahead size, switching tracks and cylinders as needed. */
    SEGMENT,
    /**
     * To the end of the track holding the block after the request, and one more track's worth of
     * blocks when the request began on an earlier track (it crossed or ended at a track boundary).
     */
    NEXT_TRACK;

    public String key() {
        return name().toLowerCase();
    }

    public static ReadAheadLimit parse(String text) {
        for (ReadAheadLimit l : values()) {
            if (l.key().equals(text)) {
                return l;
            }
        }
        throw new InvalidConfigException(List.of("cache", "read_ahead_limit"), "unknown read_ahead_limit '" + text
                + "'; allowed: " + Arrays.stream(values()).map(ReadAheadLimit::key).collect(Collectors.joining(", ")));
    }
}
