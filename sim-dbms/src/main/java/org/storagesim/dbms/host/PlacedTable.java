package org.storagesim.dbms.host;

import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.layout.StoredTable;

/** A stored table whose files have been written to a mounted volume. */
public record PlacedTable(StoredTable table, Mount mount, FileExtents[] extents) {
}
