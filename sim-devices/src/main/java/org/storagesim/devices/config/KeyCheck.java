package org.storagesim.devices.config;

import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
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
 * be reported as "missing" rather than as the typo it is. Reports the first unknown key in document
 * order, else the first missing key of primitive type (those have no default).
 */
public final class KeyCheck {
    private KeyCheck() {
    }

    public static Optional<InvalidConfigException> check(ObjectMapper mapper, JsonNode tree, Class<?> type) {
        return check(mapper, tree, mapper.constructType(type), new ArrayList<>());
    }

    private static Optional<InvalidConfigException> check(ObjectMapper mapper, JsonNode node, JavaType type,
                                                          List<Object> path) {
        if (node == null) {
            return Optional.empty();
        }
        if (type.isCollectionLikeType() && node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                path.add(i);
                Optional<InvalidConfigException> e = check(mapper, node.get(i), type.getContentType(), path);
                path.remove(path.size() - 1);
                if (e.isPresent()) {
                    return e;
                }
            }
            return Optional.empty();
        }
        if (!type.getRawClass().isRecord() || !node.isObject()) {
            return Optional.empty();
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
                return Optional.of(new InvalidConfigException(at, "unknown; allowed keys here: "
                        + String.join(", ", properties.keySet().stream().sorted().toList())));
            }
            Optional<InvalidConfigException> e = check(mapper, node.get(name), p.getPrimaryType(), at);
            if (e.isPresent()) {
                return e;
            }
        }
        for (BeanPropertyDefinition p : properties.values()) {
            if (p.getRawPrimaryType().isPrimitive() && !node.has(p.getName())) {
                return Optional.of(new InvalidConfigException(append(path, p.getName()), "is missing; allowed: "
                        + kindOfValue(p.getRawPrimaryType())));
            }
        }
        return Optional.empty();
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
