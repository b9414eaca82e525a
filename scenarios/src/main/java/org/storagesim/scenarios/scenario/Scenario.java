package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * A scenario file as written: devices (each a map with {@code name} plus a device spec that
 * {@link org.storagesim.devices.profile.DeviceFactory} understands), fio-style workloads, optional
 * warm-up workloads run on each fresh device before the measured one, optional explicit runs
 * (default: every workload on every device), and what results to write. Instead of workloads, a
 * scenario may have a {@code queries} section: a database query experiment on its devices.
 */
public record Scenario(String name, String description, Long seed, List<JsonNode> devices,
                       List<WorkloadSpec> workloads, List<WorkloadSpec> warmup, List<RunPair> runs,
                       ResultsSpec results, QuerySection queries) {
    public static final long DEFAULT_SEED = 1;

    public Scenario {
        Names.require(name, List.of("name"), "a scenario");
        description = description == null ? "" : description;
        seed = seed == null ? DEFAULT_SEED : seed;
        if (devices == null || devices.isEmpty()) {
            throw new InvalidConfigException(List.of("devices"), "a scenario needs at least one device; allowed: a list of "
                    + "maps, each with 'name' and either 'profile' (plus overrides) or 'kind' (plus all its keys)");
        }
        checkDevices(devices);
        if (queries != null && workloads != null) {
            throw new InvalidConfigException(List.of("queries"), "a scenario has either fio-style 'workloads' or a "
                    + "'queries' experiment, not both");
        }
        if (queries == null && (workloads == null || workloads.isEmpty())) {
            throw new InvalidConfigException(List.of("workloads"), "a scenario needs at least one workload; allowed: a "
                    + "list of fio-style jobs, each with 'name' (or a 'queries' section for a query experiment)");
        }
        workloads = workloads == null ? List.of() : workloads;
        requireUnique(workloads, "workloads");
        warmup = warmup == null ? List.of() : List.copyOf(warmup);
        requireUnique(warmup, "warmup");
        devices = List.copyOf(devices);
        workloads = List.copyOf(workloads);
        if (runs != null && runs.isEmpty()) {
            throw new InvalidConfigException(List.of("runs"), "is empty, so nothing would run; allowed: a list of "
                    + "{device, workload} pairs, or no 'runs' for every workload on every device");
        }
        runs = runs == null ? null : List.copyOf(runs);
        results = results == null ? ResultsSpec.defaults() : results;
    }

    private static void checkDevices(List<JsonNode> devices) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < devices.size(); i++) {
            JsonNode d = devices.get(i);
            if (!(d instanceof ObjectNode)) {
                throw new InvalidConfigException(List.of("devices", i), "a device is a map with 'name' and either "
                        + "'profile' (plus overrides) or 'kind' (plus all its keys)");
            }
            JsonNode name = d.get("name");
            if (name != null && !name.isTextual()) {
                throw new InvalidConfigException(List.of("devices", i, "name"), "must be text; allowed: " + Names.ALLOWED);
            }
            String n = Names.require(name == null ? null : name.asText(), List.of("devices", i, "name"), "a device");
            if (!seen.add(n)) {
                throw new InvalidConfigException(List.of("devices", i, "name"), "device '" + n
                        + "' is defined twice; allowed: names unique within the scenario");
            }
        }
    }

    private static void requireUnique(List<WorkloadSpec> list, String key) {
        Set<String> seen = new HashSet<>();
        for (int i = 0; i < list.size(); i++) {
            if (!seen.add(list.get(i).name())) {
                throw new InvalidConfigException(List.of(key, i, "name"), "workload '" + list.get(i).name()
                        + "' is defined twice; allowed: names unique within '" + key + "'");
            }
        }
    }

    public String deviceName(int index) {
        return devices.get(index).get("name").asText();
    }

    /**
     * The runs to perform: the explicit list, or every workload on every device, grouped by
     * workload so that the devices being compared sit next to each other in the report.
     */
    public List<RunPair> plannedRuns() {
        if (runs != null) {
            return runs;
        }
        List<RunPair> all = new ArrayList<>();
        for (WorkloadSpec w : workloads) {
            for (int d = 0; d < devices.size(); d++) {
                all.add(new RunPair(deviceName(d), w.name()));
            }
        }
        return all;
    }
}
