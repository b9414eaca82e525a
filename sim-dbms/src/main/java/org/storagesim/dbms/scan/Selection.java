package org.storagesim.dbms.scan;

import java.util.BitSet;
import org.storagesim.dbms.layout.TableFile;
import umontreal.ssj.rng.RandomStream;

/**
 * Where the predicate holds, at the granularity the column scanner can skip: runs ("granules")
 * of {@code granuleTuples} consecutive tuples, each holding at least one qualifying tuple or none.
 * Tuples qualify independently with probability s, so a granule of g tuples is needed with
 * probability 1 − (1 − s)^g. The granule is one I/O unit of the widest projected column, the
 * finest grain any column read can skip; a unit of a narrower column spans several granules and
 * must be read if any of them is needed. Tuples are never simulated one by one.
 */
public final class Selection {
    private final long granuleTuples;
    private final BitSet needed;

    public Selection(long tuples, long granuleTuples, double selectivity, RandomStream stream) {
        if (granuleTuples < 1) {
            throw new IllegalArgumentException("granule must hold at least one tuple");
        }
        this.granuleTuples = granuleTuples;
        int granules = Math.toIntExact((tuples + granuleTuples - 1) / granuleTuples);
        this.needed = new BitSet(granules);
        for (int g = 0; g < granules; g++) {
            long size = Math.min(granuleTuples, tuples - g * granuleTuples);
            double pNone = Math.pow(1 - selectivity, size);
            if (selectivity >= 1 || stream.nextDouble() >= pNone) {
                needed.set(g);
            }
        }
    }

    /** Whether any tuple in [first, end) may qualify. */
    public boolean touches(long first, long end) {
        if (end <= first) {
            return false;
        }
        int from = (int) (first / granuleTuples);
        int to = (int) ((end - 1) / granuleTuples);
        int next = needed.nextSetBit(from);
        return next >= 0 && next <= to;
    }

    /** The units of {@code file} a column read at qualifying positions must fetch. */
    public int[] touchedUnits(TableFile file, long unitBytes) {
        int units = file.units(unitBytes);
        int[] list = new int[units];
        int n = 0;
        for (int u = 0; u < units; u++) {
            if (touches(file.firstRecord(u, unitBytes), file.endRecord(u, unitBytes))) {
                list[n++] = u;
            }
        }
        return java.util.Arrays.copyOf(list, n);
    }

    /** Every unit of a file (a full scan). */
    public static int[] allUnits(TableFile file, long unitBytes) {
        int[] list = new int[file.units(unitBytes)];
        for (int u = 0; u < list.length; u++) {
            list[u] = u;
        }
        return list;
    }
}
