package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;

/**
 * What a device kind needs to build a device: the kernel, the scenario's streams, the device's
 * name (which prefixes its random stream names), and the factory, so composite kinds (RAID-0,
 * a block layer in front of a device) can build their members from profiles or inline specs.
 */
public record DeviceContext(Simulation sim, RandomStreams streams, String deviceName, DeviceFactory factory) {

    /** A stream private to this device: "device:NAME:PURPOSE". */
    public umontreal.ssj.rng.MRG32k3a stream(String purpose) {
        return streams.stream("device:" + deviceName + ":" + purpose);
    }

    /** Builds a member device from a spec (a profile name as text, or a map with kind or profile). */
    public BlockDevice member(String memberName, JsonNode spec) {
        return factory.build(new DeviceContext(sim, streams, deviceName + "/" + memberName, factory), spec);
    }
}
