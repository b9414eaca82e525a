package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DatabindException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Binds a configuration tree to a typed record and turns every Jackson failure into an
 * {@link InvalidConfigException} that names the key path and what is allowed.
 */
public final class ConfigBinder {
    private static final ObjectMapper MAPPER = ConfigMapper.yaml();

    private ConfigBinder() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    public static <T> T bind(JsonNode tree, Class<T> type) {
        try {
            return MAPPER.treeToValue(tree, type);
        } catch (JsonProcessingException e) {
            throw translate(e, tree);
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of(), e.getMessage());
        }
    }

    /**
     * Converts a Jackson error from binding {@code tree} into one message with the path of keys that
     * leads to it; a value of the wrong kind is described as written, with the kind the key takes.
     */
    public static InvalidConfigException translate(JsonProcessingException e, JsonNode tree) {
        List<Object> path = new ArrayList<>();
        if (e instanceof DatabindException de && de instanceof JsonMappingException jm) {
            for (JsonMappingException.Reference ref : jm.getPath()) {
                path.add(ref.getFieldName() != null ? ref.getFieldName() : (Object) ref.getIndex());
            }
        }
        String message = describe(e, path);
        return new InvalidConfigException(path, MappingMessages.describe(e, message, tree, path));
    }

    private static String describe(JsonProcessingException e, List<Object> path) {
        if (e instanceof UnrecognizedPropertyException u) {
            String known = u.getKnownPropertyIds() == null ? "" : u.getKnownPropertyIds().stream()
                    .map(Object::toString).sorted().collect(Collectors.joining(", "));
            return "unknown; allowed keys here: " + known; // the path ends at the key, which the reader names
        }
        Throwable cause = e instanceof ValueInstantiationException && e.getCause() != null ? e.getCause() : null;
        if (cause instanceof InvalidConfigException ice) {
            path.addAll(ice.path());
            return ice.getMessage();
        }
        if (cause != null) {
            return cause.getMessage();
        }
        return e.getOriginalMessage().replaceAll("\\s*\\(for Object starting at.*", "")
                .replaceAll("\\s*at \\[Source.*", "").trim();
    }
}
