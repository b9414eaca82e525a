package org.storagesim.dbms.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.model.DeviceFigures;
import org.storagesim.dbms.model.P0Prediction;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.dbms.testing.Engines;
import org.storagesim.dbms.testing.SeekAwareDevice;

/** The column scanner on the device P0's model assumes, with no CPU: the model should hold. */
class ColumnScanModelTest {
    private static final TableSchema LINEITEM = TpchTables.lineitem().withTuples(1_000_000);
    private static final double B = 80e6;
    private static final double L = 4.5e-3;

    /** Equation 3 assumes columns of equal width. */
    private static final TableSchema UNIFORM = new TableSchema("uniform",
            java.util.stream.IntStream.range(0, 16).mapToObj(i -> new org.storagesim.dbms.schema.Column("c" + i, 8))
                    .toList(), 1_000_000);

    private static Engines.Run run(StorageLayout layout, int k, int depth) {
        return run(LINEITEM, layout, k, depth);
    }

    private static Engines.Run run(TableSchema table, StorageLayout layout, int k, int depth) {
        Simulation sim = new Simulation();
        SeekAwareDevice disk = new SeekAwareDevice(sim, 8L << 30, Math.round(L * 1e9), B);
        ScanSpec spec = ScanSpec.p0(layout, k, 0.1).withReadAheadUnits(depth);
        return Engines.runAlone(sim, disk, table, spec, CpuCosts.free(), Ext2Geometry.fresh(), 7);
    }

    @Test
    void columnTimeMatchesEquationTwoForEveryK() {
        P0Prediction model = new P0Prediction(LINEITEM, 4096, false, 128 * 1024, 4, new DeviceFigures(B, L));
        for (int k : new int[] {1, 4, 8, 16}) {
            Engines.Run r = run(StorageLayout.COLUMN, k, 4);
            double predicted = model.columnSeconds(k);
            assertEquals(predicted, r.result().seconds(), predicted * 0.05, "k=" + k);
        }
    }

    @Test
    void seeksPerColumnFollowTheReadAheadWindow() {
        P0Prediction model = new P0Prediction(LINEITEM, 4096, false, 128 * 1024, 4, new DeviceFigures(B, L));
        Engines.Run r = run(StorageLayout.COLUMN, 16, 4);
        // At s = 10 % every unit of every column holds a qualifying tuple, so β·k windows are read.
        double expected = model.beta(16) * 16;
        assertEquals(expected, r.seeks(), expected * 0.05);
    }

    @Test
    void crossoverOnTheDiskLikeDeviceIsWhereTheModelPutsIt() {
        int depth = 4;
        P0Prediction model = new P0Prediction(UNIFORM, 4096, false, 128 * 1024, depth, new DeviceFigures(B, L));
        double rowSeconds = run(UNIFORM, StorageLayout.ROW, 16, depth).result().seconds();
        int measured = 17;
        for (int k = 1; k <= 16; k++) {
            if (run(UNIFORM, StorageLayout.COLUMN, k, depth).result().seconds() >= rowSeconds) {
                measured = k;
                break;
            }
        }
        double predicted = model.crossoverK();
        assertTrue(predicted < 16, "the model predicts a crossover on this disk: " + predicted);
        assertEquals(predicted, measured, 1.5, "measured crossover k=" + measured);
    }

    @Test
    void cpuBoundColumnsCrossOverWhereEquationFiveBoundsIt() {
        // A seek-free 700 MB/s device (PCIe flash class), s = 100 %: reconstruction CPU, not seeks,
        // makes the row layout win at high k (P0 section 5.3.2). The engine overlaps that CPU with
        // I/O, which equation 5 does not, so the simulated crossover lies between equation 5 and
        // the fully overlapped bound R / (s·γ·B·C).
        double bandwidth = 700e6;
        CpuCosts costs = CpuCosts.defaults();
        int measured = 17;
        Simulation rowSim = new Simulation();
        double rowSeconds = Engines.runAlone(rowSim, new SeekAwareDevice(rowSim, 8L << 30, 0, bandwidth), UNIFORM,
                ScanSpec.p0(StorageLayout.ROW, 16, 1.0), costs, Ext2Geometry.fresh(), 7).result().seconds();
        for (int k = 1; k <= 16; k++) {
            Simulation sim = new Simulation();
            double t = Engines.runAlone(sim, new SeekAwareDevice(sim, 8L << 30, 0, bandwidth), UNIFORM,
                    ScanSpec.p0(StorageLayout.COLUMN, k, 1.0), costs, Ext2Geometry.fresh(), 7).result().seconds();
            if (t >= rowSeconds) {
                measured = k;
                break;
            }
        }
        P0Prediction model = new P0Prediction(UNIFORM, 4096, false, 128 * 1024, 48, new DeviceFigures(bandwidth, 0));
        double gamma = model.gamma(costs);
        assertEquals(20e-9 / 8, gamma, 1e-15);
        double equationFive = model.crossoverKWithCpu(1.0, gamma);
        double overlapped = model.relationBytes() / (gamma * bandwidth * model.meanColumnBytes(16));
        assertTrue(measured >= Math.floor(equationFive) && measured <= Math.ceil(overlapped) + 1,
                "measured " + measured + ", equation 5 " + equationFive + ", overlapped bound " + overlapped);
    }
}
