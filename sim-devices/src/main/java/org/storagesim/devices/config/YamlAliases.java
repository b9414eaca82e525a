package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a configuration document into a tree with YAML anchors and aliases resolved, which
 * Jackson leaves undone (it reads {@code *nand} as the word "nand"): {@code nand: &mlc {...}}
 * names a map or list, {@code nand: *mlc} repeats it, and the merge key {@code <<: *base} (or a
 * list of aliases) copies a named map's keys into a map, keys written in the map itself taking
 * precedence and earlier merged maps over later ones, as the YAML 1.1 merge key type defines.
 * Jackson's parser does not report anchors on single values, so those cannot be repeated.
 * Documents without aliases are read by Jackson as they are.
 */
public final class YamlAliases {
    private static final String MERGE_KEY = "<<";

    private final ObjectMapper mapper;
    private final JsonParser parser;
    private final Map<String, JsonNode> anchored = new HashMap<>();

    private YamlAliases(ObjectMapper mapper, JsonParser parser) {
        this.mapper = mapper;
        this.parser = parser;
    }

    /** The document in {@code bytes} as a tree (null for an empty document), aliases resolved. */
    public static JsonNode readTree(ObjectMapper mapper, byte[] bytes) throws IOException {
        if (!hasAlias(mapper, bytes)) {
            return mapper.readTree(bytes);
        }
        try (JsonParser parser = mapper.getFactory().createParser(bytes)) {
            JsonToken first = parser.nextToken();
            return first == null ? null : new YamlAliases(mapper, parser).value(first);
        }
    }

    private static boolean hasAlias(ObjectMapper mapper, byte[] bytes) throws IOException {
        try (JsonParser parser = mapper.getFactory().createParser(bytes)) {
            if (!(parser instanceof YAMLParser yaml)) {
                return false;
            }
            for (JsonToken t = yaml.nextToken(); t != null; t = yaml.nextToken()) {
                if (yaml.isCurrentAlias()) {
                    return true;
                }
            }
            return false;
        }
    }

    /** The value starting at the current token {@code t}; leaves the parser on its last token. */
    private JsonNode value(JsonToken t) throws IOException {
        YAMLParser yaml = (YAMLParser) parser;
        if (yaml.isCurrentAlias()) {
            JsonNode named = anchored.get(yaml.getText());
            if (named == null) {
                throw new JsonParseException(parser, "unknown alias *" + yaml.getText() + ": no map or list before it"
                        + " is named &" + yaml.getText() + " (an anchor on a single value is not kept)");
            }
            return named.deepCopy();
        }
        Object anchor = yaml.getObjectId();
        JsonNode node = t == JsonToken.START_OBJECT ? map() : t == JsonToken.START_ARRAY ? list() : scalar(t);
        if (anchor != null) {
            anchored.put(anchor.toString(), node);
        }
        return node;
    }

    /** A scalar as Jackson's own tree holds it: text, a whole number of the smallest type that fits, a double, a truth value or null. */
    private JsonNode scalar(JsonToken t) throws IOException {
        JsonNodeFactory nodes = mapper.getNodeFactory();
        return switch (t) {
            case VALUE_NUMBER_INT -> switch (parser.getNumberType()) {
                case INT -> nodes.numberNode(parser.getIntValue());
                case LONG -> nodes.numberNode(parser.getLongValue());
                default -> nodes.numberNode(parser.getBigIntegerValue());
            };
            case VALUE_NUMBER_FLOAT -> nodes.numberNode(parser.getDoubleValue());
            case VALUE_TRUE, VALUE_FALSE -> nodes.booleanNode(t == JsonToken.VALUE_TRUE);
            case VALUE_NULL -> nodes.nullNode();
            default -> nodes.textNode(parser.getText());
        };
    }

    private ObjectNode map() throws IOException {
        ObjectNode map = mapper.createObjectNode();
        List<JsonNode> merged = new ArrayList<>();
        for (JsonToken t = parser.nextToken(); t != JsonToken.END_OBJECT; t = parser.nextToken()) {
            String key = parser.currentName();
            JsonNode v = value(parser.nextToken());
            if (key.equals(MERGE_KEY)) {
                mergeSources(v, merged);
            } else {
                map.set(key, v);
            }
        }
        for (JsonNode source : merged) {
            source.fields().forEachRemaining(e -> {
                if (!map.has(e.getKey())) {
                    map.set(e.getKey(), e.getValue().deepCopy());
                }
            });
        }
        return map;
    }

    /** Adds the maps a merge key names (one map or a list of them) to {@code sources}. */
    private void mergeSources(JsonNode v, List<JsonNode> sources) throws JsonParseException {
        for (JsonNode one : v.isArray() ? v : List.of(v)) {
            if (!one.isObject()) {
                throw new JsonParseException(parser, "'<<' merges maps into a map; it was given "
                        + (one.isArray() ? "a list" : "'" + one.asText() + "'"));
            }
            sources.add(one);
        }
    }

    private ArrayNode list() throws IOException {
        ArrayNode list = mapper.createArrayNode();
        for (JsonToken t = parser.nextToken(); t != JsonToken.END_ARRAY; t = parser.nextToken()) {
            list.add(value(t));
        }
        return list;
    }
}
