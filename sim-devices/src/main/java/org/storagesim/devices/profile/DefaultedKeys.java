package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.cfg.EnumFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.storagesim.devices.config.ConfigBinder;

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

    /** One key left out: its path of keys joined by dots, and its value as a file would write it. */
    public record Entry(String path, String value) {
    }

    private final DeviceKind<?> kind;
    private final ObjectNode resolved;
    /** The configuration the spec builds, as a tree. */
    private final JsonNode config;
    private final List<Entry> entries = new ArrayList<>();

    private DefaultedKeys(ObjectNode resolved) {
        this.kind = DeviceFactory.kindOf(resolved);
        this.resolved = resolved;
        this.config = WRITER.valueToTree(DeviceFactory.configOf(kind, resolved));
    }

    /**
     * The keys {@code resolved} (a spec with its profiles followed, as {@link DeviceFactory#resolve}
     * gives it) leaves to its kind's defaults, in the order of the kind's configuration, the keys of
     * a nested map after those of its parent. A device stacked inline ({@code member: {kind: ...}})
     * is searched as a spec of its own; one named by profile is not (show that profile).
     */
    public static List<Entry> of(ObjectNode resolved) {
        DefaultedKeys search = new DefaultedKeys(resolved);
        search.collect(search.config, new ArrayList<>());
        return search.entries;
    }

    /** Lists the keys left out of the map at {@code path}, whose whole configuration is {@code full}. */
    private void collect(JsonNode full, List<String> path) {
        JsonNode given = at(resolved, path);
        List<Map.Entry<String, JsonNode>> maps = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : full.properties()) {
            JsonNode value = field.getValue();
            JsonNode written = given == null ? null : given.get(field.getKey());
            if (written instanceof ObjectNode device && written.path("kind").isTextual()) {
                // A device stacked inline (a RAID member, the device behind a block layer): its own kind's keys.
                for (Entry inner : of(device)) {
                    entries.add(new Entry(dotted(path, field.getKey()) + "." + inner.path(), inner.value()));
                }
            } else if (value.isObject() && (written == null || written.isObject())) {
                maps.add(field);
            } else if (written == null && !value.isNull() && (value.isValueNode() || value.isArray() && value.isEmpty())
                    && writesTheSame(path, field.getKey(), value)) {
                entries.add(new Entry(dotted(path, field.getKey()), text(value)));
            }
        }
        for (Map.Entry<String, JsonNode> map : maps) {
            List<String> inner = new ArrayList<>(path);
            inner.add(map.getKey());
            collect(map.getValue(), inner);
        }
    }

    /** Whether writing {@code value} at {@code path.key} is accepted and builds the configuration the spec builds without it. */
    private boolean writesTheSame(List<String> path, String key, JsonNode value) {
        ObjectNode withKey = resolved.deepCopy();
        ObjectNode parent = withKey;
        for (String step : path) {
            parent = parent.has(step) ? (ObjectNode) parent.get(step) : parent.putObject(step);
        }
        parent.set(key, value);
        try {
            return WRITER.valueToTree(DeviceFactory.configOf(kind, withKey)).equals(config);
        } catch (IllegalArgumentException refused) { // an InvalidConfigException among them: the key does not apply here
            return false;
        }
    }

    private static JsonNode at(JsonNode node, List<String> path) {
        JsonNode at = node;
        for (String step : path) {
            at = at == null ? null : at.get(step);
        }
        return at;
    }

    private static String dotted(List<String> path, String key) {
        return path.isEmpty() ? key : String.join(".", path) + "." + key;
    }

    /** A value as a file writes it: 0.05 rather than 5.0E-2, 4000 rather than 4000.0. */
    private static String text(JsonNode value) {
        if (value.isArray()) {
            return "[]";
        }
        if (value.isFloatingPointNumber()) {
            return new BigDecimal(value.asText()).stripTrailingZeros().toPlainString();
        }
        return value.asText();
    }
}
