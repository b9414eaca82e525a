package org.storagesim.devices.blocklayer;

import java.util.List;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceContext;
import org.storagesim.devices.profile.DeviceKind;

/** {@code kind: blocklayer}: the Linux block layer (split, merge, scheduler, queue depth) in front of a device. */
public final class BlockLayerKind implements DeviceKind<BlockLayerConfig> {
    @Override
    public String name() {
        return "blocklayer";
    }

    @Override
    public String description() {
        return "Linux block layer in front of a device: max request size, merging, noop/deadline/cfq, queue depth";
    }

    @Override
    public Class<BlockLayerConfig> configType() {
        return BlockLayerConfig.class;
    }

    @Override
    public List<String> deviceKeys() {
        return List.of("device");
    }

    @Override
    public BlockDevice create(BlockLayerConfig c, DeviceContext context) {
        BlockDevice device;
        try {
            device = context.member("device", c.device());
        } catch (InvalidConfigException e) {
            throw e.under(List.of("device"));
        }
        try {
            return new BlockLayer(context.sim(), context.deviceName(), device, c.schedulerChoice(),
                    c.maxRequest().bytes(), c.queueDepth(), c.merge(), c.plug());
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of("max_request"), e.getMessage());
        }
    }
}
