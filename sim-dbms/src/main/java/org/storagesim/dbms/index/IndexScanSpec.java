package org.storagesim.dbms.index;

/**
 * A PostgreSQL-style selection over a heap: either a bitmap index scan (read the slice of the
 * index that matches a range predicate, build the page bitmap, fetch the marked heap pages in
 * physical order) or a plain sequential scan.
 *
 * @param selectivity        fraction of tuples satisfying the indexed predicate, in (0, 1]
 * @param useIndex           bitmap index scan (true) or sequential scan (false)
 * @param indexBytes         size of the index on the predicate column (P0: 375 MB)
 * @param indexUnitBytes     read size while walking index leaves (the OS read-ahead unit)
 * @param indexPrefetchUnits index units kept in flight
 * @param heapPrefetchPages  marked heap pages kept in flight by the bitmap heap scan
 * @param seqUnitBytes       read size of a sequential heap scan
 * @param seqReadAheadUnits  read-ahead window of the sequential scan, in units
 * @param extraPredicates    further AND-ed predicates evaluated on each fetched tuple
 * @param clusteredHeap      the heap is stored in index-key order, so a key range selects one run of
 *                           consecutive heap pages; otherwise each tuple matches independently
 */
public record IndexScanSpec(double selectivity, boolean useIndex, long indexBytes, long indexUnitBytes,
                            int indexPrefetchUnits, int heapPrefetchPages, long seqUnitBytes, int seqReadAheadUnits,
                            int extraPredicates, boolean clusteredHeap) {
    public IndexScanSpec {
        if (!(selectivity > 0 && selectivity <= 1)) {
            throw new IllegalArgumentException("selectivity must lie in (0, 1], got " + selectivity);
        }
        if (indexBytes <= 0 || indexUnitBytes <= 0 || seqUnitBytes <= 0) {
            throw new IllegalArgumentException("index size and read sizes must be positive");
        }
        if (indexPrefetchUnits < 1 || heapPrefetchPages < 1 || seqReadAheadUnits < 1 || extraPredicates < 0) {
            throw new IllegalArgumentException("prefetch depths must be at least 1 and extra predicates at least 0");
        }
    }

    /**
     * P0-5's setting: a 375 MB index read 128 KiB at a time with 4 reads in flight, 32 heap pages in
     * flight (PostgreSQL leans on the kernel's read-ahead; both depths are assumptions), and a
     * sequential scan in 128 KiB units with two in flight as Linux read-ahead keeps them. The index
     * is on ORDERS' first column, o_orderkey, and the TPC-H generator writes ORDERS in o_orderkey
     * order, so the heap is clustered on the key and P0's range predicate selects consecutive pages.
     */
    public static IndexScanSpec p0(double selectivity, boolean useIndex) {
        return new IndexScanSpec(selectivity, useIndex, 375_000_000L, 128 * 1024, 4, 32, 128 * 1024, 2, 0, true);
    }

    public IndexScanSpec withExtraPredicates(int n) {
        return new IndexScanSpec(selectivity, useIndex, indexBytes, indexUnitBytes, indexPrefetchUnits,
                heapPrefetchPages, seqUnitBytes, seqReadAheadUnits, n, clusteredHeap);
    }

    public IndexScanSpec withClusteredHeap(boolean clustered) {
        return new IndexScanSpec(selectivity, useIndex, indexBytes, indexUnitBytes, indexPrefetchUnits,
                heapPrefetchPages, seqUnitBytes, seqReadAheadUnits, extraPredicates, clustered);
    }
}
