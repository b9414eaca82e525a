package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.KeyCheck;

/**
 * Builds devices from specs. A spec is a profile name ({@code "ssd-fast"}), a path to a profile
 * file, or a map that names a {@code profile} and overrides some of its keys, or gives a
 * {@code kind} and all its keys inline. Overrides merge into the profile key by key (maps
 * recursively), so {@code {profile: x25m-g2, ncq_depth: 1}} changes just that.
 */
public final class DeviceFactory {
    /** Keys that describe a spec rather than configure the model. */
    private static final List<String> META_KEYS = List.of("kind", "profile", "name", "description", "targets");
    /** Top-level keys of a scenario file, which no device has: a profile file with one is a scenario given as a profile. */
    private static final List<String> SCENARIO_KEYS = List.of("devices", "workloads", "queries");

    private final ProfileCatalog catalog;

    public DeviceFactory(ProfileCatalog catalog) {
        this.catalog = catalog;
    }

    public static DeviceFactory withBuiltInProfiles(Path baseDirectory) {
        return new DeviceFactory(new ProfileCatalog(baseDirectory));
    }

    public ProfileCatalog catalog() {
        return catalog;
    }

    public BlockDevice build(Simulation sim, RandomStreams streams, String deviceName, JsonNode spec) {
        return build(new DeviceContext(sim, streams, deviceName, this), spec);
    }

    BlockDevice build(DeviceContext context, JsonNode spec) {
        ObjectNode resolved = resolve(spec);
        DeviceKind<?> kind = kindOf(resolved);
        return create(kind, resolved, context);
    }

    /**
     * Checks a spec's keys and values as building would, without building the device (which may
     * allocate the tables of a large drive); layout problems only building finds are not checked.
     */
    public void check(JsonNode spec) {
        ObjectNode resolved = resolve(spec);
        configOf(kindOf(resolved), resolved);
    }

    /**
     * Every key of a spec, or of the profiles it follows, that its kind does not take (the keys of
     * the devices it stacks are checked when those are built). Empty where the spec names no profile
     * or kind that exists: building says so.
     */
    public List<InvalidConfigException> unknownKeys(JsonNode spec) {
        ObjectNode resolved;
        DeviceKind<?> kind;
        try {
            resolved = resolve(spec);
            kind = kindOf(resolved);
        } catch (IllegalArgumentException e) { // an InvalidConfigException among them
            return List.of();
        }
        return KeyCheck.unknownKeys(ConfigBinder.mapper(), modelKeys(resolved), kind.configType());
    }

    static DeviceKind<?> kindOf(ObjectNode resolved) {
        String kindName = resolved.path("kind").asText("");
        return DeviceKinds.find(kindName).orElseThrow(() -> new InvalidConfigException(List.of("kind"),
                "unknown device kind '" + kindName + "'; allowed: " + String.join(", ", DeviceKinds.all().keySet())));
    }

    private static <C> BlockDevice create(DeviceKind<C> kind, ObjectNode resolved, DeviceContext context) {
        return kind.create(configOf(kind, resolved), context);
    }

    /**
     * The kind's configuration record. A misspelt or missing key is reported by the key check first:
     * binding alone would call a misspelt required key "missing" and a missing number "nothing".
     */
    static <C> C configOf(DeviceKind<C> kind, ObjectNode resolved) {
        ObjectNode keys = modelKeys(resolved);
        KeyCheck.check(ConfigBinder.mapper(), keys, kind.configType()).ifPresent(problem -> {
            throw problem;
        });
        return ConfigBinder.bind(keys, kind.configType());
    }

    /** A copy of a resolved spec without the keys that describe it (kind, name, description, targets): the model's configuration. */
    public static ObjectNode modelKeys(ObjectNode resolved) {
        ObjectNode params = resolved.deepCopy();
        params.remove(META_KEYS);
        return params;
    }

    /** The full key set of a spec after following its profile chain and applying overrides. */
    public ObjectNode resolve(JsonNode spec) {
        return resolve(spec, new ArrayList<>());
    }

    private ObjectNode resolve(JsonNode spec, List<String> chain) {
        if (spec.isTextual()) {
            return resolveProfile(spec.asText(), chain, List.of());
        }
        if (!spec.isObject()) {
            throw new InvalidConfigException(List.of(), "a device is a profile name or a map with 'profile' or 'kind'");
        }
        if (spec.has("profile")) {
            ObjectNode base = resolveProfile(spec.get("profile").asText(), chain, List.of("profile"));
            merge(base, (ObjectNode) spec);
            base.remove("profile");
            return base;
        }
        if (!spec.has("kind")) {
            for (String key : SCENARIO_KEYS) {
                if (!chain.isEmpty() && spec.has(key)) {
                    throw new InvalidConfigException(List.of(key), "a profile file holds one device ('profile' or 'kind' "
                            + "and its keys, as 'sim profiles show' prints them); this one has '" + key
                            + "', as a scenario file does");
                }
            }
            String needs = "'profile' (one of: " + String.join(", ", catalog.names()) + ") or 'kind' (one of: "
                    + String.join(", ", DeviceKinds.all().keySet()) + ")";
            // A key of its own is located: most often 'profile' or 'kind' misspelt.
            for (Iterator<String> keys = spec.fieldNames(); keys.hasNext(); ) {
                String key = keys.next();
                if (!META_KEYS.contains(key)) {
                    throw new InvalidConfigException(List.of(key), "unknown to a device with no 'profile' or 'kind' "
                            + "to take it; allowed: " + needs);
                }
            }
            throw new InvalidConfigException(List.of(), "a device needs " + needs);
        }
        return ((ObjectNode) spec).deepCopy();
    }

    private ObjectNode resolveProfile(String name, List<String> chain, List<Object> where) {
        if (chain.contains(name)) {
            throw new InvalidConfigException(where, "profile '" + name + "' refers to itself through " + chain);
        }
        chain.add(name);
        JsonNode tree = catalog.load(name).orElseThrow(() -> new InvalidConfigException(where, catalog.notFound(name)));
        ObjectNode resolved = resolve(tree, chain);
        chain.remove(chain.size() - 1);
        return resolved;
    }

    private static void merge(ObjectNode base, ObjectNode overrides) {
        for (Map.Entry<String, JsonNode> e : overrides.properties()) {
            JsonNode existing = base.get(e.getKey());
            if (existing instanceof ObjectNode existingObject && e.getValue() instanceof ObjectNode overrideObject) {
                merge(existingObject, overrideObject);
            } else {
                base.set(e.getKey(), e.getValue().deepCopy());
            }
        }
    }
}
