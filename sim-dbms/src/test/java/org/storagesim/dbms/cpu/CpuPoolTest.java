package org.storagesim.dbms.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;

class CpuPoolTest {
    @Test
    void burstsQueueForFreeCoresInArrivalOrder() {
        Simulation sim = new Simulation();
        CpuPool pool = new CpuPool(sim, 2);
        long[] done = new long[3];
        int[] ids = new int[3];
        for (int i = 0; i < 3; i++) {
            int me = i;
            ids[i] = pool.register(() -> done[me] = sim.now());
        }
        pool.run(ids[0], 100);
        pool.run(ids[1], 50);
        pool.run(ids[2], 30); // waits for the first core to free up (at 50)
        sim.run();
        assertEquals(100, done[0]);
        assertEquals(50, done[1]);
        assertEquals(80, done[2]);
        assertEquals(180, pool.busyNanos());
        assertEquals(30, pool.cpuNanos(ids[2]));
    }
}
