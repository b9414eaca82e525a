package org.storagesim.dbms.config;

import java.util.ArrayList;
import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.dbms.schema.Column;
import org.storagesim.dbms.schema.TableSchema;

/** A table a scenario declares beside the built-in TPC-H ones. */
public record TableConfig(String name, Long tuples, List<ColumnConfig> columns) {
    public TableConfig {
        if (name == null || name.isBlank()) {
            throw new InvalidConfigException(List.of("name"), "every table needs a name");
        }
        if (tuples == null || tuples < 1) {
            throw new InvalidConfigException(List.of("tuples"), "table '" + name + "' needs a positive tuple count");
        }
        if (columns == null || columns.isEmpty()) {
            throw new InvalidConfigException(List.of("columns"), "table '" + name + "' needs at least one column");
        }
    }

    public TableSchema toSchema() {
        List<Column> list = new ArrayList<>();
        for (int i = 0; i < columns.size(); i++) {
            try {
                list.add(columns.get(i).toColumn());
            } catch (InvalidConfigException e) {
                throw e.under(List.of("columns", i));
            }
        }
        return new TableSchema(name, list, tuples);
    }
}
