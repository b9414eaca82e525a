package org.storagesim.devices.hdd;

import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.storagesim.devices.config.InvalidConfigException;

/** Where a zone keeps its spare sectors, which decides how slips shift the LBN sequence. */
public enum SparingScheme {
    /** No spares. */
    NONE,
    /** Whole spare tracks at the end of the zone; slips name tracks. */
    TRACK,
    /** {@code spares} sectors at the end of every track; a slip shifts the rest of its track. */
    SECTORS_PER_TRACK,
    /**
     * {@code spares} sectors at the end of every cylinder; a slip shifts the rest of its cylinder,
     * and every slip on an earlier cylinder of the zone pushes a track's first sector one sector on.
     */
    SECTORS_PER_CYLINDER,
    /** Slipped sectors push the rest of the zone along; spares lie past the last zone. */
    SECTORS_AT_END,
    /** {@code spares} sectors at the end of every range of {@code range_size} cylinders. */
    SECTORS_PER_RANGE,
    /** {@code spares} sectors at the end of the zone; a slip shifts the rest of the zone. */
    SECTORS_PER_ZONE;

    public String key() {
        return name().toLowerCase();
    }

    public static SparingScheme parse(String text) {
        for (SparingScheme s : values()) {
            if (s.key().equals(text)) {
                return s;
            }
        }
        throw new InvalidConfigException(List.of("sparing"), "unknown sparing '" + text + "'; allowed: "
                + Arrays.stream(values()).map(SparingScheme::key).collect(Collectors.joining(", ")));
    }
}
