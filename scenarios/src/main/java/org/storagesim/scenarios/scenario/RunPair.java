package org.storagesim.scenarios.scenario;

import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;

/** One explicit run of a scenario's {@code runs:} list: a device name and a workload name. */
public record RunPair(String device, String workload) {
    public RunPair {
        if (device == null || device.isBlank()) {
            throw new InvalidConfigException(List.of("device"), "a run needs the name of one of the scenario's devices");
        }
        if (workload == null || workload.isBlank()) {
            throw new InvalidConfigException(List.of("workload"), "a run needs the name of one of the scenario's workloads");
        }
    }
}
