package org.storagesim.dbms.schema;

/**
 * One attribute of a table: its declared (uncompressed) width and how it may be compressed.
 *
 * @param name        attribute name
 * @param widthBytes  uncompressed width of a value
 * @param compression scheme applied when the table is stored compressed
 */
public record Column(String name, int widthBytes, Compression compression) {
    public Column {
        if (widthBytes < 1) {
            throw new IllegalArgumentException("column '" + name + "' must be at least 1 byte wide, got " + widthBytes);
        }
        compression = compression == null ? Compression.NONE : compression;
    }

    public Column(String name, int widthBytes) {
        this(name, widthBytes, Compression.NONE);
    }

    /** Bytes one value occupies on disk, compressed or not. */
    public int storedBytes(boolean compressed) {
        return compressed ? compression.storedBytes(widthBytes) : widthBytes;
    }
}
