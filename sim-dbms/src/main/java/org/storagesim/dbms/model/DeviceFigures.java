package org.storagesim.dbms.model;

/**
 * The two device numbers P0's model needs.
 *
 * @param bandwidth sustained sequential read bandwidth, bytes per second (B)
 * @param latency   access latency of a random read, seconds (l)
 */
public record DeviceFigures(double bandwidth, double latency) {
    public DeviceFigures {
        if (!(bandwidth > 0) || !(latency >= 0)) {
            throw new IllegalArgumentException("bandwidth must be positive and latency non-negative");
        }
    }
}
