package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.KeyCheck;
import org.storagesim.devices.profile.DeviceFactory;

/**
 * Once a scenario file is known to have a problem, looks for the others a user would otherwise meet
 * one run at a time: every unknown key (a device's own included), then the first problem of each
 * workload, warm-up workload and device, each checked on its own. Problems that need the file as a
 * whole (a run naming a device, a workload larger than a device) are found by the load itself, one
 * at a time.
 */
final class ProblemSurvey {
    private ProblemSurvey() {
    }

    /** {@code first} with the other problems of the file, all in file order. */
    static ScenarioException withOthers(ScenarioException first, ObjectMapper mapper, JsonNode tree, Located located,
                                        DeviceFactory factory) {
        // By message: the entries a sweep expanded from one entry of the file repeat its problems.
        Map<String, ScenarioException> found = new LinkedHashMap<>();
        found.put(first.getMessage(), first);
        for (InvalidConfigException e : KeyCheck.checkAll(mapper, tree, Scenario.class)) {
            add(found, located.at(e));
        }
        for (String listKey : List.of("workloads", "warmup")) {
            JsonNode list = tree.path(listKey);
            for (int i = 0; list.isArray() && i < list.size(); i++) {
                checkWorkload(found, mapper, list.get(i), listKey, i, located);
            }
        }
        JsonNode devices = tree.path("devices");
        long seed = tree.path("seed").isIntegralNumber() ? tree.path("seed").asLong() : Scenario.DEFAULT_SEED;
        for (int i = 0; devices.isArray() && i < devices.size(); i++) {
            JsonNode device = devices.get(i);
            if (device.isObject() && device.path("name").isTextual()) {
                try {
                    ScenarioLoader.probe(factory, seed, device.path("name").asText(), device, i, located);
                } catch (ScenarioException e) {
                    add(found, e);
                }
                // Building stops at a device's first problem; its unknown keys are all listed.
                for (InvalidConfigException unknown : factory.unknownKeys(device)) {
                    if (ScenarioLoader.sets(device, unknown.path())) {
                        add(found, located.at(unknown.under(List.of("devices", i))));
                    }
                }
            }
        }
        List<ScenarioException> all = new ArrayList<>(found.values());
        all.sort(inFileOrder(first.file()));
        return ScenarioException.all(all);
    }

    /** Binds and checks one workload entry; one with unknown keys is left to the key check. */
    private static void checkWorkload(Map<String, ScenarioException> found, ObjectMapper mapper, JsonNode entry,
                                      String listKey, int index, Located located) {
        if (!entry.isObject() || KeyCheck.check(mapper, entry, WorkloadSpec.class).isPresent()) {
            return;
        }
        List<Object> at = List.of(listKey, index);
        WorkloadSpec workload;
        try {
            workload = mapper.treeToValue(entry, WorkloadSpec.class);
        } catch (JsonProcessingException e) {
            add(found, located.at(ConfigBinder.translate(e, entry).under(at)));
            return;
        } catch (InvalidConfigException e) {
            add(found, located.at(e.under(at)));
            return;
        }
        try {
            ScenarioLoader.checkWorkload(workload, listKey, index, ScenarioLoader.UNBOUNDED, "", located);
        } catch (ScenarioException e) {
            add(found, e);
        }
    }

    private static void add(Map<String, ScenarioException> found, ScenarioException problem) {
        found.putIfAbsent(problem.getMessage(), problem);
    }

    /** The scenario file's problems by line and column, then those located in profile files it names. */
    private static Comparator<ScenarioException> inFileOrder(Path scenarioFile) {
        return Comparator.comparing((ScenarioException e) -> !e.file().equals(scenarioFile))
                .thenComparing(e -> e.file().toString())
                .thenComparingInt(ScenarioException::line)
                .thenComparingInt(ScenarioException::column);
    }
}
