package org.storagesim.dbms.index;

/**
 * Yue and Wong's expected number of pages an index scan touches (cited as P2's [15]): choosing k
 * of n tuples at random, stored p per page on m = n/p pages, touches
 * m · (1 − C(n − p, k) / C(n, k)) pages on average.
 */
public final class YueFormula {
    private YueFormula() {
    }

    /** Expected pages touched when {@code selected} of {@code tuples} tuples, {@code perPage} a page, are read. */
    public static double pagesTouched(long tuples, int perPage, long selected) {
        if (perPage < 1 || tuples < perPage || selected < 0 || selected > tuples) {
            throw new IllegalArgumentException("need 1 ≤ tuples per page ≤ tuples and 0 ≤ selected ≤ tuples");
        }
        double pages = (double) tuples / perPage;
        // C(n-p, k) / C(n, k) = ∏_{i<p} (n-k-i) / (n-i): the chance a given page holds none of the k.
        double untouched = 1;
        for (int i = 0; i < perPage && untouched > 0; i++) {
            untouched *= Math.max(0, (double) (tuples - selected - i)) / (tuples - i);
        }
        return pages * (1 - untouched);
    }

    /** Expected fraction of the pages touched at selectivity s. */
    public static double fractionTouched(long tuples, int perPage, double selectivity) {
        long selected = Math.round(selectivity * tuples);
        return pagesTouched(tuples, perPage, selected) / ((double) tuples / perPage);
    }
}
