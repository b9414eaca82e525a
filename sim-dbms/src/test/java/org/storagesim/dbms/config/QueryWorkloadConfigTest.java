package org.storagesim.dbms.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;

class QueryWorkloadConfigTest {
    private static <T> T bind(String yaml, Class<T> type) throws Exception {
        JsonNode tree = ConfigBinder.mapper().readTree(yaml);
        return ConfigBinder.bind(tree, type);
    }

    @Test
    void p0DefaultsAndUnits() throws Exception {
        QueryWorkloadConfig c = bind("table: lineitem\nlayout: column\nprojected: 8\nread_ahead: 256KiB\n",
                QueryWorkloadConfig.class);
        TableSchema t = c.schema(Map.of());
        ScanSpec spec = c.scanSpec(t);
        assertEquals(StorageLayout.COLUMN, spec.layout());
        assertEquals(8, spec.projected());
        assertEquals(2, spec.readAheadUnits());
        assertEquals(128 * 1024, spec.unitBytes());
        assertEquals(0.1, spec.selectivity());
        assertEquals(60_000_000L, t.tuples());
    }

    @Test
    void declaredTablesBindWithCompression() throws Exception {
        TableConfig tc = bind("name: narrow\ntuples: 1000\ncolumns:\n  - {name: a, width: 4, compression: dictionary, domain: 16}\n"
                + "  - {name: b, width: 8}\n", TableConfig.class);
        TableSchema t = tc.toSchema();
        assertEquals(12, t.tupleBytes(false));
        assertEquals(9, t.tupleBytes(true));
        QueryWorkloadConfig c = bind("table: narrow\n", QueryWorkloadConfig.class);
        assertEquals(2, c.scanSpec(c.schema(Map.of("narrow", t))).projected());
    }

    @Test
    void mistakesNameTheKeyAndWhatIsAllowed() {
        InvalidConfigException unknown = assertThrows(InvalidConfigException.class,
                () -> bind("table: orders\nselectivty: 0.1\n", QueryWorkloadConfig.class));
        assertTrue(unknown.keyedMessage().startsWith("key 'selectivty': unknown; allowed keys here: ")
                && unknown.getMessage().contains("selectivity"), unknown.keyedMessage());
        InvalidConfigException ra = assertThrows(InvalidConfigException.class,
                () -> bind("table: orders\nread_ahead: 100KiB\n", QueryWorkloadConfig.class));
        assertEquals("read_ahead", ra.key());
        InvalidConfigException layout = assertThrows(InvalidConfigException.class, () -> {
            QueryWorkloadConfig c = bind("table: orders\nlayout: diagonal\n", QueryWorkloadConfig.class);
            c.scanSpec(c.schema(Map.of()));
        });
        assertTrue(layout.getMessage().contains("row, column, pax"), layout.getMessage());
        InvalidConfigException table = assertThrows(InvalidConfigException.class,
                () -> bind("table: part\n", QueryWorkloadConfig.class).schema(Map.of()));
        assertTrue(table.getMessage().contains("lineitem, orders"), table.getMessage());
        InvalidConfigException scheme = assertThrows(InvalidConfigException.class,
                () -> bind("name: t\ntuples: 5\ncolumns: [{name: a, width: 4, compression: zstd, domain: 3}]\n",
                        TableConfig.class).toSchema());
        assertEquals("columns", scheme.path().get(0));
        assertTrue(scheme.getMessage().contains("bit_packing"), scheme.getMessage());
    }
}
