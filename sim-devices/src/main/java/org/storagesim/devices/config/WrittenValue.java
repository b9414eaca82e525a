package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;

/**
 * What a file wrote where one value was expected, as a message quotes it: the value itself, or
 * "a map" or "a list" (whose first token, a lone bracket, would tell the author nothing).
 */
public final class WrittenValue {
    private WrittenValue() {
    }

    /** The value at the parser's current token. */
    public static String of(JsonParser p) throws IOException {
        JsonToken token = p.currentToken();
        if (token == JsonToken.START_OBJECT) {
            return "a map";
        }
        return token == JsonToken.START_ARRAY ? "a list" : "'" + p.getText() + "'";
    }
}
