package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;

/** The cast-based fraction must give exactly the double that {@code x - Math.floor(x)} gives. */
class AngleArithmeticProperties {
    @Property(tries = 2000)
    void fractionEqualsTheFloorDefinition(@ForAll @DoubleRange(min = -1e9, max = 1e12) double x) {
        assertEquals(Double.doubleToLongBits(x - Math.floor(x)), Double.doubleToLongBits(DiskLayout.fraction(x)));
    }

    @Property(tries = 500)
    void fractionOfSmallAnglesEqualsTheFloorDefinition(@ForAll @DoubleRange(min = -1, max = 1) double x) {
        assertEquals(Double.doubleToLongBits(x - Math.floor(x)), Double.doubleToLongBits(DiskLayout.fraction(x)));
    }
}
