package org.storagesim.devices.hdd;

import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;

/** How the drive picks the next command from its queue. */
public enum SchedulingPolicy {
    /** First come, first served. */
    FCFS,
    /** Shortest seek (cylinder distance) first. */
    SSTF,
    /** Ascending LBN from the last one served, wrapping to the lowest (circular LOOK). */
    CLOOK,
    /** Shortest positioning time (seek plus rotational wait) first. */
    SPTF;

    public static SchedulingPolicy parse(String text) {
        for (SchedulingPolicy p : values()) {
            if (p.name().equalsIgnoreCase(text)) {
                return p;
            }
        }
        throw new InvalidConfigException(List.of("scheduler"), "unknown scheduler '" + text
                + "'; allowed: fcfs, sstf, clook, sptf");
    }
}
