package org.storagesim.dbms.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.dbms.index.IndexScanSpec;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.TestDevices;

/**
 * The experiment library on stand-in devices at a tenth of P0's scale: shapes that follow from
 * the devices' B and l through P0's model, not the paper's device-dependent numbers.
 */
class P0ExperimentsTest {
    private static final TableSchema LINEITEM = TpchTables.lineitem().withTuples(6_000_000);
    private final P0Experiments p0 = new P0Experiments(TestDevices.SUPPLIER, 42);

    @Test
    void probeMeasuresTheStandInDevices() {
        assertEquals(80e6, p0.figures("disk").bandwidth(), 80e6 * 0.02);
        assertEquals(4.5e-3, p0.figures("disk").latency(), 0.1e-3);
        assertEquals(0.1e-3 + 4096 / 250e6, p0.figures("ssd").latency(), 1e-6);
    }

    @Test
    void diskCrossesOverAndTheFlashStandInDoesNot() {
        ProjectivitySweep disk = p0.projectivity("disk", LINEITEM, 0.1, 48, false);
        ProjectivitySweep ssd = p0.projectivity("ssd", LINEITEM, 0.1, 48, false);
        // Row time follows equation 1 on both.
        assertEquals(disk.row().modelSeconds(), disk.row().seconds(), disk.row().modelSeconds() * 0.05);
        assertEquals(ssd.row().modelSeconds(), ssd.row().seconds(), ssd.row().modelSeconds() * 0.05);
        // Each column point follows equation 2 within 10 %.
        for (ScanPoint c : disk.columns()) {
            assertEquals(c.modelSeconds(), c.seconds(), c.modelSeconds() * 0.10, "disk k=" + c.projected());
        }
        assertTrue(disk.crossoverK() > 0, "the disk stand-in should cross over");
        assertEquals(0, ssd.crossoverK(), "no crossover on the flash stand-in");
        assertTrue(ssd.model().crossoverK() >= 16 * 0.95, "model: k = " + ssd.model().crossoverK());
        // Column seeks at full projection far exceed those at 2 columns (P0: 867 vs 83).
        assertTrue(disk.column(16).seeks() > 5 * disk.column(2).seeks());
    }

    @Test
    void smallerReadAheadMeansMoreSeeksAndHurtsOnlyTheDisk() {
        TableSchema orders = TpchTables.orders().withTuples(6_000_000);
        ScanPoint bigDisk = p0.projectivity("disk", orders, 0.1, 48, false).column(7);
        ScanPoint smallDisk = p0.projectivity("disk", orders, 0.1, 2, false).column(7);
        assertTrue(smallDisk.seeks() > 10 * bigDisk.seeks(), smallDisk.seeks() + " vs " + bigDisk.seeks());
        assertTrue(smallDisk.seconds() > 1.5 * bigDisk.seconds());
        ScanPoint bigSsd = p0.projectivity("ssd", orders, 0.1, 48, false).column(7);
        ScanPoint smallSsd = p0.projectivity("ssd", orders, 0.1, 2, false).column(7);
        assertEquals(bigSsd.seconds(), smallSsd.seconds(), bigSsd.seconds() * 0.10);
    }

    @Test
    void compressionCutsTheIoBoundRowScan() {
        TableSchema orders = TpchTables.orders().withTuples(6_000_000);
        double plain = p0.projectivity("ssd", orders, 0.1, 48, false).row().seconds();
        double packed = p0.projectivity("ssd", orders, 0.1, 48, true).row().seconds();
        // I/O-bound: time scales with bytes, 12/32 of them.
        assertEquals(12.0 / 32, packed / plain, 0.05);
    }

    @Test
    void columnCpuShareGrowsWithSelectivityWhileRowsStayFlat() {
        double[] s = {0.001, 0.01, 0.1, 1.0};
        List<ScanPoint> rows = p0.selectivity("ssd", LINEITEM, StorageLayout.ROW, 16, s);
        List<ScanPoint> cols = p0.selectivity("ssd", LINEITEM, StorageLayout.COLUMN, 16, s);
        double rowSpread = rows.get(3).result().cpuShare() - rows.get(0).result().cpuShare();
        assertTrue(rowSpread < 0.05, "row CPU share varies by " + rowSpread);
        assertTrue(cols.get(3).result().cpuShare() > 3 * cols.get(0).result().cpuShare());
    }

    @Test
    void concurrentScansSlowTheSelectMoreOnTheDisk() {
        List<ConcurrencyPoint> ssd = p0.concurrency("ssd", 2);
        List<ConcurrencyPoint> disk = p0.concurrency("disk", 2);
        assertEquals(1.0, ssd.get(0).slowdown(), 1e-12);
        // Sharing bandwidth halves each query's share on the flash stand-in.
        assertEquals(2.0, ssd.get(1).slowdown(), 0.2);
        assertTrue(disk.get(1).slowdown() > ssd.get(1).slowdown(), disk.get(1) + " vs " + ssd.get(1));
        assertTrue(disk.get(1).seeks() > 10 * Math.max(1, disk.get(0).seeks()));
    }

    @Test
    void indexOnFlashBesideDataOnDiskHelpsAtHigherSelectivity() {
        ScanResult allDisk = p0.indexScan("disk", "disk", IndexScanSpec.p0(0.001, true));
        ScanResult split = p0.indexScan("ssd", "disk", IndexScanSpec.p0(0.001, true));
        assertTrue(split.seconds() < allDisk.seconds(), split.seconds() + " vs " + allDisk.seconds());
    }
}
