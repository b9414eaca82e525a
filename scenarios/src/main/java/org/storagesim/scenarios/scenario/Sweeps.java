package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Parameter sweeps in a scenario file. A device, workload or warm-up entry with a {@code sweep} map
 * stands for one entry per combination of the listed values, the first key varying slowest:
 * <pre>
 * - name: rand-bs{bs}-qd{iodepth}
 *   rw: randread
 *   sweep: {bs: [4KiB, 64KiB], iodepth: [1, 4, 32]}
 * </pre>
 * gives six workloads, {@code rand-bs4KiB-qd1} to {@code rand-bs64KiB-qd32}. A swept key may be a
 * dotted path into nested maps ({@code nand.read}); the name must mention every swept key as
 * {@code {key}}, which is replaced by the value as written (characters a name cannot hold made
 * '_'), so each combination is named apart.
 * Expansion happens on the document before it is read into records; a problem found later in an
 * expanded entry is reported at the place in the file it came from ({@link #origin}).
 */
final class Sweeps {
    static final String KEY = "sweep";
    private static final List<String> LISTS = List.of("devices", "workloads", "warmup");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{([^{}]*)}");
    /** Characters a swept value may have that a name may not (see {@link Names}). */
    private static final Pattern NOT_IN_NAMES = Pattern.compile("[^A-Za-z0-9._-]");
    /** More combinations than this from one entry is taken for a mistake (a typo in a list). */
    private static final int MAX_COMBINATIONS = 100_000;

    /** Where an expanded entry came from: its entry in the file and the position of each swept value. */
    private record Origin(int index, Map<String, Integer> valueIndex) {
    }

    private final Map<String, List<Origin>> origins = new HashMap<>();
    private final SweptValues.Builder values = new SweptValues.Builder();

    private Sweeps() {
    }

    /** Expands every {@code sweep} of {@code root} in place; returns how to map paths back to the file. */
    static Sweeps expand(ObjectNode root) {
        Sweeps sweeps = new Sweeps();
        for (String list : LISTS) {
            if (root.get(list) instanceof ArrayNode entries && hasSweep(entries)) {
                root.set(list, sweeps.expandList(list, entries));
            }
        }
        return sweeps;
    }

    /** The swept values behind each expanded device and workload. */
    SweptValues values() {
        return values.build();
    }

    /**
     * The path in the file of what {@code path} names in the expanded document: inside a swept value,
     * that value in the {@code sweep} map; elsewhere in an expanded entry, the entry it came from.
     */
    List<Object> origin(List<Object> path) {
        if (path.size() < 2 || !(path.get(0) instanceof String list) || !(path.get(1) instanceof Integer i)
                || !origins.containsKey(list) || i >= origins.get(list).size()) {
            return path;
        }
        Origin o = origins.get(list).get(i);
        List<Object> rest = path.subList(2, path.size());
        for (Map.Entry<String, Integer> swept : o.valueIndex().entrySet()) {
            List<String> steps = Arrays.asList(swept.getKey().split("\\.", -1));
            if (rest.size() >= steps.size() && rest.subList(0, steps.size()).equals(steps)) {
                List<Object> p = new ArrayList<>(List.of(list, o.index(), KEY, swept.getKey(), swept.getValue()));
                p.addAll(rest.subList(steps.size(), rest.size()));
                return p;
            }
            if (!rest.isEmpty() && rest.size() < steps.size() && steps.subList(0, rest.size()).equals(rest)) {
                // A map on the swept key's way that only the sweep made (zones.0.blocks_per_track
                // makes zones a map, which a profile's list of zones refuses): the swept key says why.
                return List.of(list, o.index(), KEY, swept.getKey());
            }
        }
        List<Object> p = new ArrayList<>(List.of(list, o.index()));
        p.addAll(rest);
        return p;
    }

    private static boolean hasSweep(ArrayNode entries) {
        for (JsonNode e : entries) {
            if (e.has(KEY)) {
                return true;
            }
        }
        return false;
    }

    private ArrayNode expandList(String list, ArrayNode entries) {
        ArrayNode expanded = JsonNodeFactory.instance.arrayNode();
        List<Origin> from = new ArrayList<>();
        for (int j = 0; j < entries.size(); j++) {
            JsonNode entry = entries.get(j);
            if (!entry.has(KEY)) {
                expanded.add(entry);
                from.add(new Origin(j, Map.of()));
                continue;
            }
            List<Object> at = List.of(list, j);
            Map<String, ArrayNode> axes = axes((ObjectNode) entry, at);
            String name = checkedName((ObjectNode) entry, axes.keySet(), at);
            int[] choice = new int[axes.size()];
            List<String> keys = new ArrayList<>(axes.keySet());
            do {
                ObjectNode one = ((ObjectNode) entry).deepCopy();
                one.remove(KEY);
                Map<String, Integer> valueIndex = new LinkedHashMap<>();
                Map<String, String> texts = new LinkedHashMap<>();
                for (int k = 0; k < keys.size(); k++) {
                    JsonNode value = axes.get(keys.get(k)).get(choice[k]);
                    set(one, keys.get(k), value.deepCopy());
                    valueIndex.put(keys.get(k), choice[k]);
                    texts.put(keys.get(k), value.asText());
                }
                String filled = fill(name, texts);
                one.put("name", filled);
                values.add(list, filled, texts);
                expanded.add(one);
                from.add(new Origin(j, valueIndex));
            } while (next(choice, keys, axes));
        }
        origins.put(list, from);
        return expanded;
    }

    /** The swept keys and their values, checked: a map of non-empty lists of single values. */
    private static Map<String, ArrayNode> axes(ObjectNode entry, List<Object> at) {
        JsonNode sweep = entry.get(KEY);
        List<Object> sweepAt = append(at, KEY);
        if (!(sweep instanceof ObjectNode map) || map.isEmpty()) {
            throw new InvalidConfigException(sweepAt, "a sweep is a map from keys of this entry to lists of values, "
                    + "e.g. {bs: [4KiB, 64KiB], iodepth: [1, 32]}");
        }
        Map<String, ArrayNode> axes = new LinkedHashMap<>();
        long combinations = 1;
        for (Iterator<Map.Entry<String, JsonNode>> it = map.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> f = it.next();
            List<Object> keyAt = append(sweepAt, f.getKey());
            if (f.getKey().equals("name") || f.getKey().equals(KEY) || f.getKey().isEmpty()
                    || Arrays.asList(f.getKey().split("\\.", -1)).contains("")) {
                throw new InvalidConfigException(keyAt, "'" + f.getKey() + "' cannot be swept; allowed: the entry's "
                        + "other keys, nested ones as a dotted path such as nand.read");
            }
            checkFree(entry, f.getKey(), keyAt);
            if (!(f.getValue() instanceof ArrayNode values) || values.isEmpty()) {
                throw new InvalidConfigException(keyAt, "the values of a swept key are a non-empty list, e.g. [1, 4, 32]");
            }
            for (int v = 0; v < values.size(); v++) {
                if (!values.get(v).isValueNode() || values.get(v).isNull()) {
                    throw new InvalidConfigException(append(keyAt, v), "a swept value is a single number, size, time "
                            + "or word (it goes into the entry's name)");
                }
            }
            combinations *= values.size();
            if (combinations > MAX_COMBINATIONS) {
                throw new InvalidConfigException(sweepAt, "the sweep makes more than " + MAX_COMBINATIONS
                        + " combinations; allowed: at most that many per entry");
            }
            axes.put(f.getKey(), values);
        }
        return axes;
    }

    /** The entry's name, which must mention every swept key and nothing else in braces. */
    private static String checkedName(ObjectNode entry, Set<String> swept, List<Object> at) {
        JsonNode name = entry.get("name");
        String example = "{" + swept.iterator().next() + "}";
        if (name == null || !name.isTextual()) {
            throw new InvalidConfigException(append(at, "name"), "a swept entry needs a name with a placeholder for "
                    + "each swept key, e.g. 'run-" + example + "'");
        }
        Set<String> mentioned = new HashSet<>();
        Matcher m = PLACEHOLDER.matcher(name.asText());
        while (m.find()) {
            if (!swept.contains(m.group(1))) {
                throw new InvalidConfigException(append(at, "name"), "'{" + m.group(1) + "}' is not a swept key; "
                        + "allowed: " + placeholders(swept));
            }
            mentioned.add(m.group(1));
        }
        for (String key : swept) {
            if (!mentioned.contains(key)) {
                throw new InvalidConfigException(append(at, "name"), "the name must contain {" + key + "}, so that each "
                        + "combination gets a name of its own; allowed placeholders: " + placeholders(swept));
            }
        }
        return name.asText();
    }

    private static String placeholders(Set<String> swept) {
        return String.join(", ", swept.stream().map(k -> "{" + k + "}").toList());
    }

    /**
     * The name with each placeholder replaced by its value as written, each character a name cannot
     * hold made '_' (a block-size split {@code 4KiB/50:64KiB/50} reads {@code 4KiB_50_64KiB_50}).
     */
    private static String fill(String name, Map<String, String> texts) {
        Matcher m = PLACEHOLDER.matcher(name);
        StringBuilder sb = new StringBuilder();
        while (m.find()) {
            String value = NOT_IN_NAMES.matcher(texts.get(m.group(1))).replaceAll("_");
            m.appendReplacement(sb, Matcher.quoteReplacement(value));
        }
        m.appendTail(sb);
        return sb.toString();
    }

    /** Advances {@code choice} like an odometer, the last key fastest; false after the last combination. */
    private static boolean next(int[] choice, List<String> keys, Map<String, ArrayNode> axes) {
        for (int k = choice.length - 1; k >= 0; k--) {
            if (++choice[k] < axes.get(keys.get(k)).size()) {
                return true;
            }
            choice[k] = 0;
        }
        return false;
    }

    /** A swept key must not be set in the entry too, nor lead through something that is not a map. */
    private static void checkFree(ObjectNode entry, String dotted, List<Object> keyAt) {
        String[] steps = dotted.split("\\.");
        JsonNode node = entry;
        for (int i = 0; i < steps.length; i++) {
            node = node.get(steps[i]);
            if (node == null) {
                return;
            }
            if (i == steps.length - 1) {
                throw new InvalidConfigException(keyAt, "'" + dotted + "' is both set in the entry and swept; "
                        + "allowed: one or the other");
            }
            if (!node.isObject()) {
                throw new InvalidConfigException(keyAt, "'" + String.join(".", Arrays.asList(steps).subList(0, i + 1))
                        + "' is not a map in this entry, so '" + dotted + "' cannot be set");
            }
        }
    }

    /** Sets a dotted path, creating the maps on the way ({@link #checkFree} made sure nothing else is there). */
    private static void set(ObjectNode entry, String dotted, JsonNode value) {
        String[] steps = dotted.split("\\.");
        ObjectNode node = entry;
        for (int i = 0; i < steps.length - 1; i++) {
            node = node.get(steps[i]) instanceof ObjectNode o ? o : node.putObject(steps[i]);
        }
        node.set(steps[steps.length - 1], value);
    }

    private static List<Object> append(List<Object> path, Object step) {
        List<Object> p = new ArrayList<>(path);
        p.add(step);
        return p;
    }
}
