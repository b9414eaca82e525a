package org.storagesim.validation.trace;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** The trace formats the product reads, by name. Add a reader here to support a new format. */
public final class TraceFormats {
    private static final Map<String, TraceReader> READERS = new LinkedHashMap<>();

    static {
        register(new DiskSimValidateReader());
        register(new DiskSimAsciiReader());
        register(new MqsimReader());
        register(new BlkparseReader());
        register(new FioLatLogReader());
        register(new MsrCambridgeReader());
        register(new SpcReader());
    }

    private TraceFormats() {
    }

    private static void register(TraceReader reader) {
        READERS.put(reader.format(), reader);
    }

    public static Optional<TraceReader> find(String format) {
        return Optional.ofNullable(READERS.get(format));
    }

    /** The reader for {@code format}, or an exception listing the known formats. */
    public static TraceReader require(String format) {
        return find(format).orElseThrow(() -> new IllegalArgumentException("unknown trace format '" + format
                + "'; allowed: " + String.join(", ", READERS.keySet())));
    }

    public static Map<String, TraceReader> all() {
        return java.util.Collections.unmodifiableMap(READERS);
    }
}
