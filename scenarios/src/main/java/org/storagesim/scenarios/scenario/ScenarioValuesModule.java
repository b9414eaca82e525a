package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import java.io.IOException;
import java.util.function.Function;
import org.storagesim.devices.config.WrittenValue;
import org.storagesim.devices.workload.AccessDistribution;
import org.storagesim.devices.workload.ArrivalProcess;
import org.storagesim.devices.workload.BlockSizes;
import org.storagesim.devices.workload.RwMode;

/**
 * Reads the values a scenario writes as text with their own parsers, so a bad value is a mapping
 * error at its own key: fio's spellings of {@code rw}, {@code arrival}, {@code random_distribution}
 * and {@code bs} (a bare integer block size is bytes, as in fio), and the results'
 * {@code throughput_interval}.
 */
final class ScenarioValuesModule extends SimpleModule {
    ScenarioValuesModule() {
        super("storagesim-scenario-values");
        addDeserializer(RwMode.class, new TextDeserializer<>(RwMode::parse, RwMode.ALLOWED));
        addDeserializer(ArrivalProcess.class, new TextDeserializer<>(ArrivalProcess::parse, ArrivalProcess.ALLOWED));
        addDeserializer(AccessDistribution.class,
                new TextDeserializer<>(AccessDistribution::parse, AccessDistribution.ALLOWED));
        addDeserializer(BlockSizes.class, new TextDeserializer<>(BlockSizes::parse, BlockSizes.ALLOWED));
        addDeserializer(ThroughputInterval.class,
                new TextDeserializer<>(ThroughputInterval::parse, ThroughputInterval.ALLOWED));
    }

    private static final class TextDeserializer<T> extends JsonDeserializer<T> {
        private final Function<String, T> parse;
        private final String allowed;

        TextDeserializer(Function<String, T> parse, String allowed) {
            this.parse = parse;
            this.allowed = allowed;
        }

        @Override
        public T deserialize(JsonParser p, DeserializationContext ctx) throws IOException {
            JsonToken t = p.currentToken();
            if (t == JsonToken.VALUE_STRING || t == JsonToken.VALUE_NUMBER_INT) {
                try {
                    return parse.apply(p.getText());
                } catch (IllegalArgumentException e) {
                    String message = e.getMessage().contains("expected") || e.getMessage().contains("allowed")
                            ? e.getMessage() : e.getMessage() + "; allowed: " + allowed;
                    return ctx.reportInputMismatch(this, "%s", message);
                }
            }
            return ctx.reportInputMismatch(this, "%s is not allowed here; allowed: %s", WrittenValue.of(p), allowed);
        }
    }
}
