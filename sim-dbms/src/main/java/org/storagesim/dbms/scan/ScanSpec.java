package org.storagesim.dbms.scan;

import org.storagesim.dbms.layout.StorageLayout;

/**
 * One select-project query {@code select a1..ak from T where P(a1)} and how the engine runs it.
 *
 * @param layout         storage layout of the table
 * @param projected      k, the attributes projected (a1..ak; a1 carries the predicate)
 * @param selectivity    fraction of tuples satisfying P, in (0, 1]
 * @param unitBytes      I/O unit (P0: 128 KiB)
 * @param readAheadUnits read-ahead window in I/O units (P0: 6 MiB = 48 units)
 * @param pageBytes      page size the files are packed in
 * @param compressed     whether the table is stored compressed
 */
public record ScanSpec(StorageLayout layout, int projected, double selectivity, long unitBytes, int readAheadUnits,
                       int pageBytes, boolean compressed) {
    public static final long P0_UNIT = 128 * 1024;
    public static final int P0_READ_AHEAD_UNITS = 48;
    public static final int P0_PAGE = 4096;

    public ScanSpec {
        if (layout == null) {
            throw new IllegalArgumentException("layout is missing; allowed: row, column, pax");
        }
        if (projected < 1) {
            throw new IllegalArgumentException("a query projects at least one attribute, got " + projected);
        }
        if (!(selectivity > 0 && selectivity <= 1)) {
            throw new IllegalArgumentException("selectivity must lie in (0, 1], got " + selectivity);
        }
        if (readAheadUnits < 1) {
            throw new IllegalArgumentException("read-ahead must be at least one I/O unit, got " + readAheadUnits);
        }
        if (pageBytes < 512 || unitBytes < pageBytes || unitBytes % pageBytes != 0) {
            throw new IllegalArgumentException("the I/O unit (" + unitBytes + " B) must be a whole number of pages ("
                    + pageBytes + " B, at least 512)");
        }
    }

    /** P0's engine settings: 128 KiB units, 6 MiB read-ahead, 4 KiB dense pages, uncompressed. */
    public static ScanSpec p0(StorageLayout layout, int projected, double selectivity) {
        return new ScanSpec(layout, projected, selectivity, P0_UNIT, P0_READ_AHEAD_UNITS, P0_PAGE, false);
    }

    public ScanSpec withReadAheadUnits(int units) {
        return new ScanSpec(layout, projected, selectivity, unitBytes, units, pageBytes, compressed);
    }
}
