package org.storagesim.dbms.scan;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.dbms.layout.TableFile;

class SelectionTest {
    private static final long UNIT = 128 * 1024;

    @Test
    void touchedUnitsFollowTheChanceAUnitHoldsAMatch() {
        long tuples = 20_000_000;
        // Widest column 65 B: 63 values a page, 2016 a unit; that is the granule.
        TableFile wide = new TableFile("wide", 65, 4096, tuples);
        TableFile narrow = new TableFile("narrow", 4, 4096, tuples);
        for (double s : new double[] {0.0001, 0.0005, 0.002}) {
            Selection sel = new Selection(tuples, wide.recordsPerUnit(UNIT), s, new RandomStreams(9).stream("sel"));
            int units = wide.units(UNIT);
            double p = 1 - Math.pow(1 - s, 2016);
            double sd = Math.sqrt(units * p * (1 - p));
            assertEquals(units * p, sel.touchedUnits(wide, UNIT).length, 4 * sd + 1, "wide, s=" + s);
            // A narrow unit holds 32768 tuples, about 16.25 granules: touched if any of those is.
            double q = 1 - Math.pow(1 - p, 32768.0 / 2016);
            int nUnits = narrow.units(UNIT);
            double nsd = Math.sqrt(nUnits * q * (1 - q));
            assertEquals(nUnits * q, sel.touchedUnits(narrow, UNIT).length, 4 * nsd + 0.05 * nUnits, "narrow, s=" + s);
        }
    }

    @Test
    void fullSelectivityTouchesEveryUnit() {
        TableFile f = new TableFile("f", 8, 4096, 1_000_000);
        Selection sel = new Selection(1_000_000, 512, 1.0, new RandomStreams(9).stream("sel"));
        assertEquals(f.units(UNIT), sel.touchedUnits(f, UNIT).length);
    }
}
