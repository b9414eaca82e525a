package org.storagesim.dbms.layout;

import java.util.Locale;

/** How a relation's tuples are placed in pages and files. */
public enum StorageLayout {
    /** N-ary: whole tuples packed densely into the pages of one file. */
    ROW,
    /** Decomposed: one file per attribute, values packed densely (P0's column store). */
    COLUMN,
    /** Partition attributes across: row pages, but each page keeps one mini-page per attribute. */
    PAX;

    public static StorageLayout parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not a layout; allowed: row, column, pax");
        }
    }
}
