package org.storagesim.dbms.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.blocklayer.BlockLayer;
import org.storagesim.devices.blocklayer.CfqConfig;
import org.storagesim.devices.blocklayer.SchedulerChoice;
import org.storagesim.dbms.testing.TestDevices;

/**
 * P0-8 on a device that does not seek (the flash stand-in) behind NOOP and behind CFQ. Both share
 * the device out evenly, NOOP request by request and CFQ in 100 ms slices, so the select's time
 * may differ between them by at most the slice it ends in: it started first in CFQ's round and
 * finishes inside one of its own slices, having had that slice while each of the n − 1 others
 * waited (P0: NOOP and CFQ within 3 % on flash, over runs of tens of seconds).
 */
class ConcurrencySchedulerTest {
    private static final long SLICE_NANOS = CfqConfig.defaults().sliceSync().nanos();
    private static final long TUPLES = 6_000_000;

    private static BlockDevice behind(String scheduler, Simulation sim, RandomStreams streams) {
        SchedulerChoice choice = scheduler.equals("cfq") ? SchedulerChoice.cfq(CfqConfig.defaults()) : SchedulerChoice.noop();
        return new BlockLayer(sim, "ssd-" + scheduler, TestDevices.create("ssd", sim, streams), choice, 512 * 1024, 32,
                true, true);
    }

    @Test
    void cfqAndNoopDifferByAtMostTheSelectsLastSlice() {
        P0Experiments p0 = new P0Experiments((name, sim, streams) -> behind(name, sim, streams), 42);
        int[] counts = {1, 2, 4};
        List<ConcurrencyPoint> noop = p0.concurrency("noop", counts, TUPLES);
        List<ConcurrencyPoint> cfq = p0.concurrency("cfq", counts, TUPLES);
        for (int i = 0; i < counts.length; i++) {
            int n = counts[i];
            // Each query's time grows linearly with the number of queries (the device's bandwidth is shared).
            assertEquals(n, noop.get(i).slowdown(), 0.05 * n, "noop, " + n + " queries");
            double gap = noop.get(i).seconds() - cfq.get(i).seconds();
            double bound = (n - 1) * SLICE_NANOS / 1e9;
            assertTrue(Math.abs(gap) <= bound + 0.01 * noop.get(i).seconds(), n + " queries: NOOP " + noop.get(i).seconds()
                    + " s, CFQ " + cfq.get(i).seconds() + " s, bound " + bound + " s");
        }
    }
}
