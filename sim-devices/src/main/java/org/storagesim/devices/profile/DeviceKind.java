package org.storagesim.devices.profile;

import java.util.List;
import org.storagesim.devices.BlockDevice;

/**
 * A family of device models (reference queue, hdd, flash, raid0, ...) that builds devices from a
 * typed configuration record. Configuration keys are the record's components in snake_case.
 */
public interface DeviceKind<C> {
    /** The {@code kind:} value that selects this family in profiles and scenarios. */
    String name();

    /** One line for {@code sim list}. */
    String description();

    Class<C> configType();

    /** Keys whose value is a device stacked under this one: a spec, or a list of specs. */
    default List<String> deviceKeys() {
        return List.of();
    }

    BlockDevice create(C config, DeviceContext context);
}
