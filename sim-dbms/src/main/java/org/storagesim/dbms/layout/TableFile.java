package org.storagesim.dbms.layout;

/**
 * One file of a stored relation: densely packed pages, each holding as many whole records of
 * {@code recordBytes} as fit (no record straddles a page). A record is a tuple in the row and PAX
 * layouts and one attribute value in the column layout.
 */
public record TableFile(String name, int recordBytes, int pageBytes, long records) {
    public TableFile {
        if (recordBytes < 1 || recordBytes > pageBytes) {
            throw new IllegalArgumentException("file '" + name + "': a record of " + recordBytes
                    + " bytes does not fit a page of " + pageBytes + " bytes");
        }
    }

    public int recordsPerPage() {
        return pageBytes / recordBytes;
    }

    public long pages() {
        return ceilDiv(records, recordsPerPage());
    }

    public long bytes() {
        return pages() * pageBytes;
    }

    /** Records in one I/O unit; the unit must be a whole number of pages. */
    public long recordsPerUnit(long unitBytes) {
        if (unitBytes % pageBytes != 0) {
            throw new IllegalArgumentException("the I/O unit (" + unitBytes + " B) must be a multiple of the page size ("
                    + pageBytes + " B)");
        }
        return unitBytes / pageBytes * recordsPerPage();
    }

    public int units(long unitBytes) {
        return Math.toIntExact(ceilDiv(bytes(), unitBytes));
    }

    /** First record (tuple position) held by unit {@code u}. */
    public long firstRecord(int unit, long unitBytes) {
        return Math.min(records, unit * recordsPerUnit(unitBytes));
    }

    /** One past the last record held by unit {@code u}. */
    public long endRecord(int unit, long unitBytes) {
        return Math.min(records, (unit + 1L) * recordsPerUnit(unitBytes));
    }

    static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
