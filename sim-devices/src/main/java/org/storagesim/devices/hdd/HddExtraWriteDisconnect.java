package org.storagesim.devices.hdd;

import org.storagesim.devices.config.InvalidConfigException;

/**
 * The extra disconnect that some drives (HP C2247A/C2249A, as extracted for DiskSim) make on a
 * write that directly follows a write without continuing it (the HP C2247A trace marks exactly
 * these writes as triple-disconnect ones): the drive takes the command, disconnects, waits, and
 * only then reconnects to fetch the data; the mechanism starts after {@code commandMs +
 * seekDeltaMs}. Times in milliseconds.
 *
 * @param commandMs            command processing before the first disconnect (instead of the write overhead)
 * @param disconnectMs         the first disconnect
 * @param interDisconnectMs    time off the bus before reconnecting for the data
 * @param secondDisconnectMs   the disconnect after the data (instead of the write disconnect)
 * @param seekDeltaMs          extra delay of the mechanism beyond {@code commandMs}
 */
public record HddExtraWriteDisconnect(double commandMs, double disconnectMs, double interDisconnectMs,
                                      double secondDisconnectMs, double seekDeltaMs) {
    public HddExtraWriteDisconnect {
        InvalidConfigException.requireMillis("command_ms", commandMs);
        InvalidConfigException.requireMillis("disconnect_ms", disconnectMs);
        InvalidConfigException.requireMillis("inter_disconnect_ms", interDisconnectMs);
        InvalidConfigException.requireMillis("second_disconnect_ms", secondDisconnectMs);
        InvalidConfigException.requireMillis("seek_delta_ms", seekDeltaMs);
    }
}
