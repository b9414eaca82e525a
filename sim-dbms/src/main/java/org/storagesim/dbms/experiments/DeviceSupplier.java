package org.storagesim.dbms.experiments;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;

/**
 * Builds a named device (a profile such as {@code barracuda-7200} or {@code ssd-fast}, or a
 * composite with a block layer in front) on a fresh simulation. Experiments count seeks on what
 * this returns; to count below an I/O scheduler, return the scheduler's device wrapped so that a
 * {@link org.storagesim.dbms.io.SeekCounter} sits directly above the device model, and return the
 * counter itself only if nothing sits above it.
 */
@FunctionalInterface
public interface DeviceSupplier {
    BlockDevice create(String deviceName, Simulation sim, RandomStreams streams);
}
