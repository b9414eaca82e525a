package org.storagesim.dbms.config;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;

/**
 * A query workload as a scenario writes it; every key but {@code table} has P0's default:
 * <pre>
 * table: lineitem          # lineitem, orders, or a table the scenario declares
 * layout: column           # row, column, pax
 * projected: 8             # k (default: all attributes)
 * selectivity: 0.1
 * io_unit: 128KiB
 * read_ahead: 6MiB         # a whole number of I/O units
 * page_size: 4KiB
 * compressed: false
 * concurrency: 1           # copies of the query running at once, each on its own copy of the table
 * tuples: 60000000         # overrides the table's tuple count
 * </pre>
 */
public record QueryWorkloadConfig(String table, String layout, Integer projected, Double selectivity, ByteSize ioUnit,
                                  ByteSize readAhead, ByteSize pageSize, Boolean compressed, Integer concurrency,
                                  Long tuples) {
    public QueryWorkloadConfig {
        if (table == null || table.isBlank()) {
            throw new InvalidConfigException(List.of("table"), "a query workload needs a table: lineitem, orders, "
                    + "or one the scenario declares");
        }
        layout = layout == null ? "row" : layout;
        selectivity = selectivity == null ? 0.1 : selectivity;
        ioUnit = ioUnit == null ? new ByteSize(ScanSpec.P0_UNIT) : ioUnit;
        readAhead = readAhead == null ? new ByteSize(ScanSpec.P0_UNIT * ScanSpec.P0_READ_AHEAD_UNITS) : readAhead;
        pageSize = pageSize == null ? new ByteSize(ScanSpec.P0_PAGE) : pageSize;
        compressed = compressed != null && compressed;
        concurrency = concurrency == null ? 1 : concurrency;
        if (concurrency < 1) {
            throw new InvalidConfigException(List.of("concurrency"), "must be at least 1, got " + concurrency);
        }
        if (tuples != null && tuples < 1) {
            throw new InvalidConfigException(List.of("tuples"), "must be positive, got " + tuples);
        }
        if (readAhead.bytes() < ioUnit.bytes() || readAhead.bytes() % ioUnit.bytes() != 0) {
            throw new InvalidConfigException(List.of("read_ahead"), "must be a whole number of io_unit (" + ioUnit.bytes()
                    + " B), e.g. 6MiB for 48 × 128KiB; got " + readAhead.bytes() + " B");
        }
    }

    /** The table's schema: a built-in TPC-H table or one of {@code declared}, with the tuple override. */
    public TableSchema schema(Map<String, TableSchema> declared) {
        TableSchema schema = switch (table.trim().toLowerCase(Locale.ROOT)) {
            case "lineitem" -> TpchTables.lineitem();
            case "orders" -> TpchTables.orders();
            default -> {
                TableSchema t = declared.get(table);
                if (t == null) {
                    throw new InvalidConfigException(List.of("table"), "unknown table '" + table
                            + "'; allowed: lineitem, orders" + (declared.isEmpty() ? "" : ", " + String.join(", ",
                            declared.keySet().stream().sorted().toList())));
                }
                yield t;
            }
        };
        return tuples == null ? schema : schema.withTuples(tuples);
    }

    /** The engine settings for this workload over {@code schema}. */
    public ScanSpec scanSpec(TableSchema schema) {
        int k = projected == null ? schema.columnCount() : projected;
        if (k < 1 || k > schema.columnCount()) {
            throw new InvalidConfigException(List.of("projected"), "must be 1.." + schema.columnCount()
                    + " for " + schema.name() + ", got " + k);
        }
        StorageLayout l;
        try {
            l = StorageLayout.parse(layout);
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of("layout"), e.getMessage());
        }
        try {
            return new ScanSpec(l, k, selectivity, ioUnit.bytes(), (int) (readAhead.bytes() / ioUnit.bytes()),
                    Math.toIntExact(pageSize.bytes()), compressed);
        } catch (IllegalArgumentException e) {
            throw new InvalidConfigException(List.of(), e.getMessage());
        }
    }
}
