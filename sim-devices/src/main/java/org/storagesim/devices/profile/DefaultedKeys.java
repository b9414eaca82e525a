package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * The keys a resolved device spec leaves out, with the values its model takes for them, so that a
 * user sees every parameter a device runs with. A key is listed only where writing its value into
 * the spec is accepted and builds the same configuration: a key that does not apply to the spec's
 * other choices (the water marks of a buffer that flushes at once) is left out rather than shown
 * with a value that would mislead.
 */
public final class DefaultedKeys {
    /** Serialises configurations the way files spell them: enum constants in lower case. */
    private static final ObjectMapper WRITER = ConfigBinder.mapper().copy()
            .configure(EnumFeature.WRITE_ENUMS_TO_LOWERCASE, true);

    /** One key left out: the keys that lead to it from the spec's top, and the value the model takes. */
    public record Entry(List<String> keys, JsonNode value) {
        public Entry {
            keys = List.copyOf(keys);
        }

        /** The keys joined by dots ({@code ftl.gc_copy}). */
        public String path() {
            return String.join(".", keys);
        }

        /** The value as a file writes it: 0.05 rather than 5.0E-2, 4000 rather than 4000.0, [] for no items. */
        public String text() {
            if (value.isArray()) {
                return "[]";
            }
            if (value.isFloatingPointNumber()) {
                return new BigDecimal(value.asText()).stripTrailingZeros().toPlainString();
            }
            return value.asText();
        }
    }

    private final DeviceKind<?> kind;
    private final ObjectNode resolved;
    /** The configuration the spec builds, as a tree. */
    private final JsonNode config;
    /** Keys left out of the spec's own maps, before the check that they apply. */
    private final List<Entry> candidates = new ArrayList<>();
    /** Keys left out of devices stacked inline, each checked by a search of its own. */
    private final List<Entry> stacked = new ArrayList<>();

    private DefaultedKeys(ObjectNode resolved) {
        this.kind = DeviceFactory.kindOf(resolved);
        this.resolved = resolved;
        this.config = WRITER.valueToTree(DeviceFactory.configOf(kind, resolved));
    }

    /**
     * The keys {@code resolved} (a spec with its profiles followed, as {@link DeviceFactory#resolve}
     * gives it) leaves to its kind's defaults, in the order of the kind's configuration, the keys of
     * a nested map after those of its parent, then those of the devices stacked inline
     * ({@code member: {kind: ...}}), each searched as a spec of its own. A device named by profile
     * is not searched (show that profile).
     */
    public static List<Entry> of(ObjectNode resolved) {
        DefaultedKeys search = new DefaultedKeys(resolved);
        search.collect(search.config, new ArrayList<>());
        List<Entry> entries = new ArrayList<>(search.applying());
        entries.addAll(search.stacked);
        return entries;
    }

    /**
     * The whole configuration of {@code spec}, explicitly: its profiles followed, every key it
     * leaves out written with its default, and each device stacked under it (a RAID member, the
     * device behind a block layer) written out the same way in place of a profile name. The
     * description and targets, which configure nothing, are left out.
     */
    public static ObjectNode withDefaults(DeviceFactory factory, JsonNode spec) {
        ObjectNode resolved = factory.resolve(spec);
        resolved.remove(List.of("description", "targets"));
        for (String key : DeviceFactory.kindOf(resolved).deviceKeys()) {
            JsonNode device = resolved.get(key);
            if (device instanceof ArrayNode list) {
                for (int i = 0; i < list.size(); i++) {
                    list.set(i, withDefaults(factory, list.get(i)));
                }
            } else if (device != null && !device.isNull()) {
                resolved.set(key, withDefaults(factory, device));
            }
        }
        ObjectNode whole = resolved.deepCopy();
        for (Entry e : of(resolved)) {
            put(whole, e.keys(), e.value());
        }
        return whole;
    }

    /** Gathers the keys left out of the map at {@code path}, whose whole configuration is {@code full}. */
    private void collect(JsonNode full, List<String> path) {
        JsonNode given = at(resolved, path);
        List<Map.Entry<String, JsonNode>> maps = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : full.properties()) {
            JsonNode value = field.getValue();
            JsonNode written = given == null ? null : given.get(field.getKey());
            if (written instanceof ObjectNode device && written.path("kind").isTextual()) {
                for (Entry inner : of(device)) {
                    stacked.add(new Entry(concat(concat(path, field.getKey()), inner.keys()), inner.value()));
                }
            } else if (value.isObject() && (written == null || written.isObject())) {
                maps.add(field);
            } else if (written == null && !value.isNull() && (value.isValueNode() || value.isArray() && value.isEmpty())) {
                candidates.add(new Entry(concat(path, field.getKey()), value));
            }
        }
        for (Map.Entry<String, JsonNode> map : maps) {
            collect(map.getValue(), concat(path, map.getKey()));
        }
    }

    /**
     * The candidates that may be written into the spec without changing what it builds. All are
     * tried at once, and a key the configuration refuses is dropped and the rest tried again (a
     * refusal names its key): a few bindings instead of one per key, which would cost a run a
     * tenth of a second. Only where a refusal names no candidate, or the keys together change the
     * configuration, is each key tried alone.
     */
    private List<Entry> applying() {
        List<Entry> left = new ArrayList<>(candidates);
        while (true) {
            try {
                return buildsTheSame(left) ? left : candidates.stream().filter(e -> alone(e)).toList();
            } catch (InvalidConfigException refused) {
                if (!left.removeIf(e -> e.keys().equals(refused.path()))) {
                    return candidates.stream().filter(e -> alone(e)).toList();
                }
            }
        }
    }

    private boolean alone(Entry e) {
        try {
            return buildsTheSame(List.of(e));
        } catch (InvalidConfigException refused) {
            return false;
        }
    }

    /** Whether the spec with {@code written} put in builds the configuration it builds without them. */
    private boolean buildsTheSame(List<Entry> written) {
        ObjectNode withKeys = resolved.deepCopy();
        for (Entry e : written) {
            put(withKeys, e.keys(), e.value());
        }
        return WRITER.valueToTree(DeviceFactory.configOf(kind, withKeys)).equals(config);
    }

    private static JsonNode at(JsonNode node, List<String> path) {
        JsonNode at = node;
        for (String step : path) {
            at = at == null ? null : at.get(step);
        }
        return at;
    }

    /** Sets the value at a path of keys, making the maps on the way that the tree lacks. */
    private static void put(ObjectNode tree, List<String> keys, JsonNode value) {
        ObjectNode parent = tree;
        for (String step : keys.subList(0, keys.size() - 1)) {
            parent = parent.has(step) ? (ObjectNode) parent.get(step) : parent.putObject(step);
        }
        parent.set(keys.get(keys.size() - 1), value);
    }

    private static List<String> concat(List<String> path, String key) {
        return concat(path, List.of(key));
    }

    private static List<String> concat(List<String> path, List<String> more) {
        List<String> keys = new ArrayList<>(path);
        keys.addAll(more);
        return keys;
    }
}
