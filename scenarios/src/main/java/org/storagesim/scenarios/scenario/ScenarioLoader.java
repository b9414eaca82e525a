package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.ConfigMapper;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.KeyCheck;
import org.storagesim.devices.config.LocationIndex;
import org.storagesim.devices.config.YamlAliases;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.scenarios.InputException;

/**
 * Reads a scenario file (YAML, or JSON by its extension), checks everything that can be checked
 * before simulating (keys, types, values, profiles and overrides, each workload against each
 * device's capacity) and reports its problems as one located {@link ScenarioException}: the first
 * found, with the others that {@link ProblemSurvey} finds once there is one.
 */
public final class ScenarioLoader {
    /** A capacity no check can hit, for checking workloads before any device is known. */
    static final long UNBOUNDED = Long.MAX_VALUE / 4;
    /** The YAML mapper being built ahead by {@link #prepare}; null until a command asks for it. */
    private static FutureTask<ObjectMapper> preparedYaml;

    private ScenarioLoader() {
    }

    public static ScenarioPlan load(Path file) {
        byte[] bytes = read(file);
        ObjectMapper mapper = mapperFor(file);
        LocationIndex index = index(file, mapper, bytes);
        Located located = new Located(file, index, null);
        JsonNode tree;
        try {
            tree = YamlAliases.readTree(mapper, bytes);
        } catch (IOException e) {
            throw located.syntax(e);
        }
        if (tree == null || tree.isMissingNode() || tree.isNull()) {
            throw located.at(List.of(), "", "the file is empty; a scenario needs name, devices and workloads");
        }
        if (!tree.isObject()) {
            throw located.at(List.of(), "", "a scenario is a map of keys (name, description, seed, devices, "
                    + "workloads, warmup, runs, results, queries)");
        }
        requireNotAProfile(tree, located);
        try {
            located = new Located(file, index, Sweeps.expand((ObjectNode) tree));
        } catch (InvalidConfigException e) {
            throw located.at(e);
        }
        DeviceFactory factory = DeviceFactory.withBuiltInProfiles(baseDirectory(file));
        Scenario scenario;
        List<PlannedRun> runs;
        try {
            scenario = bind(mapper, tree, located);
            runs = plan(scenario, factory, located);
        } catch (ScenarioException first) {
            throw ProblemSurvey.withOthers(first, mapper, tree, located, factory);
        }
        return new ScenarioPlan(file, scenario, factory, runs, located.sweeps().values());
    }

    /**
     * A device profile given as the scenario (a file {@code sim profiles show} wrote) would be a
     * list of unknown keys, one per setting: one message says what it is and how it is used.
     */
    private static void requireNotAProfile(JsonNode tree, Located located) {
        if (tree.has("devices") || tree.has("workloads") || tree.has("queries")) {
            return;
        }
        for (String key : List.of("kind", "profile")) {
            if (tree.has(key)) {
                throw located.at(List.of(key), key, "this file is a device profile (it has '" + key + "'), not a scenario;"
                        + " allowed: a scenario naming it as a device ('profile: FILE') with workloads to run on it, or"
                        + " 'sim profiles show|check FILE' for the profile alone");
            }
        }
    }

    /**
     * A problem with a value of a scenario that loaded, found only when it ran (an interval too
     * fine for a run's length), located in {@code file} as a load locates its problems. The file is
     * read again: this is the rare path.
     */
    public static ScenarioException locate(Path file, InvalidConfigException problem) {
        LocationIndex index = index(file, mapperFor(file), read(file));
        return new Located(file, index, null).at(problem);
    }

    private static byte[] read(Path file) {
        if (file.toString().isEmpty()) {
            throw new InputException("'': no scenario file named (the path is empty)");
        }
        if (Files.isDirectory(file)) {
            throw new InputException(file + ": is a folder, not a scenario file");
        }
        try {
            return Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InputException(file + ": no such scenario file");
        } catch (IOException e) {
            throw new InputException(file + ": cannot read the scenario file: " + e.getMessage());
        }
    }

    /**
     * Starts building the YAML scenario mapper on a background thread, with the deserializer of a
     * whole scenario and the profiles' mapper. Jackson works a type's deserializer out from its
     * classes the first time it reads one, about a third of a short run's start-up; a command that
     * will load a scenario calls this first, so that the work overlaps the reading of its command
     * line. Later loads of YAML files share that mapper (a configured mapper is safe to share);
     * if building it failed, each load builds its own and meets the failure itself.
     */
    public static synchronized void prepare() {
        if (preparedYaml == null) {
            preparedYaml = new FutureTask<>(() -> {
                ObjectMapper mapper = mapper(false);
                mapper.readerFor(Scenario.class); // builds the deserializers of a scenario's records
                ConfigBinder.mapper();
                return mapper;
            });
            Thread thread = new Thread(preparedYaml, "scenario-mapper");
            thread.setDaemon(true);
            thread.start();
        }
    }

