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

    public ScanPoint column(int k) {
        return columns.get(k - 1);
    }
}
