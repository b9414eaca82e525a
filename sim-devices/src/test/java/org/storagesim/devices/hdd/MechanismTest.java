package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.InvalidConfigException;

/** The mechanism against cases worked out by hand. */
class MechanismTest {
    private static final double RPM = 7200; // one turn = 8,333,333.3 ns
    private static final double TURN = 60e9 / RPM;

    private static HddZone zone(int first, int last, int bpt, double trackSkew, double cylSkew, int spares, List<Long> slips) {
        return new HddZone(first, last, bpt, 0, 0, trackSkew, cylSkew, spares, slips, List.of());
    }

    private static Mechanism mechanism(DiskLayout layout, double headSwitchMs) {
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(10.0, 4.0), List.of(100.0, 10.0)), null, null, null);
        return new Mechanism(layout, SeekModel.of(seek, 200), RPM, Math.round(headSwitchMs * 1e6), 0, 1_000_000);
    }

    @Test
    void seekCurveIsInterpolatedBetweenMeasuredDistances() {
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(10.0, 4.0), List.of(100.0, 10.0)), null, null, null);
        SeekModel m = SeekModel.of(seek, 200);
        assertEquals(0, m.nanos(0));
        assertEquals(1_000_000, m.nanos(1));
        assertEquals(2_000_000, m.nanos(4));          // 1 + (4-1)/(10-1) * 3 ms
        assertEquals(7_000_000, m.nanos(55));         // 4 + (55-10)/(100-10) * 6 ms
        assertEquals(10_000_000, m.nanos(150));       // beyond the last point: full stroke
    }

    @Test
    void hplFormulaWithFirstTenSeekTimes() {
        // hp_c2247a: 3.81 + 0.33 sqrt(d) below 300 cylinders, 7.75 + 0.0059 d from there.
        HddSeek seek = new HddSeek(null, List.of(300.0, 3.81, 0.33, 7.75, 0.0059, -1.0),
                List.of(2.89, 3.68, 3.81, 3.98, 4.27, 4.65, 4.52, 4.65, 4.82, 4.99), 0.2);
        SeekModel m = SeekModel.of(seek, 2051);
        assertEquals(2_890_000, m.nanos(1));
        assertEquals(4_990_000, m.nanos(10));
        assertEquals(7_110_000, m.nanos(100));
        assertEquals(10_110_000, m.nanos(400));
    }

    @Test
    void anHplFormulaOrFirstTenTimesThatGoBelowZeroAreRefused() {
        // a = -30.81 (not 3.81): -30.81 + 0.33 sqrt(11) = -29.716 ms, the first distance past the ten.
        HddSeek formula = new HddSeek(null, List.of(300.0, -30.81, 0.33, 7.75, 0.0059, -1.0),
                List.of(2.89, 3.68, 3.81, 3.98, 4.27, 4.65, 4.52, 4.65, 4.82, 4.99), 0.2);
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> SeekModel.of(formula, 2051));
        assertEquals(List.of("seek", "hpl"), e.path());
        assertEquals("gives a seek of 11 cylinders -29.716 ms; allowed: times from 0 to 86400000 ms (a day) at every distance up to 2050",
                e.getMessage());
        HddSeek eleven = new HddSeek(null, List.of(300.0, 3.81, 0.33, 7.75, 0.0059, -1.0),
                List.of(2.89, 3.68, 3.81, 3.98, 4.27, 4.65, 4.52, 4.65, 4.82, 4.99, 5.1), 0.2);
        e = assertThrows(InvalidConfigException.class, () -> SeekModel.of(eleven, 2051));
        assertEquals(List.of("seek", "first_ten"), e.path());
    }

    @Test
    void aFullTrackTakesOneTurn() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        Mechanism m = mechanism(layout, 0.5);
        int moved = m.transfer(0, 100, 0, 0, false, -1);
        assertEquals(100, moved);
        assertEquals(TURN, m.lastEnd(), 2);
    }

    @Test
    void rotationalWaitFollowsFromWhereTheHeadLands() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        Mechanism m = mechanism(layout, 0.5);
        // Sector 50 of the first track starts half a turn after the index.
        assertEquals(TURN / 2, m.positioningNanos(50, 0, false), 2);
        // Arriving a quarter turn late for sector 0 costs three quarters of a turn.
        assertEquals(TURN * 0.75, m.rotationalWait(Math.round(TURN / 4), 0.0), 2);
    }

    @Test
    void trackSwitchWithinTheSkewLosesOnlyTheSkew() {
        // Track skew of 10 sectors = 0.1 turn = 0.833 ms; a 0.5 ms head switch fits inside it.
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        PhysicalSector p = new PhysicalSector();
        layout.locate(100, p);
        assertEquals(0, p.cylinder);
        assertEquals(1, p.head);
        assertEquals(0, p.sector);
        assertEquals(0.1, p.angle(), 1e-12);
        Mechanism m = mechanism(layout, 0.5);
        m.transfer(0, 200, 0, 0, false, -1);
        assertEquals(2.1 * TURN, m.lastEnd(), 3);
    }

    @Test
    void trackSwitchSlowerThanTheSkewMissesATurn() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        Mechanism m = mechanism(layout, 1.0); // 1 ms > 0.833 ms of skew
        m.transfer(0, 200, 0, 0, false, -1);
        assertEquals(3.1 * TURN, m.lastEnd(), 3);
    }

    @Test
    void turningFromWritingToReadingTheSameCylinderCostsTheJog() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        Mechanism m = mechanism(layout, 0.5);
        // Sectors 0..9 written from 0 to 0.1 turn. Reading sector 30 of the same track then needs
        // the 1 ms jog to the read element's radius before a wait to 0.3 turn.
        m.transfer(0, 10, 0, 0, true, -1);
        long written = m.lastEnd();
        assertEquals(TURN / 10, written, 2);
        assertEquals(1_000_000, m.switchNanos(0, 0, false));
        assertEquals(0.3 * TURN - written, m.positioningNanos(30, written, false), 2);
        // Sector 10 passes at 0.1 turn, during the jog: a turn is lost.
        assertEquals(TURN, m.positioningNanos(10, written, false), 2);
        // On the other surface the jog and the 0.5 ms head switch overlap; writing on needs neither.
        assertEquals(1_000_000, m.switchNanos(0, 1, false));
        assertEquals(0, m.switchNanos(0, 0, true));
        assertEquals(500_000, m.switchNanos(0, 1, true));
        // Once reading, further reads of the cylinder need no jog, and writing needs it again.
        m.transfer(30, 1, written, 0, false, -1);
        assertEquals(0, m.switchNanos(0, 0, false));
        assertEquals(1_000_000, m.switchNanos(0, 0, true));
    }

    @Test
    void aFreshMechanismIsAlignedForWhicheverElementItUsesFirst() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        Mechanism m = mechanism(layout, 0.5);
        assertEquals(0, m.switchNanos(0, 0, false));
        assertEquals(0, m.switchNanos(0, 0, true));
    }

    @Test
    void cylinderSwitchAddsTheCylinderSkew() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false, List.of(zone(0, 9, 100, 10, 20, 0, List.of())));
        PhysicalSector p = new PhysicalSector();
        layout.locate(200, p);
        assertEquals(1, p.cylinder);
        assertEquals(0, p.head);
        // One track switch on cylinder 0 plus the cylinder skew: (10 + 20) / 100 of a turn.
        assertEquals(0.3, p.angle(), 1e-12);
    }

    @Test
    void zoneBoundaryStartsTheNextZonesGeometry() {
        DiskLayout layout = new DiskLayout(2, SparingScheme.NONE, 1, false,
                List.of(zone(0, 1, 10, 0, 0, 0, List.of()), zone(2, 4, 8, 0, 0, 0, List.of())));
        assertEquals(2 * 2 * 10 + 3 * 2 * 8, layout.blocks());
        PhysicalSector p = new PhysicalSector();
        layout.locate(39, p);
        assertEquals(1, p.cylinder);
        assertEquals(1, p.head);
        assertEquals(9, p.sector);
        assertEquals(10, p.blocksPerTrack);
        layout.locate(40, p);
        assertEquals(1, p.zone);
        assertEquals(2, p.cylinder);
        assertEquals(0, p.head);
        assertEquals(0, p.sector);
        assertEquals(8, p.blocksPerTrack);
    }

    @Test
    void slippedSectorIsSkippedAndSparesAbsorbIt() {
        DiskLayout layout = new DiskLayout(1, SparingScheme.SECTORS_PER_ZONE, 1, false,
                List.of(zone(0, 1, 10, 0, 0, 2, List.of(5L))));
        assertEquals(18, layout.blocks());
        PhysicalSector p = new PhysicalSector();
        layout.locate(4, p);
        assertEquals(4, p.sector);
        assertEquals(1, p.run);    // the next physical sector is the slipped one
        layout.locate(5, p);
        assertEquals(6, p.sector);
        layout.locate(13, p);      // physical slot 14: cylinder 1, sector 4
        assertEquals(1, p.cylinder);
        assertEquals(4, p.sector);
    }

    @Test
    void serpentineOddCylindersRunFromTheLastSurface() {
        DiskLayout layout = new DiskLayout(3, SparingScheme.NONE, 1, true, List.of(zone(0, 3, 10, 0, 0, 0, List.of())));
        PhysicalSector p = new PhysicalSector();
        layout.locate(30, p);
        assertEquals(1, p.cylinder);
        assertEquals(2, p.head);
    }
}
