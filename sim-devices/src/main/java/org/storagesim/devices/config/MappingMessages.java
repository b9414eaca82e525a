package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Rewrites Jackson's wrong-type messages ("Cannot coerce String value ... to `java.lang.Integer`")
 * into what the author of a scenario or profile needs: what was written and what kind of value the
 * key takes. A number too large for the Java type it is read into (Jackson's "out of range of int")
 * is described the same way, with the key's own kind of value: an enum key read as a number would
 * otherwise be said to take a whole number.
 */
final class MappingMessages {
    private MappingMessages() {
    }

    static String describe(JsonProcessingException e, String fallback, JsonNode tree, List<Object> path) {
        if (e.getCause() instanceof InputCoercionException tooLarge && e instanceof JsonMappingException jm) {
            Class<?> type = declaredType(jm).orElse(tooLarge.getTargetType());
            String expected = expected(type);
            return expected == null ? fallback : got(tree, path) + "; allowed: " + expected + upTo(type);
        }
        if (!(e instanceof MismatchedInputException mie) || mie.getTargetType() == null) {
            return fallback;
        }
        String expected = expected(mie.getTargetType());
        return expected == null ? fallback : got(tree, path) + "; allowed: " + expected;
    }

    private static String got(JsonNode tree, List<Object> path) {
        JsonNode value = at(tree, path);
        return "got " + (value == null || value.isMissingNode() ? "nothing" : value.isContainerNode()
                ? (value.isArray() ? "a list" : "a map") : "'" + value.asText() + "'");
    }

    /** The largest value of an integral type, as a limit to name; empty for other types. */
    private static String upTo(Class<?> type) {
        if (type == Integer.class || type == int.class) {
            return " up to " + Integer.MAX_VALUE;
        }
        return type == Long.class || type == long.class ? " up to " + Long.MAX_VALUE : "";
    }

    /** The declared type of the key the failure is at, from the class that declares it. */
    private static Optional<Class<?>> declaredType(JsonMappingException e) {
        List<JsonMappingException.Reference> refs = e.getPath();
        if (refs.isEmpty() || !(refs.get(refs.size() - 1).getFrom() instanceof Class<?> owner)
                || refs.get(refs.size() - 1).getFieldName() == null) {
            return Optional.empty();
        }
        String key = refs.get(refs.size() - 1).getFieldName();
        ObjectMapper mapper = ConfigBinder.mapper();
        return mapper.getDeserializationConfig().introspect(mapper.constructType(owner)).findProperties().stream()
                .filter(p -> p.getName().equals(key))
                .<Class<?>>map(p -> p.getPrimaryType().getRawClass())
                .findFirst();
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
