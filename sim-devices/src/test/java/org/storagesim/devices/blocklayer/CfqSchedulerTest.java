package org.storagesim.devices.blocklayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.testing.FakeDevice;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Two processes each scan sequentially, one request at a time, on a device that takes 1 ms per
 * request. What reaches the device shows whose turn it is.
 */
class CfqSchedulerTest {
    private static final long MS = 1_000_000;

    private static FakeDevice run(SchedulerChoice scheduler, long thinkNanos) {
        Simulation sim = new Simulation();
        FakeDevice device = new FakeDevice(sim, "disk", 1L << 34, 1, MS, 0);
        BlockLayer layer = new BlockLayer(sim, "bl", device, scheduler, 512 * 1024, 32, true, true);
        JobSpec scans = JobSpec.builder("scan").rw(RwMode.READ).blockSize(64 * 1024).ioDepth(1).numJobs(2)
                .thinkTime(thinkNanos).size(1L << 34).numberIos(600).build();
        WorkloadRun.run(sim, layer, scans, new RandomStreams(5));
        return device;
    }

    /** Lengths of the runs of consecutive device requests from one stream. */
    private static List<Integer> runs(FakeDevice device) {
        List<Integer> runs = new ArrayList<>();
        int stream = -1;
        for (FakeDevice.Seen s : device.log) {
            if (s.stream != stream) {
                runs.add(0);
                stream = s.stream;
            }
            runs.set(runs.size() - 1, runs.get(runs.size() - 1) + 1);
        }
        return runs;
    }

    @Test
    void noopAlternatesBetweenTheScans() {
        List<Integer> runs = runs(run(SchedulerChoice.noop(), 0));
        assertTrue(runs.stream().allMatch(r -> r == 1), runs.toString());
    }

    @Test
    void cfqServesOneScanForItsWholeSliceWhileTheOtherWaits() {
        FakeDevice device = run(SchedulerChoice.cfq(CfqConfig.defaults()), 0);
        List<Integer> runs = runs(device);
        // A 100 ms slice that starts when the first request of the turn completes (after 1 ms), at
        // 1 ms per request: 101 requests per turn; the last turns are what is left of 600 each.
        for (int r : runs.subList(0, runs.size() - 2)) {
            assertEquals(101, r, runs.toString());
        }
        assertEquals(1200, runs.stream().mapToInt(Integer::intValue).sum());
        // Meanwhile the other scan waits a whole turn: 101 requests of the other plus its own last
        // one. The last handover also waits out the 8 ms idle window of a scan that has finished
        // (95 requests of its last turn, 1 ms for the last to complete, then 8 ms idle).
        List<Long> waits = new ArrayList<>();
        long[] lastStart = {-1, -1};
        for (FakeDevice.Seen s : device.log) {
            if (lastStart[s.stream] >= 0 && s.started - lastStart[s.stream] > MS) {
                waits.add(s.started - lastStart[s.stream]);
            }
            lastStart[s.stream] = s.started;
        }
        assertEquals(10, waits.size(), waits.toString());
        assertTrue(waits.subList(0, 9).stream().allMatch(w -> w == 102 * MS), waits.toString());
        assertEquals((95 + 1 + 8) * MS, waits.get(9));
    }

    @Test
    void cfqIdlesForAThinkingScanSoItsRunIsNotBrokenUp() {
        // Each scan thinks 2 ms between requests, within CFQ's 8 ms idle window: the disk waits for it.
        List<Integer> idling = runs(run(SchedulerChoice.cfq(CfqConfig.defaults()), 2 * MS));
        // 100 ms slice, 3 ms per request cycle: 34 requests per turn.
        assertEquals(34, idling.get(0), idling.toString());
        assertTrue(idling.subList(0, idling.size() - 2).stream().allMatch(r -> r == 34), idling.toString());

        // Without idling the other scan takes the disk whenever the active one is thinking.
        CfqConfig noIdle = new CfqConfig(null, null, new SimDuration(0), null, null, null);
        List<Integer> eager = runs(run(SchedulerChoice.cfq(noIdle), 2 * MS));
        assertTrue(eager.stream().allMatch(r -> r == 1), eager.toString());
    }
}
