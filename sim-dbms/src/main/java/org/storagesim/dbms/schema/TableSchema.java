package org.storagesim.dbms.schema;

import java.util.List;

/**
 * A relation: its attributes in order (the first one carries the predicate, as in P0's
 * {@code select a1..ak from T where P(a1)}) and how many tuples it holds.
 */
public record TableSchema(String name, List<Column> columns, long tuples) {
    public TableSchema {
        if (columns == null || columns.isEmpty()) {
            throw new IllegalArgumentException("table '" + name + "' needs at least one column");
        }
        if (tuples < 1) {
            throw new IllegalArgumentException("table '" + name + "' needs at least one tuple, got " + tuples);
        }
        columns = List.copyOf(columns);
    }

    public int columnCount() {
        return columns.size();
    }

    public Column column(int index) {
        return columns.get(index);
    }

    /** Width of a whole tuple as stored. */
    public int tupleBytes(boolean compressed) {
        int sum = 0;
        for (Column c : columns) {
            sum += c.storedBytes(compressed);
        }
        return sum;
    }

    /** The same relation with another tuple count (a scale factor). */
    public TableSchema withTuples(long count) {
        return new TableSchema(name, columns, count);
    }

    /** The same relation under another name (a second copy for concurrent scans). */
    public TableSchema renamed(String newName) {
        return new TableSchema(newName, columns, tuples);
    }
}
