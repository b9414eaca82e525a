package org.storagesim.dbms.experiments;

import java.util.List;
import org.storagesim.dbms.model.P0Prediction;

/**
 * Row and column layouts of one table on one device against the number of projected columns.
 * The row layout reads the same bytes whatever k is, so it is simulated once, at full projection.
 *
 * @param device   device name
 * @param row      the row-layout query projecting every column
 * @param columns  the column-layout query for k = 1..n (index k − 1)
 * @param model    P0's model for this table, engine setting and device
 */
public record ProjectivitySweep(String device, ScanPoint row, List<ScanPoint> columns, P0Prediction model) {
    /** The smallest k at which the column layout is no faster than the row layout, or 0 if none. */
    public int crossoverK() {
        for (ScanPoint c : columns) {
            if (c.seconds() >= row.seconds()) {
                return c.projected();
            }
        }
        return 0;
    }

    /** The crossover as a fraction of the tuple's attributes (0 if none). */
    public double crossoverProjectivity() {
        return (double) crossoverK() / columns.size();
    }

    /**
     * The crossover as a share of the tuple's bytes (0 if none): P0 states it as "90 % of the tuple
     * projected", and with columns of unequal width (LINEITEM's last attribute holds 43 % of the
     * tuple) that share and k / n differ. Between k − 1 and k the column time is taken to grow
     * linearly with the bytes of column k that are projected.
     */
    public double crossoverByteShare() {
        int k = crossoverK();
        if (k == 0) {
            return 0;
        }
        double before = k == 1 ? 0 : column(k - 1).seconds();
        double after = column(k).seconds();
        double part = after > before ? Math.max(0, Math.min(1, (row.seconds() - before) / (after - before))) : 1;
        double bytesBefore = k == 1 ? 0 : model.meanColumnBytes(k - 1) * (k - 1);
        double bytesAt = model.meanColumnBytes(k) * k;
        return (bytesBefore + part * (bytesAt - bytesBefore)) / (model.meanColumnBytes(columns.size()) * columns.size());
    }

    public ScanPoint column(int k) {
        return columns.get(k - 1);
    }
}
