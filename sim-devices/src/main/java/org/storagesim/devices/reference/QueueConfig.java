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
 * @param writeMean           if given, writes have this mean service time (same distribution and cv)
 * @param linkMbPerSec        if positive, a link shared by all servers moves each request's data after
 *                            its service, one request at a time (decimal MB/s)
 */
public record QueueConfig(int servers, String service, SimDuration mean, Double cv, Double transferMbPerSec,
                          ByteSize capacity, SimDuration writeMean, Double linkMbPerSec) {
    public QueueConfig {
        if (servers < 1) {
            throw new InvalidConfigException(java.util.List.of("servers"), "must be at least 1, got " + servers);
        }
        if (mean == null || mean.nanos() <= 0) {
            throw new InvalidConfigException(java.util.List.of("mean"),
                    (mean == null ? "is missing" : "must be positive, got " + mean) + "; allowed: a positive time, e.g. 100us");
        }
        if (capacity == null || capacity.bytes() <= 0) {
            throw new InvalidConfigException(java.util.List.of("capacity"),
                    (capacity == null ? "is missing" : "must be positive, got " + capacity) + "; allowed: a positive size, e.g. 100GiB");
        }
        service = service == null ? "exponential" : service;
        cv = cv == null ? 1.0 : cv;
        transferMbPerSec = transferMbPerSec == null ? 0.0 : transferMbPerSec;
        linkMbPerSec = linkMbPerSec == null ? 0.0 : linkMbPerSec;
        if (writeMean != null && writeMean.nanos() <= 0) {
            throw new InvalidConfigException(java.util.List.of("write_mean"), "must be a positive time");
        }
        if (linkMbPerSec < 0 || transferMbPerSec < 0) {
            throw new InvalidConfigException(java.util.List.of(linkMbPerSec < 0 ? "link_mb_per_sec" : "transfer_mb_per_sec"),
                    "rates must not be negative");
        }
        // 0 means none: no link, no per-byte transfer time.
        if (linkMbPerSec > 0) {
            InvalidConfigException.requireRate(java.util.List.of("link_mb_per_sec"), linkMbPerSec);
        }
        if (transferMbPerSec > 0) {
            InvalidConfigException.requireRate(java.util.List.of("transfer_mb_per_sec"), transferMbPerSec);
        }
    }
}
