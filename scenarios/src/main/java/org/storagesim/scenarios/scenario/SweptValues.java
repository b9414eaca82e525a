package org.storagesim.scenarios.scenario;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The swept values behind each device and workload a sweep made ({@link Sweeps}), as written in the
 * file ({@code 25us}, {@code 4KiB}, {@code 32}), so that results can list them beside the runs
 * instead of leaving them to be read back out of the names. Entries written out by hand have none.
 */
public final class SweptValues {
    private final Map<String, Map<String, String>> devices;
    private final Map<String, Map<String, String>> workloads;

    SweptValues(Map<String, Map<String, String>> devices, Map<String, Map<String, String>> workloads) {
        this.devices = devices;
        this.workloads = workloads;
    }

    /** The keys swept over devices, in the order the file first sweeps them. */
    public List<String> deviceKeys() {
        return keys(devices);
    }

    /** The keys swept over workloads, in the order the file first sweeps them. */
    public List<String> workloadKeys() {
        return keys(workloads);
    }

    /** The value device {@code name} was given for swept key {@code key}, or "" if its entry did not sweep it. */
    public String device(String name, String key) {
        return devices.getOrDefault(name, Map.of()).getOrDefault(key, "");
    }

    /** The value workload {@code name} was given for swept key {@code key}, or "" if its entry did not sweep it. */
    public String workload(String name, String key) {
        return workloads.getOrDefault(name, Map.of()).getOrDefault(key, "");
    }

    private static List<String> keys(Map<String, Map<String, String>> byName) {
        Set<String> keys = new LinkedHashSet<>();
        byName.values().forEach(values -> keys.addAll(values.keySet()));
        return new ArrayList<>(keys);
    }

    /** Collects the values while a sweep expands its entries. */
    static final class Builder {
        private final Map<String, Map<String, Map<String, String>>> byList = new LinkedHashMap<>();

        void add(String list, String name, Map<String, String> values) {
            byList.computeIfAbsent(list, l -> new LinkedHashMap<>())
                    .put(name, Collections.unmodifiableMap(new LinkedHashMap<>(values)));
        }

        SweptValues build() {
            return new SweptValues(byList.getOrDefault("devices", Map.of()), byList.getOrDefault("workloads", Map.of()));
        }
    }
}
