package org.storagesim.devices.reference;

import java.util.List;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceContext;
import org.storagesim.devices.profile.DeviceKind;

/** {@code kind: queue}: the reference c-server FIFO station. */
public final class QueueKind implements DeviceKind<QueueConfig> {
    @Override
    public String name() {
        return "queue";
    }

    @Override
    public String description() {
        return "reference queueing station: c servers, FIFO, a service-time distribution (checks against queueing theory)";
    }

    @Override
    public Class<QueueConfig> configType() {
        return QueueConfig.class;
    }

    @Override
    public BlockDevice create(QueueConfig c, DeviceContext context) {
        ServiceTime service;
        ServiceTime writes;
        try {
            service = ServiceTime.of(c.service(), c.mean().nanos(), c.cv());
            writes = c.writeMean() == null ? null : ServiceTime.of(c.service(), c.writeMean().nanos(), c.cv());
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of("service"), e.getMessage());
        }
        QueueingStation station = new QueueingStation(context.sim(), context.deviceName(), c.capacity().bytes(),
                c.servers(), service, c.transferMbPerSec() * 1e6, context.stream("service"));
        if (writes != null) {
            station.withWriteService(writes);
        }
        if (c.linkMbPerSec() > 0) {
            station.withSharedLink(c.linkMbPerSec() * 1e6);
        }
        return station;
    }
}
