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
    SPTF,
    /**
     * Aged shortest positioning time first, ASPTF(W) of Worthington, Ganger and Patt ("Scheduling
     * algorithms for modern disk drives", SIGMETRICS 1994): the positioning time of each command less
     * W times how long the drive has known it. SPTF alone can leave a far command waiting as long as
     * nearer ones keep arriving; the credit for waiting bounds that, and W trades throughput (W = 0
     * is SPTF) against the tail (a large W is first come, first served).
     */
    ASPTF;

    public static SchedulingPolicy parse(String text) {
        for (SchedulingPolicy p : values()) {
            if (p.name().equalsIgnoreCase(text)) {
                return p;
            }
        }
        throw new InvalidConfigException(List.of("scheduler"), "unknown scheduler '" + text
                + "'; allowed: fcfs, sstf, clook, sptf, asptf");
    }
}
