package org.storagesim.devices.blocklayer;

import java.util.List;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of the deadline scheduler ({@code deadline:} inside a block layer); defaults are Linux's
 * deadline-iosched tunables.
 *
 * @param readExpire    a read waits at most this long before it is served out of sector order (500ms)
 * @param writeExpire   the same for writes (5s)
 * @param fifoBatch     requests dispatched in one sector-order run before the deadlines are checked (16)
 * @param writesStarved how many read batches may pass over waiting writes (2)
 */
public record DeadlineConfig(SimDuration readExpire, SimDuration writeExpire, Integer fifoBatch,
                             Integer writesStarved) {
    public DeadlineConfig {
        readExpire = readExpire == null ? new SimDuration(500 * SimDuration.NANOS_PER_MILLI) : readExpire;
        writeExpire = writeExpire == null ? new SimDuration(5 * SimDuration.NANOS_PER_SECOND) : writeExpire;
        fifoBatch = fifoBatch == null ? 16 : fifoBatch;
        writesStarved = writesStarved == null ? 2 : writesStarved;
        if (fifoBatch < 1) {
            throw new InvalidConfigException(List.of("fifo_batch"), "must be at least 1, got " + fifoBatch);
        }
        if (writesStarved < 0) {
            throw new InvalidConfigException(List.of("writes_starved"),
                    "must not be negative, got " + writesStarved);
        }
    }

    public static DeadlineConfig defaults() {
        return new DeadlineConfig(null, null, null, null);
    }
}
