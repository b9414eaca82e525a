package org.storagesim.dbms.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.dbms.model.DeviceFigures;
import org.storagesim.dbms.model.P0Prediction;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.Column;
import org.storagesim.dbms.schema.TableSchema;

class ProjectivitySweepTest {
    // A 1-byte and a 4-byte attribute on exact pages: 10 and 40 pages of 4 KiB, so the second
    // column holds 80 % of the relation's bytes.
    private static final TableSchema TABLE = new TableSchema("t",
            List.of(new Column("narrow", 1), new Column("wide", 4)), 4096 * 10);
    private static final P0Prediction MODEL = new P0Prediction(TABLE, ScanSpec.P0_PAGE, false, ScanSpec.P0_UNIT, 48,
            new DeviceFigures(80e6, 0.004));

    private static ScanPoint point(int k, double seconds) {
        return new ScanPoint(k, new ScanResult((long) (seconds * 1e9), 0, 0, 0, 0), 0, 0, 0);
    }

    @Test
    void crossoverInBytesInterpolatesWithinTheColumnThatTipsTheBalance() {
        // Row 10 s; columns 2 s at k = 1 and 12 s at k = 2: the lines meet 80 % of the way through
        // the second column's bytes, i.e. at 10 + 0.8 * 40 = 42 of 50 pages.
        ProjectivitySweep sweep = new ProjectivitySweep("d", point(2, 10), List.of(point(1, 2), point(2, 12)), MODEL);
        assertEquals(2, sweep.crossoverK());
        assertEquals(42.0 / 50, sweep.crossoverByteShare(), 1e-9);
    }

    @Test
    void noCrossoverHasNoByteShare() {
        ProjectivitySweep sweep = new ProjectivitySweep("d", point(2, 20), List.of(point(1, 2), point(2, 12)), MODEL);
        assertEquals(0, sweep.crossoverByteShare());
    }
}
