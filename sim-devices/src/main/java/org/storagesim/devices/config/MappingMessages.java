package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Rewrites Jackson's wrong-type messages ("Cannot coerce String value ... to `java.lang.Integer`")
 * into what the author of a scenario or profile needs: what was written and what kind of value the
 * key takes.
 */
final class MappingMessages {
    private MappingMessages() {
    }

    static String describe(JsonProcessingException e, String fallback, JsonNode tree, List<Object> path) {
        if (!(e instanceof MismatchedInputException mie) || mie.getTargetType() == null) {
            return fallback;
        }
        String expected = expected(mie.getTargetType());
        if (expected == null) {
            return fallback;
        }
        JsonNode value = at(tree, path);
        String got = value == null || value.isMissingNode() ? "nothing" : value.isContainerNode()
                ? (value.isArray() ? "a list" : "a map") : "'" + value.asText() + "'";
        return "got " + got + "; allowed: " + expected;
    }

    private static String expected(Class<?> type) {
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class) {
            return "a number";
        }
        if (type == String.class) {
            return "text";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (Collection.class.isAssignableFrom(type)) {
            return "a list";
        }
        if (type.isRecord() || Map.class.isAssignableFrom(type)) {
            return "a map of keys";
        }
        if (type.isEnum()) {
            // Files spell the constants in lower case (the mapper reads them case-insensitively).
            return Arrays.stream(type.getEnumConstants()).map(c -> ((Enum<?>) c).name().toLowerCase(Locale.ROOT))
                    .collect(Collectors.joining(", "));
        }
        return null;
    }

    private static JsonNode at(JsonNode tree, List<Object> path) {
        JsonNode node = tree;
        for (Object step : path) {
            if (node == null) {
                return null;
            }
            node = step instanceof Integer i ? node.get(i) : node.get((String) step);
        }
        return node;
    }
}
