package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.deser.std.DelegatingDeserializer;
import com.fasterxml.jackson.databind.deser.std.NumberDeserializers;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.util.function.DoubleFunction;

/**
 * Lets a whole-number key take a whole number written in floating-point form ({@code 1e6},
 * {@code 2.0}): YAML reads {@code number_ios: 1e6} as a float, and refusing it would tell the
 * author that a million is not a whole number. A fraction, or a value beyond the key's type, is
 * still refused as before (2.5 servers is not 2). Everything else, the handling of a missing or
 * null value included, is Jackson's own deserializer's.
 */
final class WholeNumbersModule extends SimpleModule {
    /** Above 2^53 a double no longer holds every whole number, so what was written may not be what was read. */
    private static final double EXACT = 0x1p53;

    WholeNumbersModule() {
        super("storagesim-whole-numbers");
        add(int.class, d -> (int) d, Integer.MIN_VALUE, Integer.MAX_VALUE);
        add(Integer.class, d -> (int) d, Integer.MIN_VALUE, Integer.MAX_VALUE);
        add(long.class, d -> (long) d, -EXACT, EXACT);
        add(Long.class, d -> (long) d, -EXACT, EXACT);
    }

    /** Whether {@code d} is a whole number that a long holds exactly. */
    static boolean isWhole(double d) {
        return d == Math.rint(d) && Math.abs(d) <= EXACT;
    }

    /** Wraps Jackson's deserializer of {@code type}; {@code convert} makes a whole double in [least, most] one. */
    @SuppressWarnings("unchecked")
    private <T> void add(Class<T> type, DoubleFunction<Object> convert, double least, double most) {
        JsonDeserializer<?> jackson = NumberDeserializers.find(type, type.getName());
        addDeserializer(type, (JsonDeserializer<T>) (JsonDeserializer<?>) new Whole(jackson, convert, least, most));
    }

    private static final class Whole extends DelegatingDeserializer {
        private final DoubleFunction<Object> convert;
        private final double least;
        private final double most;

        Whole(JsonDeserializer<?> jackson, DoubleFunction<Object> convert, double least, double most) {
            super(jackson);
            this.convert = convert;
            this.least = least;
            this.most = most;
        }

        @Override
        protected JsonDeserializer<?> newDelegatingInstance(JsonDeserializer<?> newDelegatee) {
            return new Whole(newDelegatee, convert, least, most);
        }

        @Override
        public Object deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            if (p.currentToken() == JsonToken.VALUE_NUMBER_FLOAT) {
                double d = p.getDoubleValue();
                if (isWhole(d) && d >= least && d <= most) {
                    return convert.apply(d);
                }
            }
            return super.deserialize(p, ctxt);
        }
    }
}
