package org.storagesim.devices.blocklayer;

import java.util.List;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of the CFQ-like scheduler ({@code cfq:} inside a block layer); defaults are the Linux 2.6
 * CFQ tunables.
 *
 * @param sliceSync       time slice of a stream that reads (100ms)
 * @param sliceAsync      time slice of a stream that writes (40ms)
 * @param sliceIdle       how long to wait for the active reader's next request before moving on
 *                        (8ms; 0 turns idling off)
 * @param quantum         requests of the active stream in flight at once while others wait (4)
 * @param fifoExpireSync  a read older than this is served ahead of sector order, once per slice (125ms)
 * @param fifoExpireAsync the same for writes (250ms)
 */
public record CfqConfig(SimDuration sliceSync, SimDuration sliceAsync, SimDuration sliceIdle, Integer quantum,
                        SimDuration fifoExpireSync, SimDuration fifoExpireAsync) {
    public CfqConfig {
        sliceSync = orMillis(sliceSync, 100);
        sliceAsync = orMillis(sliceAsync, 40);
        sliceIdle = orMillis(sliceIdle, 8);
        quantum = quantum == null ? 4 : quantum;
        fifoExpireSync = orMillis(fifoExpireSync, 125);
        fifoExpireAsync = orMillis(fifoExpireAsync, 250);
        if (quantum < 1) {
            throw new InvalidConfigException(List.of("quantum"), "must be at least 1, got " + quantum);
        }
        if (sliceSync.nanos() == 0 || sliceAsync.nanos() == 0) {
            throw new InvalidConfigException(List.of(sliceSync.nanos() == 0 ? "slice_sync" : "slice_async"),
                    "a time slice must be positive, e.g. 100ms");
        }
    }

    public static CfqConfig defaults() {
        return new CfqConfig(null, null, null, null, null, null);
    }

    private static SimDuration orMillis(SimDuration value, long millis) {
        return value == null ? new SimDuration(millis * SimDuration.NANOS_PER_MILLI) : value;
    }
}
