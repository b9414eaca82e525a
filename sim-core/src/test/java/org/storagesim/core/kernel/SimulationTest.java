package org.storagesim.core.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimulationTest {

    @Test
    void clockAdvancesToEachEventAndHandlersCanScheduleMore() {
        Simulation sim = new Simulation();
        List<Long> seen = new ArrayList<>();
        EventHandler h = new EventHandler() {
            @Override
            public void handle(long arg) {
                seen.add(sim.now());
                if (arg < 3) {
                    sim.schedule(10, this, arg + 1);
                }
            }
        };
        sim.schedule(5, h, 0);
        sim.run();
        assertEquals(List.of(5L, 15L, 25L, 35L), seen);
        assertEquals(4, sim.eventsExecuted());
    }

    @Test
    void runUntilStopsAtTheLimitAndSetsTheClock() {
        Simulation sim = new Simulation();
        List<Long> seen = new ArrayList<>();
        EventHandler h = arg -> seen.add(arg);
        sim.schedule(100, h, 1);
        sim.schedule(200, h, 2);
        sim.runUntil(150);
        assertEquals(List.of(1L), seen);
        assertEquals(150, sim.now());
        sim.run();
        assertEquals(List.of(1L, 2L), seen);
    }

    @Test
    void runEventsAndStopBoundTheLoop() {
        Simulation sim = new Simulation();
        int[] count = {0};
        EventHandler h = new EventHandler() {
            @Override
            public void handle(long arg) {
                if (++count[0] == 7) {
                    sim.stop();
                }
                sim.schedule(1, this, 0);
            }
        };
        sim.schedule(0, h, 0);
        sim.runEvents(3);
        assertEquals(3, count[0]);
        sim.run();
        assertEquals(7, count[0]);
    }

    @Test
    void cancelledEventsDoNotRun() {
        Simulation sim = new Simulation();
        List<Long> seen = new ArrayList<>();
        long handle = sim.schedule(10, seen::add, 1);
        sim.schedule(20, seen::add, 2);
        assertEquals(true, sim.cancel(handle));
        assertEquals(false, sim.cancel(handle));
        sim.run();
        assertEquals(List.of(2L), seen);
    }

    @Test
    void refusesThePast() {
        Simulation sim = new Simulation();
        sim.schedule(10, arg -> { }, 0);
        sim.run();
        assertThrows(IllegalArgumentException.class, () -> sim.scheduleAt(5, arg -> { }, 0));
        assertThrows(IllegalArgumentException.class, () -> sim.schedule(-1, arg -> { }, 0));
    }

    @Test
    void refusesTimesPastTheHorizonInsteadOfWrappingIntoThePast() {
        Simulation sim = new Simulation();
        long year = 31_557_600_000_000_000L; // 365.25 days in ns
        sim.scheduleAt(Simulation.HORIZON_NANOS, arg -> { }, 0); // the last time an event may be at
        sim.schedule(100 * year, arg -> { }, 0);
        sim.runEvents(1);
        assertEquals(100 * year, sim.now());
        // 100 more years would be 200 in all: past 2^62 ns (146 years), though a long holds 292.
        TimeLimitException e = assertThrows(TimeLimitException.class, () -> sim.schedule(100 * year, arg -> { }, 0));
        assertEquals("an event 3155760000000000000 ns after 3155760000000000000 ns would pass the simulated-time limit"
                + " of 4611686018427387904 ns (146 years)", e.getMessage());
        assertThrows(TimeLimitException.class, () -> sim.scheduleAt(Simulation.HORIZON_NANOS + 1, arg -> { }, 0));
        assertThrows(TimeLimitException.class, () -> sim.schedule(Long.MAX_VALUE, arg -> { }, 0));
    }
}
