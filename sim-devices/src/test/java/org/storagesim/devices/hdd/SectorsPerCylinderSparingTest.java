package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Spare sectors at the end of every cylinder (DiskSim sparing scheme 2), worked out by hand on a
 * zone of 3 cylinders, 2 surfaces, 10 sectors per track, 2 spares per cylinder and one slipped
 * sector at physical slot 3 (cylinder 0, head 0, sector 3).
 */
class SectorsPerCylinderSparingTest {
    private final DiskLayout layout = new DiskLayout(2, SparingScheme.SECTORS_PER_CYLINDER, 1, false,
            List.of(new HddZone(0, 2, 10, 0, 0, 0, 0, 2, List.of(3L), List.of())));
    private final PhysicalSector p = new PhysicalSector();

    @Test
    void everyCylinderLosesItsSpares() {
        assertEquals(3 * (20 - 2), layout.blocks());
    }

    @Test
    void theSlipShiftsOnlyTheRestOfItsCylinder() {
        layout.locate(2, p);
        assertEquals(2, p.sector);
        assertEquals(1, p.run);          // slot 3 is slipped
        layout.locate(3, p);
        assertEquals(4, p.sector);
        layout.locate(17, p);            // slot 18: head 1, sector 8; slot 19 is the cylinder's last spare
        assertEquals(0, p.cylinder);
        assertEquals(1, p.head);
        assertEquals(8, p.sector);
        assertEquals(1, p.run);
        layout.locate(18, p);            // the next cylinder starts unshifted
        assertEquals(1, p.cylinder);
        assertEquals(0, p.head);
        assertEquals(0, p.sector);
    }

    @Test
    void slipsOnEarlierCylindersPushTheFirstSectorOn() {
        layout.locate(9, p);             // cylinder 0, head 1, sector 0: no earlier cylinder
        assertEquals(0.0, p.angle(), 1e-12);
        layout.locate(18, p);            // cylinder 1: one slip before it, one sector of ten on
        assertEquals(0.1, p.angle(), 1e-12);
    }
}
