package org.storagesim.dbms.config;

import java.util.List;
import java.util.Locale;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.dbms.schema.Column;
import org.storagesim.dbms.schema.Compression;
import org.storagesim.dbms.schema.CompressionScheme;

/**
 * A column a scenario declares: {@code {name: c1, width: 4, compression: dictionary, domain: 2406}}.
 *
 * @param compression none (default), bit_packing, dictionary or for_delta
 * @param domain      largest value, distinct values or largest delta, as the scheme needs
 */
public record ColumnConfig(String name, Integer width, String compression, Long domain) {
    public ColumnConfig {
        if (name == null || name.isBlank()) {
            throw new InvalidConfigException(List.of("name"), "every column needs a name");
        }
        if (width == null || width < 1) {
            throw new InvalidConfigException(List.of("width"), "column '" + name + "' needs a width of at least 1 byte");
        }
    }

    public Column toColumn() {
        CompressionScheme scheme;
        try {
            scheme = compression == null ? CompressionScheme.NONE
                    : CompressionScheme.valueOf(compression.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of("compression"), "'" + compression
                    + "' is not a compression scheme; allowed: none, bit_packing, dictionary, for_delta");
        }
        if (scheme != CompressionScheme.NONE && (domain == null || domain < 1)) {
            throw new InvalidConfigException(List.of("domain"), "column '" + name + "' compressed with " + compression
                    + " needs a positive domain (largest value, distinct values or largest delta)");
        }
        return new Column(name, width, scheme == CompressionScheme.NONE ? Compression.NONE
                : new Compression(scheme, domain));
    }
}
