package org.storagesim.dbms.index;

import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.schema.TableSchema;

/**
 * A relation as PostgreSQL stores it: 8 KiB heap pages with a 24-byte page header, each tuple a
 * 4-byte line pointer plus a 23-byte tuple header, data padded to 8-byte alignment.
 */
public final class HeapFile {
    public static final int PAGE_BYTES = 8192;
    private static final int PAGE_HEADER = 24;
    private static final int LINE_POINTER = 4;
    private static final int TUPLE_HEADER = 23;

    private HeapFile() {
    }

    /** Bytes one tuple takes on a heap page. */
    public static int tupleBytes(TableSchema schema) {
        int aligned = (TUPLE_HEADER + schema.tupleBytes(false) + 7) / 8 * 8;
        return aligned + LINE_POINTER;
    }

    public static int tuplesPerPage(TableSchema schema) {
        return (PAGE_BYTES - PAGE_HEADER) / tupleBytes(schema);
    }

    /** The heap as a file of pages (a page's usable space packed with whole tuples). */
    public static TableFile of(TableSchema schema) {
        // Record width chosen so that a page holds exactly tuplesPerPage records.
        int perPage = tuplesPerPage(schema);
        return new TableFile(schema.name() + ".heap", PAGE_BYTES / perPage, PAGE_BYTES, schema.tuples());
    }
}
