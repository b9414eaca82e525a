package org.storagesim.devices.profile;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.storagesim.devices.blocklayer.BlockLayerKind;
import org.storagesim.devices.hdd.HddKind;
import org.storagesim.devices.raid.Raid0Kind;
import org.storagesim.devices.reference.QueueKind;
import org.storagesim.devices.ssd.FlashKind;

/** The device families the product knows, by {@code kind:} name. Register a new family here. */
public final class DeviceKinds {
    private static final Map<String, DeviceKind<?>> KINDS = new LinkedHashMap<>();

    static {
        register(new QueueKind());
        register(new HddKind());
        register(new BlockLayerKind());
        register(new Raid0Kind());
        register(new FlashKind());
    }

    private DeviceKinds() {
    }

    private static void register(DeviceKind<?> kind) {
        KINDS.put(kind.name(), kind);
    }

    public static Optional<DeviceKind<?>> find(String name) {
        return Optional.ofNullable(KINDS.get(name));
    }

    public static Map<String, DeviceKind<?>> all() {
        return java.util.Collections.unmodifiableMap(KINDS);
    }
}
