package org.storagesim.dbms.layout;

import java.util.ArrayList;
import java.util.List;
import org.storagesim.dbms.schema.TableSchema;

/** A relation turned into files by a layout, a page size and a compression choice. */
public final class StoredTable {
    private final TableSchema schema;
    private final StorageLayout layout;
    private final boolean compressed;
    private final List<TableFile> files;

    public StoredTable(TableSchema schema, StorageLayout layout, int pageBytes, boolean compressed) {
        this.schema = schema;
        this.layout = layout;
        this.compressed = compressed;
        List<TableFile> list = new ArrayList<>();
        if (layout == StorageLayout.COLUMN) {
            for (int i = 0; i < schema.columnCount(); i++) {
                list.add(new TableFile(schema.name() + "." + schema.column(i).name(),
                        schema.column(i).storedBytes(compressed), pageBytes, schema.tuples()));
            }
        } else {
            list.add(new TableFile(schema.name(), schema.tupleBytes(compressed), pageBytes, schema.tuples()));
        }
        this.files = List.copyOf(list);
    }

    public TableSchema schema() {
        return schema;
    }

    public StorageLayout layout() {
        return layout;
    }

    public boolean compressed() {
        return compressed;
    }

    public List<TableFile> files() {
        return files;
    }

    public long totalBytes() {
        long sum = 0;
        for (TableFile f : files) {
            sum += f.bytes();
        }
        return sum;
    }
}
