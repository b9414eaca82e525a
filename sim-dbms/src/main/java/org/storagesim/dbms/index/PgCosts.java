package org.storagesim.dbms.index;

/**
 * CPU costs of PostgreSQL's executor (P0 ran its index experiments on PostgreSQL 8.3), in
 * nanoseconds on one core; cycle estimates at 2.5 GHz, not fitted values: reading an index tuple
 * and setting its bit in the TID bitmap about 100 cycles; pinning, locking and walking a heap page
 * about 2,500; fetching a heap tuple, checking its visibility and evaluating the qualifier about
 * 300; one more AND-ed predicate about 25 cycles per tuple it is evaluated on; system time per
 * request as in the scan engine.
 */
public record PgCosts(double indexEntryNanos, double heapPageNanos, double heapTupleNanos, double extraPredicateNanos,
                      double perRequestNanos) {
    public static PgCosts defaults() {
        return new PgCosts(40, 1000, 120, 10, 6000);
    }

    public PgCosts {
        for (double v : new double[] {indexEntryNanos, heapPageNanos, heapTupleNanos, extraPredicateNanos, perRequestNanos}) {
            if (!(v >= 0) || Double.isInfinite(v)) {
                throw new IllegalArgumentException("CPU costs must be finite and non-negative, got " + v);
            }
        }
    }
}