    private static ObjectMapper mapperFor(Path file) {
        boolean json = file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
        FutureTask<ObjectMapper> prepared;
        synchronized (ScenarioLoader.class) {
            prepared = preparedYaml;
        }
        if (!json && prepared != null) {
            try {
                return prepared.get();
            } catch (ExecutionException e) {
                // Built here instead, where the failure is reported with the file it concerns.
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return mapper(json);
    }

    private static ObjectMapper mapper(boolean json) {
        ObjectMapper mapper = json ? ConfigMapper.json() : ConfigMapper.yaml();
        mapper.registerModule(new ScenarioValuesModule());
        mapper.enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
        return mapper;
    }

    private static LocationIndex index(Path file, ObjectMapper mapper, byte[] bytes) {
        try (JsonParser parser = mapper.getFactory().createParser(bytes)) {
            return LocationIndex.of(parser);
        } catch (IOException e) {
            throw new Located(file, null, null).syntax(e);
        }
    }

    private static Path baseDirectory(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null ? Path.of(".") : parent;
    }

    private static Scenario bind(ObjectMapper mapper, JsonNode tree, Located located) {
        KeyCheck.check(mapper, tree, Scenario.class).ifPresent(e -> {
            throw located.at(e);
        });
        try {
            return mapper.treeToValue(tree, Scenario.class);
        } catch (JsonProcessingException e) {
            throw located.at(ConfigBinder.translate(e, tree));
        } catch (InvalidConfigException e) {
            throw located.at(e);
        }
    }

    private static List<PlannedRun> plan(Scenario scenario, DeviceFactory factory, Located located) {
        checkWorkloads(scenario.workloads(), "workloads", UNBOUNDED, "", located);
        checkWorkloads(scenario.warmup(), "warmup", UNBOUNDED, "", located);
        List<String> deviceNames = new ArrayList<>();
        List<Long> capacities = new ArrayList<>();
        List<Boolean> trims = new ArrayList<>();
        for (int i = 0; i < scenario.devices().size(); i++) {
            deviceNames.add(scenario.deviceName(i));
            BlockDevice device = probe(factory, scenario.seed(), scenario.deviceName(i), scenario.devices().get(i), i, located);
            capacities.add(device.capacityBytes());
            trims.add(device.acceptsTrim());
        }
        if (scenario.queries() != null) {
            checkQueries(scenario, deviceNames, located);
            return List.of();
        }
        List<String> workloadNames = scenario.workloads().stream().map(WorkloadSpec::name).toList();
        List<RunPair> pairs = scenario.plannedRuns();
        List<PlannedRun> runs = new ArrayList<>();
        for (int r = 0; r < pairs.size(); r++) {
            RunPair pair = pairs.get(r);
            int d = deviceNames.indexOf(pair.device());
            int w = workloadNames.indexOf(pair.workload());
            if (d < 0) {
                throw located.at(List.of("runs", r, "device"), "device", "no device named '" + pair.device()
                        + "'; allowed: " + String.join(", ", deviceNames));
            }
            if (w < 0) {
                throw located.at(List.of("runs", r, "workload"), "workload", "no workload named '" + pair.workload()
                        + "'; allowed: " + String.join(", ", workloadNames));
            }
            if (pairs.subList(0, r).contains(pair)) {
                throw located.at(List.of("runs", r, "workload"), "workload", "the run of '" + pair.workload()
                        + "' on '" + pair.device() + "' is listed twice; allowed: each device and workload pair once");
            }
            String on = " (on device '" + pair.device() + "')";
            List<JobSpec> warmups = checkWorkloads(scenario.warmup(), "warmup", capacities.get(d), on, located);
            JobSpec job = checkWorkload(scenario.workloads().get(w), "workloads", w, capacities.get(d), on, located);
            if (!trims.get(d)) {
                refuseTrim(scenario.workloads().get(w), w, pair.device(), located);
            }
            runs.add(new PlannedRun(pair.device(), (ObjectNode) scenario.devices().get(d), pair.workload(), warmups, job));
        }
        return runs;
    }

    /**
     * A device without a TRIM command (a hard disk, or a stack of them) would fail every trim, as
     * Linux does, so a measured workload that trims is refused there rather than timed as free. A
     * warm-up may trim it: its trims do nothing there, and its statistics are not kept.
     */
    private static void refuseTrim(WorkloadSpec w, int index, String device, Located located) {
        if (w.rw() == RwMode.TRIM || w.rw() == RwMode.RANDTRIM) {
            throw located.at(List.of("workloads", index, "rw"), "rw", "device '" + device + "' has no TRIM command "
                    + "(no flash drive in it); allowed: read, write, rw, randread, randwrite, randrw on it, or "
                    + "leave the pair out with 'runs'");
        }
    }

    /** A query experiment runs on every device; the names its keys mention must be the scenario's. */
    private static void checkQueries(Scenario scenario, List<String> deviceNames, Located located) {
        if (scenario.runs() != null || !scenario.warmup().isEmpty()) {
            throw located.at(List.of(scenario.runs() != null ? "runs" : "warmup"), scenario.runs() != null ? "runs" : "warmup",
                    "a 'queries' experiment runs on every device of the scenario; 'runs' and 'warmup' are for fio-style workloads");
        }
        if (!scenario.results().equals(ResultsSpec.defaults())) {
            throw located.at(List.of("results"), "results", "a 'queries' experiment writes each of its figures as a CSV "
                    + "and a PNG; 'results' picks the series of fio-style workloads");
        }
        scenario.queries().deviceReferences().forEach((path, device) -> {
            if (!deviceNames.contains(device)) {
                Object key = path.get(path.size() - 1);
                throw located.at(path, String.valueOf(key), "no device named '" + device + "'; allowed: "
                        + String.join(", ", deviceNames));
            }
        });
    }

    private static List<JobSpec> checkWorkloads(List<WorkloadSpec> list, String key, long capacity, String on,
                                                Located located) {
        List<JobSpec> jobs = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            jobs.add(checkWorkload(list.get(i), key, i, capacity, on, located));
        }
        return jobs;
    }

    static JobSpec checkWorkload(WorkloadSpec w, String listKey, int index, long capacity, String on,
                                         Located located) {
        // Warm-up jobs get their own stream names, so they never replay the measured job's numbers.
        String jobName = listKey.equals("warmup") ? "warmup:" + w.name() : w.name();
        try {
            return w.toJob(jobName, capacity);
        } catch (JobSpec.InvalidJobException e) {
            String key = w.userKey(e.key());
            String message = e.getMessage().startsWith(e.key() + ": ")
                    ? e.getMessage().substring(e.key().length() + 2) : e.getMessage();
            throw located.at(List.of(listKey, index, key), key, message + on);
        }
    }

    /** Builds the device once on a scratch kernel: proves the spec is valid and learns its capacity. */
    static BlockDevice probe(DeviceFactory factory, long seed, String name, JsonNode spec, int i, Located located) {
        try {
            return factory.build(new Simulation(), new RandomStreams(seed), name, spec);
        } catch (InvalidConfigException e) {
            Optional<ScenarioException> inProfile = inProfileFile(factory, spec, e);
            if (inProfile.isPresent()) {
                throw inProfile.get();
            }
            throw located.at(e.under(List.of("devices", i)));
        } catch (IllegalArgumentException e) {
            throw located.at(List.of("devices", i), "", "device '" + name + "': " + e.getMessage());
        }
    }

    /**
     * A problem with a key the device's spec does not set itself but takes from the profile file it
     * names, located in that file (a built-in profile is the product's own and is not reported so).
     */
    private static Optional<ScenarioException> inProfileFile(DeviceFactory factory, JsonNode spec,
                                                             InvalidConfigException problem) {
        JsonNode profile = spec.isTextual() ? spec : spec.path("profile");
        if (!profile.isTextual() || sets(spec, problem.path())) {
            return Optional.empty();
        }
        return factory.catalog().locate(profile.asText(), problem)
                .map(p -> new ScenarioException(p.file(), p.at(), p.key(), p.problem()));
    }

    /**
     * Whether {@code spec} holds a value at {@code path} (keys and list indexes); a single value where
     * the path goes on into a list (one time for every page type, read as a list of one) holds it.
     */
    static boolean sets(JsonNode spec, List<Object> path) {
        JsonNode node = spec;
        for (Object step : path) {
            if (node.isValueNode()) {
                return true;
            }
            node = step instanceof Integer k ? node.path(k) : node.path(step.toString());
        }
        return !node.isMissingNode();
    }
}
