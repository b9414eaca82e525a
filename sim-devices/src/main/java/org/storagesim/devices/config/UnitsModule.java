package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import java.io.IOException;
import java.util.function.Function;
import java.util.function.LongFunction;
import org.storagesim.core.units.ByteSize;
import org.storagesim.core.units.SimDuration;

/**
 * Lets configuration files write sizes and times with units ({@code 4KiB}, {@code 4.5ms}); a bare
 * integer is bytes or nanoseconds. A bad value is reported as a mapping error at its location.
 */
public final class UnitsModule extends SimpleModule {
    public UnitsModule() {
        super("storagesim-units");
        addDeserializer(ByteSize.class, new UnitDeserializer<>(ByteSize::parse, ByteSize::new, ByteSize.ALLOWED));
        addDeserializer(SimDuration.class,
                new UnitDeserializer<>(SimDuration::parse, SimDuration::new, SimDuration.ALLOWED));
        addSerializer(ByteSize.class, ToStringSerializer.instance);
        addSerializer(SimDuration.class, ToStringSerializer.instance);
    }

    private static final class UnitDeserializer<T> extends JsonDeserializer<T> {
        private final Function<String, T> parse;
        private final LongFunction<T> fromLong;
        private final String allowed;

        UnitDeserializer(Function<String, T> parse, LongFunction<T> fromLong, String allowed) {
            this.parse = parse;
            this.fromLong = fromLong;
            this.allowed = allowed;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            try {
                if (p.currentToken() == JsonToken.VALUE_NUMBER_INT) {
                    return fromLong.apply(p.getLongValue());
                }
                if (p.currentToken() == JsonToken.VALUE_NUMBER_FLOAT && WholeNumbersModule.isWhole(p.getDoubleValue())) {
                    return fromLong.apply((long) p.getDoubleValue()); // 1e9 bytes, as a whole-number key takes it
                }
                if (p.currentToken() == JsonToken.VALUE_STRING) {
                    return parse.apply(p.getText());
                }
            } catch (IllegalArgumentException e) {
                return ctx.reportInputMismatch(this, "%s", e.getMessage());
            }
            return ctx.reportInputMismatch(this, "%s is not allowed here; expected %s", WrittenValue.of(p), allowed);
        }
    }
}
