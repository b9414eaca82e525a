package org.storagesim.dbms.model;

import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.schema.TableSchema;

/**
 * P0's model applied to one table, engine setting and device: R and C come from the stored files,
 * B and l from the device, α = 1 (full bandwidth), and β from the engine's read pattern. With two
 * or more columns the device alternates between column files, so each contiguous run the scanner
 * asks of one column costs a seek. A run is one read-ahead window of D units, or, for a column so
 * wide that one unit of the predicate column needs more of its units than a window holds, all of
 * those units (the scanner asks for them back to back). A column of u units thus costs about
 * u / max(D, units per predicate unit) seeks, less one because the first two windows are issued
 * together; a single column is read without seeking.
 */
public final class P0Prediction {
    private final double relationBytes;
    private final double[] columnBytes;
    private final double[] columnRuns;
    private final DeviceFigures device;
    private final StoredTable columnFiles;

    public P0Prediction(TableSchema schema, int pageBytes, boolean compressed, long unitBytes, int readAheadUnits,
                        DeviceFigures device) {
        this.relationBytes = new StoredTable(schema, StorageLayout.ROW, pageBytes, compressed).totalBytes();
        StoredTable columns = new StoredTable(schema, StorageLayout.COLUMN, pageBytes, compressed);
        int n = schema.columnCount();
        this.columnBytes = new double[n];
        this.columnRuns = new double[n];
        long drivingTuples = columns.files().get(0).recordsPerUnit(unitBytes);
        for (int j = 0; j < n; j++) {
            TableFile f = columns.files().get(j);
            columnBytes[j] = f.bytes();
            double perStep = Math.ceil((double) drivingTuples / f.recordsPerUnit(unitBytes));
            // The first two windows go out together, so they form one run.
            columnRuns[j] = Math.max(1, Math.ceil(f.units(unitBytes) / Math.max(readAheadUnits, perStep)) - 1);
        }
        this.device = device;
        this.columnFiles = columns;
    }

    public double relationBytes() {
        return relationBytes;
    }

    /** C: mean size of the first k column files. */
    public double meanColumnBytes(int k) {
        double sum = 0;
        for (int j = 0; j < k; j++) {
            sum += columnBytes[j];
        }
        return sum / k;
    }

    /** β for a projection of k columns. */
    public double beta(int k) {
        if (k == 1) {
            return 0;
        }
        double sum = 0;
        for (int j = 0; j < k; j++) {
            sum += columnRuns[j];
        }
        return sum / k;
    }

    public double rowSeconds() {
        return P0Model.rowSeconds(relationBytes, device.bandwidth());
    }

    public double columnSeconds(int k) {
        return P0Model.columnSeconds(1.0, k, meanColumnBytes(k), device.bandwidth(), beta(k), device.latency());
    }

    /** Equation 3 with C and β of the whole relation; at or beyond the column count means no crossover. */
    public double crossoverK() {
        int n = columnBytes.length;
        return P0Model.crossoverK(relationBytes, 1.0, meanColumnBytes(n), beta(n), device.bandwidth(), device.latency());
    }

    /**
     * γ of equations 4 and 5: CPU seconds per byte of column file for producing a projected value
     * (iterator, decoding), averaged over the non-predicate columns.
     */
    public double gamma(CpuCosts costs) {
        int n = columnFiles.files().size();
        if (n == 1) {
            return 0;
        }
        double sum = 0;
        for (int j = 1; j < n; j++) {
            double decode = columnFiles.compressed()
                    ? costs.decodeNanos(columnFiles.schema().column(j).compression().scheme()) : 0;
            sum += (costs.valueIteratorNanos() + decode) * 1e-9 / columnFiles.files().get(j).recordBytes();
        }
        return sum / (n - 1);
    }

    /** Equation 5 (equation 4 at s = 1) with C of the whole relation, α = 1. */
    public double crossoverKWithCpu(double selectivity, double gamma) {
        int n = columnBytes.length;
        return P0Model.crossoverKWithCpu(relationBytes, 1.0, meanColumnBytes(n), selectivity, gamma, device.bandwidth());
    }

    public DeviceFigures device() {
        return device;
    }
}
