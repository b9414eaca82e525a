package org.storagesim.dbms.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.Engines;
import org.storagesim.dbms.testing.SeekAwareDevice;

class RowScanTest {
    private static final TableSchema ORDERS_2M = TpchTables.orders().withTuples(2_000_000);

    @Test
    void rowScanOfRBytesAtBandwidthBTakesRoverB() {
        double bandwidth = 80e6;
        Simulation sim = new Simulation();
        SeekAwareDevice disk = new SeekAwareDevice(sim, 4L << 30, 4_500_000, bandwidth);
        ScanSpec spec = ScanSpec.p0(StorageLayout.ROW, 7, 0.1);
        Engines.Run run = Engines.runAlone(sim, disk, ORDERS_2M, spec, CpuCosts.free(), Ext2Geometry.fresh(), 1);
        long r = new StoredTable(ORDERS_2M, StorageLayout.ROW, spec.pageBytes(), false).totalBytes();
        assertEquals(r, run.result().bytesRead());
        // Equation 1 plus the seeks the file's group crossings cost (each one latency l).
        double expected = r / bandwidth + run.seeks() * 4.5e-3;
        assertEquals(expected, run.result().seconds(), expected * 0.005);
        // 64 MB crosses no more than one 128 MiB block group.
        assertTrue(run.seeks() <= 2, "seeks " + run.seeks());
    }

    @Test
    void cpuBoundScanTakesItsCpuTimeAndIoBoundScanWaits() {
        CpuCosts heavy = new CpuCosts(4, 400, 20, 3, 3, 5, 2, 6000);
        Simulation fast = new Simulation();
        Engines.Run cpuBound = Engines.runAlone(fast, new SeekAwareDevice(fast, 4L << 30, 100_000, 700e6), ORDERS_2M,
                ScanSpec.p0(StorageLayout.ROW, 7, 0.1), heavy, Ext2Geometry.fresh(), 1);
        // 2 M tuples × ~405 ns ≈ 0.81 s of CPU against 0.09 s of I/O: CPU-bound.
        assertTrue(cpuBound.result().cpuShare() > 0.95, "cpu share " + cpuBound.result().cpuShare());
        assertTrue(cpuBound.result().ioWaitShare() < 0.05);

        Simulation slow = new Simulation();
        Engines.Run ioBound = Engines.runAlone(slow, new SeekAwareDevice(slow, 4L << 30, 4_500_000, 25e6), ORDERS_2M,
                ScanSpec.p0(StorageLayout.ROW, 7, 0.1), CpuCosts.defaults(), Ext2Geometry.fresh(), 1);
        assertTrue(ioBound.result().cpuShare() < 0.05, "cpu share " + ioBound.result().cpuShare());
        assertTrue(ioBound.result().ioWaitShare() > 0.9);
        // CPU share is exactly the charged CPU over elapsed time.
        double cpuSeconds = ioBound.result().cpuNanos() / 1e9;
        double perTuple = (16 + 4) * 2e6 + 0.1 * 2e6 * 3; // one copy per qualifying row
        double perRequest = ioBound.result().requests() * 6000;
        assertEquals((perTuple + perRequest) / 1e9, cpuSeconds, 1e-6);
    }
}
