package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.Scale;
import org.junit.jupiter.api.Test;

/**
 * The cast-based fraction, ceiling and rounding must give exactly what {@code x - Math.floor(x)},
 * {@code Math.ceil} and {@code Math.round} give.
 */
class AngleArithmeticProperties {
    @Property(tries = 2000)
    void fractionEqualsTheFloorDefinition(@ForAll @DoubleRange(min = -1e9, max = 1e12) double x) {
        assertEquals(Double.doubleToLongBits(x - Math.floor(x)), Double.doubleToLongBits(DiskLayout.fraction(x)));
    }

    @Property(tries = 500)
    void fractionOfSmallAnglesEqualsTheFloorDefinition(@ForAll @DoubleRange(min = -1, max = 1) double x) {
        assertEquals(Double.doubleToLongBits(x - Math.floor(x)), Double.doubleToLongBits(DiskLayout.fraction(x)));
    }

    @Property(tries = 2000)
    void roundEqualsTheLibraryRound(@ForAll @DoubleRange(min = 0, max = 1e13) @Scale(6) double x) {
        assertEquals(Math.round(x), Mechanism.round(x));
        assertEquals(Math.round(x + 0.5), Mechanism.round(x + 0.5));
        assertEquals(Math.round(Math.floor(x) + 0.5), Mechanism.round(Math.floor(x) + 0.5));
    }

    @Test
    void roundKeepsTheLibraryTies() {
        for (double x : new double[] {0, 0.49999999999999994, 0.5, 1.5, 2.5, 4503599627370495.5, 4503599627370497.0}) {
            assertEquals(Math.round(x), Mechanism.round(x), "x = " + x);
        }
    }

    @Property(tries = 2000)
    void ceilEqualsTheLibraryCeil(@ForAll @DoubleRange(min = -0.99, max = 1e13) @Scale(6) double x) {
        assertEquals((long) Math.ceil(x), Mechanism.ceil(x));
        assertEquals((long) Math.ceil(Math.floor(x)), Mechanism.ceil(Math.floor(x)));
    }
}
