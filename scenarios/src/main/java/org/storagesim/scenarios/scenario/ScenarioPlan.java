package org.storagesim.scenarios.scenario;

import java.nio.file.Path;
import java.util.List;
import org.storagesim.devices.profile.DeviceFactory;

/**
 * A scenario file that passed every check, with its runs laid out in report order and the values its
 * sweeps gave each device and workload.
 */
public record ScenarioPlan(Path file, Scenario scenario, DeviceFactory factory, List<PlannedRun> runs,
                           SweptValues swept) {
    public ScenarioPlan {
        runs = List.copyOf(runs);
    }

    public String name() {
        return scenario.name();
    }

    /** Workload names in the order the scenario lists them (charts are drawn per workload). */
    public List<String> workloadNames() {
        return scenario.workloads().stream().map(WorkloadSpec::name)
                .filter(w -> runs.stream().anyMatch(r -> r.workload().equals(w))).toList();
    }
}
