package org.storagesim.devices.reference;

import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of the reference queueing station ({@code kind: queue}).
 *
 * @param servers             parallel servers (c of M/M/c)
 * @param service             distribution name, see {@link ServiceTime#ALLOWED}
 * @param mean                mean service time
 * @param cv                  coefficient of variation (for uniform, gamma/erlang, lognormal)
 * @param transferMbPerSec    if positive, each request adds length / rate (decimal MB/s)
 * @param capacity            addressable size
 */
public record QueueConfig(int servers, String service, SimDuration mean, Double cv, Double transferMbPerSec,
                          ByteSize capacity) {
    public QueueConfig {
        if (servers < 1) {
            throw new InvalidConfigException(java.util.List.of("servers"), "servers must be at least 1, got " + servers);
        }
        if (mean == null || mean.nanos() <= 0) {
            throw new InvalidConfigException(java.util.List.of("mean"), "mean must be a positive time, e.g. 100us");
        }
        if (capacity == null || capacity.bytes() <= 0) {
            throw new InvalidConfigException(java.util.List.of("capacity"), "capacity must be a positive size, e.g. 100GiB");
        }
        service = service == null ? "exponential" : service;
        cv = cv == null ? 1.0 : cv;
        transferMbPerSec = transferMbPerSec == null ? 0.0 : transferMbPerSec;
    }
}
