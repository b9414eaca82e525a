package org.storagesim.dbms.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.Engines;
import org.storagesim.dbms.testing.SeekAwareDevice;

class ScanDeterminismTest {
    private static final TableSchema LINEITEM = TpchTables.lineitem().withTuples(2_000_000);

    private static Engines.Run run(long seed, StorageLayout layout, double s) {
        Simulation sim = new Simulation();
        return Engines.runAlone(sim, new SeekAwareDevice(sim, 8L << 30, 4_500_000, 80e6), LINEITEM,
                ScanSpec.p0(layout, 16, s), CpuCosts.defaults(), Ext2Geometry.defaults(), seed);
    }

    @Test
    void sameSeedSameResultsDifferentSeedDifferentVolume() {
        Engines.Run a = run(11, StorageLayout.COLUMN, 0.0002);
        Engines.Run b = run(11, StorageLayout.COLUMN, 0.0002);
        assertEquals(a.result(), b.result());
        assertEquals(a.seeks(), b.seeks());
        Engines.Run c = run(12, StorageLayout.COLUMN, 0.0002);
        assertNotEquals(a.result(), c.result());
    }

    @Test
    void paxReadsLikeRowsButSkipsTheRowWalk() {
        Engines.Run row = run(3, StorageLayout.ROW, 0.1);
        Engines.Run pax = run(3, StorageLayout.PAX, 0.1);
        assertEquals(row.result().bytesRead(), pax.result().bytesRead());
        assertEquals(row.seeks(), pax.seeks());
        // Row: (16 + 4) ns a tuple + 3 ns a match; PAX: 4 ns a tuple + 16 × 3 ns a match.
        double tuples = LINEITEM.tuples();
        double diff = (row.result().cpuNanos() - pax.result().cpuNanos()) / tuples;
        assertEquals(16 + 0.1 * (3 - 16 * 3), diff, 1e-3);
        assertTrue(pax.result().seconds() <= row.result().seconds());
    }
}
