package org.storagesim.devices.raid;

import java.util.List;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceContext;
import org.storagesim.devices.profile.DeviceKind;

/** {@code kind: raid0}: Linux md RAID-0 striping over member devices. */
public final class Raid0Kind implements DeviceKind<Raid0Config> {
    @Override
    public String name() {
        return "raid0";
    }

    @Override
    public String description() {
        return "Linux md RAID-0: requests split at chunk boundaries and striped round-robin over member devices, "
                + "optionally some behind a host adapter whose uplink they share";
    }

    @Override
    public Class<Raid0Config> configType() {
        return Raid0Config.class;
    }

    @Override
    public List<String> deviceKeys() {
        return List.of("devices", "member");
    }

    @Override
    public BlockDevice create(Raid0Config c, DeviceContext context) {
        BlockDevice[] members = new BlockDevice[c.memberCount()];
        for (int i = 0; i < members.length; i++) {
            try {
                members[i] = context.member(String.valueOf(i), c.memberSpec(i));
            } catch (InvalidConfigException e) {
                throw e.under(c.memberPath(i));
            }
        }
        for (Raid0Config.Adapter a : c.adapters()) {
            HostAdapter adapter = new HostAdapter(a.mbPerSec() * 1e6);
            for (int m : a.members()) {
                members[m] = new AdapterPort(context.sim(), members[m], adapter);
            }
        }
        try {
            return new Raid0(context.sim(), context.deviceName(), members, c.chunk().bytes());
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(java.util.List.of("chunk"), e.getMessage());
        }
    }
}
