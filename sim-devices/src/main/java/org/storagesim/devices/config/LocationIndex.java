package org.storagesim.devices.config;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where each value of a configuration document sits in its file. Jackson's trees forget token
 * locations, so the parser's tokens are walked once and every path (keys and list indexes from the
 * root) is mapped to the line and column of its key, or of the value itself for list items.
 */
public final class LocationIndex {
    /** A position in the file, both numbers counted from 1. */
    public record Position(int line, int column) {
    }

    private final Map<String, Position> positions = new HashMap<>();

    private LocationIndex() {
    }

    /** Reads every token of {@code parser} (positioned before the first token) and indexes them. */
    public static LocationIndex of(JsonParser parser) throws IOException {
        LocationIndex index = new LocationIndex();
        Deque<Container> open = new ArrayDeque<>();
        for (JsonToken t = parser.nextToken(); t != null; t = parser.nextToken()) {
            Position here = position(parser.currentTokenLocation());
            Container parent = open.peek();
            if (t == JsonToken.FIELD_NAME) {
                parent.key = parser.currentName();
                index.positions.put(parent.pointer + "/" + escape(parent.key), here);
                continue;
            }
            if (t == JsonToken.END_OBJECT || t == JsonToken.END_ARRAY) {
                open.pop();
                continue;
            }
            String pointer = "";
            if (parent != null && parent.array) {
                pointer = parent.pointer + "/" + (++parent.nextIndex);
                index.positions.put(pointer, here);
            } else if (parent != null) {
                pointer = parent.pointer + "/" + escape(parent.key);
            } else {
                index.positions.put("", here);
            }
            if (t == JsonToken.START_OBJECT || t == JsonToken.START_ARRAY) {
                open.push(new Container(pointer, t == JsonToken.START_ARRAY));
            }
        }
        return index;
    }

    /**
     * The position of the value at {@code path}, or of its nearest ancestor that the file
     * contains (a missing key is reported where its map starts).
     */
    public Position find(List<Object> path) {
        for (int n = path.size(); n >= 0; n--) {
            Position p = positions.get(pointer(path.subList(0, n)));
            if (p != null) {
                return p;
            }
        }
        return new Position(1, 1);
    }

    /** Whether the file itself contains the value at {@code path}. */
    public boolean contains(List<Object> path) {
        return positions.containsKey(pointer(path));
    }

    static String pointer(List<Object> path) {
        StringBuilder sb = new StringBuilder();
        for (Object step : path) {
            sb.append('/').append(step instanceof String s ? escape(s) : step.toString());
        }
        return sb.toString();
    }

    private static String escape(String key) {
        return key.replace("~", "~0").replace("/", "~1");
    }

    /** A parser location as a position (1:1 when it has none). */
    public static Position position(JsonLocation location) {
        if (location == null || location.getLineNr() < 1) {
            return new Position(1, 1);
        }
        return new Position(location.getLineNr(), Math.max(1, location.getColumnNr()));
    }

    private static final class Container {
        final String pointer;
        final boolean array;
        String key = "";
        int nextIndex = -1;

        Container(String pointer, boolean array) {
            this.pointer = pointer;
            this.array = array;
        }
    }
}
