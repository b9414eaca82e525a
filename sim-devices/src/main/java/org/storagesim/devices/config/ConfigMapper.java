package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.PropertyNamingStrategies;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;

/**
 * The one way configuration is read: snake_case keys, units on sizes and times, and strictness
 * (unknown keys, keys repeated in one map, missing primitives, numbers where text is expected and
 * fractions where whole numbers are expected are all errors).
 */
public final class ConfigMapper {
    private ConfigMapper() {
    }

    /** A mapper for YAML (JSON is valid YAML, so it reads both). */
    public static ObjectMapper yaml() {
        return configure(YAMLMapper.builder(new YAMLFactory()));
    }

    public static ObjectMapper json() {
        return configure(JsonMapper.builder());
    }

    private static <M extends ObjectMapper, B extends com.fasterxml.jackson.databind.cfg.MapperBuilder<M, B>> M configure(B b) {
        return b.propertyNamingStrategy(PropertyNamingStrategies.SNAKE_CASE)
                .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
                .enable(DeserializationFeature.FAIL_ON_NUMBERS_FOR_ENUMS)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                // 2.5 where a whole number belongs is an error, not 2 (1e6 is taken: WholeNumbersModule).
                .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
                .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
                .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
                .addModule(new UnitsModule())
                .addModule(new WholeNumbersModule())
                .build();
    }
}
