package org.storagesim.devices.hdd;

import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceContext;
import org.storagesim.devices.profile.DeviceKind;

/** {@code kind: hdd}: a zoned hard disk with seek curve, rotation, segmented buffer and command queue. */
public final class HddKind implements DeviceKind<HddConfig> {
    @Override
    public String name() {
        return "hdd";
    }

    @Override
    public String description() {
        return "hard disk: zoned layout with skews and spares, seek curve, rotation, segmented cache with read-ahead,"
                + " write-back, FCFS/SSTF/C-LOOK/SPTF queue";
    }

    @Override
    public Class<HddConfig> configType() {
        return HddConfig.class;
    }

    @Override
    public BlockDevice create(HddConfig config, DeviceContext context) {
        return HardDisk.of(context.sim(), context.deviceName(), config);
    }
}
