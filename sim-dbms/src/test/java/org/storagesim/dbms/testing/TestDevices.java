package org.storagesim.dbms.testing;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;
import org.storagesim.dbms.experiments.DeviceSupplier;

/**
 * Stand-ins for P0's devices until the calibrated profiles exist: a "disk" that pays a 4.5 ms
 * positioning time on every seek and streams at 80 MB/s, and an "ssd": a reference queueing
 * station that pays 0.1 ms on every request, seek or not, and transfers at 250 MB/s.
 */
public final class TestDevices {
    private TestDevices() {
    }

    public static final DeviceSupplier SUPPLIER = TestDevices::create;

    public static BlockDevice create(String name, Simulation sim, RandomStreams streams) {
        return switch (name) {
            case "disk" -> new SeekAwareDevice(sim, 500L << 30, 4_500_000, 80e6);
            case "ssd" -> new QueueingStation(sim, "ssd", 100L << 30, 1, ServiceTime.of("constant", 100_000, 0),
                    250e6, streams.stream("device:ssd:service"));
            default -> throw new IllegalArgumentException("no test device " + name);
        };
    }
}
