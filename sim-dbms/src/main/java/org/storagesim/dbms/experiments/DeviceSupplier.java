package org.storagesim.dbms.experiments;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;

/**
 * Builds a named device (a profile such as {@code barracuda-7200} or {@code ssd-fast}, or a
 * composite with a block layer in front) on a fresh simulation. Seeks are counted on the requests
 * entering what this returns, unless it is {@link org.storagesim.dbms.io.SeekCounted}: then its
 * own counter, placed below the scheduler and directly above the device model, is used.
 */
@FunctionalInterface
public interface DeviceSupplier {
    BlockDevice create(String deviceName, Simulation sim, RandomStreams streams);
}
