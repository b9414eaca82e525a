package org.storagesim.dbms.host;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Map;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.blocklayer.BlockLayer;
import org.storagesim.devices.blocklayer.BlockLayerConfig;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.dbms.experiments.DeviceSupplier;
import org.storagesim.dbms.io.SeekCounted;
import org.storagesim.dbms.io.SeekCounter;

/**
 * Devices by name from device specs (profile names, or maps a {@link DeviceFactory} understands).
 * A {@code kind: blocklayer} spec is built here rather than by the factory so that a
 * {@link SeekCounter} sits between the block layer and the device behind it: P0 counted seeks with
 * blktrace at the driver, in the order the scheduler dispatched them, after merging.
 */
public final class ProfileDevices implements DeviceSupplier {
    private static final List<String> META_KEYS = List.of("kind", "name", "description", "targets");

    private final DeviceFactory factory;
    private final Map<String, JsonNode> specs;

    /** @param specs device name → spec; a name not listed is taken as a profile name */
    public ProfileDevices(DeviceFactory factory, Map<String, JsonNode> specs) {
        this.factory = factory;
        this.specs = Map.copyOf(specs);
    }

    @Override
    public BlockDevice create(String deviceName, Simulation sim, RandomStreams streams) {
        JsonNode spec = specs.getOrDefault(deviceName, TextNode.valueOf(deviceName));
        ObjectNode resolved = factory.resolve(spec);
        if (!"blocklayer".equals(resolved.path("kind").asText())) {
            return factory.build(sim, streams, deviceName, spec);
        }
        resolved.remove(META_KEYS);
        BlockLayerConfig c = ConfigBinder.bind(resolved, BlockLayerConfig.class);
        BlockDevice inner;
        try {
            // Named as the factory names a block layer's member, so the device draws the same streams.
            inner = factory.build(sim, streams, deviceName + "/device", c.device());
        } catch (InvalidConfigException e) {
            throw e.under(List.of("device"));
        }
        SeekCounter counter = new SeekCounter(inner);
        BlockLayer layer = new BlockLayer(sim, deviceName, counter, c.schedulerChoice(), c.maxRequest().bytes(),
                c.queueDepth(), c.merge(), c.plug());
        return new CountedLayer(layer, counter);
    }

    /** A block layer whose requests to the device pass a seek counter. */
    private record CountedLayer(BlockLayer layer, SeekCounter seekCounter) implements SeekCounted {
        @Override
        public String name() {
            return layer.name();
        }

        @Override
        public long capacityBytes() {
            return layer.capacityBytes();
        }

        @Override
        public int sectorBytes() {
            return layer.sectorBytes();
        }

        @Override
        public void submit(IoRequest request) {
            layer.submit(request);
        }
    }
}
