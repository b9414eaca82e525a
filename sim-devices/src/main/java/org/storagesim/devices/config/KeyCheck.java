package org.storagesim.devices.config;

import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.BeanDeserializerBase;
import com.fasterxml.jackson.databind.deser.DefaultDeserializationContext;
import com.fasterxml.jackson.databind.introspect.BeanPropertyDefinition;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Checks a tree's keys against the record it will be bound to, before binding. Jackson calls a
 * record's constructor before it looks at unknown keys, so a misspelt required key would otherwise
 * be reported as "missing" rather than as the typo it is. {@link #check} reports the first unknown
 * key in document order, else the first missing key of primitive type (those have no default);
 * {@link #checkAll} reports every one of them, {@link #unknownKeys} every unknown key.
 */
public final class KeyCheck {
    private KeyCheck() {
    }

    public static Optional<InvalidConfigException> check(ObjectMapper mapper, JsonNode tree, Class<?> type) {
        Problems found = new Problems();
        walk(mapper, tree, mapper.constructType(type), new ArrayList<>(), found);
        return found.unknown.isEmpty() ? found.missing.stream().findFirst() : Optional.of(found.unknown.get(0));
    }

    /** Every unknown key in document order. */
    public static List<InvalidConfigException> unknownKeys(ObjectMapper mapper, JsonNode tree, Class<?> type) {
        Problems found = new Problems();
        walk(mapper, tree, mapper.constructType(type), new ArrayList<>(), found);
        return found.unknown;
    }

    /** Every unknown key in document order, then every missing key of primitive type. */
    public static List<InvalidConfigException> checkAll(ObjectMapper mapper, JsonNode tree, Class<?> type) {
        Problems found = new Problems();
        walk(mapper, tree, mapper.constructType(type), new ArrayList<>(), found);
        List<InvalidConfigException> all = new ArrayList<>(found.unknown);
        all.addAll(found.missing);
        return all;
    }

    private static final class Problems {
        final List<InvalidConfigException> unknown = new ArrayList<>();
        final List<InvalidConfigException> missing = new ArrayList<>();
    }

    private static void walk(ObjectMapper mapper, JsonNode node, JavaType type, List<Object> path, Problems found) {
        if (node == null) {
            return;
        }
        if (type.isCollectionLikeType() && node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                path.add(i);
                walk(mapper, node.get(i), type.getContentType(), path, found);
                path.remove(path.size() - 1);
            }
            return;
        }
        if (!node.isObject() || !boundFromKeys(mapper, type)) {
            return;
        }
        Map<String, BeanPropertyDefinition> properties = new LinkedHashMap<>();
        for (BeanPropertyDefinition p : mapper.getDeserializationConfig().introspect(type).findProperties()) {
            properties.put(p.getName(), p);
        }
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            List<Object> at = append(path, name);
            BeanPropertyDefinition p = properties.get(name);
            if (p == null) {
                found.unknown.add(new InvalidConfigException(at, "unknown; allowed keys here: "
                        + String.join(", ", properties.keySet().stream().sorted().toList())));
            } else {
                walk(mapper, node.get(name), p.getPrimaryType(), at, found);
            }
        }
        for (BeanPropertyDefinition p : properties.values()) {
            if (p.getRawPrimaryType().isPrimitive() && !node.has(p.getName())) {
                found.missing.add(new InvalidConfigException(append(path, p.getName()), "is missing; allowed: "
                        + kindOfValue(p.getRawPrimaryType())));
            }
        }
    }

    /**
     * Whether a map in the file becomes a {@code type} key by key: a record the mapper binds as a
     * bean. A record written as one value (a size, a time: a module's own deserializer) is not,
     * and its components are no keys of the file.
     */
    private static boolean boundFromKeys(ObjectMapper mapper, JavaType type) {
        if (!type.getRawClass().isRecord()) {
            return false;
        }
        DeserializationContext context = ((DefaultDeserializationContext) mapper.getDeserializationContext())
                .createDummyInstance(mapper.getDeserializationConfig());
        try {
            return context.findRootValueDeserializer(type) instanceof BeanDeserializerBase;
        } catch (JsonMappingException e) {
            return false; // binding will report what is wrong with the type
        }
    }

    private static String kindOfValue(Class<?> primitive) {
        if (primitive == boolean.class) {
            return "true or false";
        }
        return primitive == int.class || primitive == long.class ? "a whole number" : "a number";
    }

    private static List<Object> append(List<Object> path, Object step) {
        List<Object> copy = new ArrayList<>(path);
        copy.add(step);
        return copy;
    }
}
