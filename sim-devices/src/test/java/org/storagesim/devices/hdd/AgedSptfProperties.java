package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.LongRange;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;

/**
 * Aged SPTF against what its rule implies. A command s is served before an older waiting one r
 * only if its positioning time less W times its wait is below r's, so W times the difference of
 * their arrivals is below r's positioning time, which is at most the longest positioning there is
 * (command overhead, full-stroke seek, head switch and a revolution: 0.2 + 16 + 0.8 + 8.33 ms on
 * this drive). No command is therefore overtaken by one that arrived more than that over W later,
 * whatever the workload. The drive: 7200 rpm, two surfaces of 1,000 cylinders of 250 blocks per
 * track, seeks from 1 ms (one cylinder) to 16 ms (full stroke), 16 random 4 KiB reads kept in
 * flight over the whole drive, all of them in the drive's 32 slots.
 */
class AgedSptfProperties {
    private static final double LONGEST_POSITIONING_MS = 0.2 + 16 + 0.8 + 60_000.0 / 7200;
    private static final int IN_FLIGHT = 16;
    private static final int REQUESTS = 3000;

    /** One served read: when it arrived and when it completed. */
    private record Served(long arrival, long completion) {
    }

    private static HddConfig drive(String scheduler, Double weightMsPerS) {
        HddZone zone = new HddZone(0, 999, 250, 0, 0, 0, 0, 0, List.of(), List.of());
        HddSeek seek = new HddSeek(List.of(List.of(1.0, 1.0), List.of(999.0, 16.0)), null, null, null);
        HddCache cache = new HddCache(4, 1000, 0, true, false, true, false, true, 0, "segment");
        HddOverheads overheads = new HddOverheads(0.1, 0.1, 0.2, 0.2, 0.1, 0.1, 0.2, 0.2, 0, 0, 0);
        return new HddConfig(7200, 2, 1000, "none", null, false, List.of(zone), seek, 0.8, 0, null, cache,
                overheads, 0, 0, scheduler, weightMsPerS, 32, null);
    }

    /** The reads in the order the drive completed them. */
    private static List<Served> closedLoop(HddConfig config, long seed) {
        Simulation sim = new Simulation();
        HardDisk disk = HardDisk.of(sim, "d", config);
        SplittableRandom random = new SplittableRandom(seed);
        long pages = disk.capacityBytes() / 4096;
        List<Served> served = new ArrayList<>();
        long[] issued = {0};
        Runnable issue = new Runnable() {
            @Override
            public void run() {
                IoRequest r = new IoRequest().set(issued[0]++, IoOp.READ, random.nextLong(pages) * 4096, 4096, 0, done -> {
                    served.add(new Served(done.submitTime(), done.completeTime()));
                    if (issued[0] < REQUESTS) {
                        this.run();
                    }
                });
                r.markSubmitted(sim.now());
                disk.submit(r);
            }
        };
        for (int i = 0; i < IN_FLIGHT; i++) {
            issue.run();
        }
        sim.run();
        assertEquals(REQUESTS, served.size());
        return served;
    }

    /** The most by which a command arrived after an older one it was served before, in ms. */
    private static double longestOvertaking(List<Served> served) {
        long longest = 0;
        for (int s = 0; s < served.size(); s++) {
            for (int r = s + 1; r < served.size(); r++) {
                longest = Math.max(longest, served.get(s).arrival() - served.get(r).arrival());
            }
        }
        return longest / 1e6;
    }

    private static double longestResponseMs(List<Served> served) {
        return served.stream().mapToLong(s -> s.completion() - s.arrival()).max().orElseThrow() / 1e6;
    }

    @Property(tries = 12)
    void noCommandIsOvertakenByOneArrivingLaterThanTheLongestPositioningOverW(
            @ForAll @DoubleRange(min = 20, max = 2000) double weightMsPerS, @ForAll @LongRange(min = 1, max = 1000) long seed) {
        double bound = LONGEST_POSITIONING_MS / (weightMsPerS / 1000);
        double longest = longestOvertaking(closedLoop(drive("asptf", weightMsPerS), seed));
        assertTrue(longest < bound, "overtaken by a command " + longest + " ms younger; bound " + bound + " ms");
    }

    @Example
    void ageingBoundsTheWaitsSptfLeavesUnboundedAtSomeCostInThroughput() {
        List<Served> sptf = closedLoop(drive("sptf", null), 7);
        List<Served> aged = closedLoop(drive("asptf", 100.0), 7);
        List<Served> fcfs = closedLoop(drive("fcfs", null), 7);
        // Under SPTF alone a command is passed over by ones arriving well past aged SPTF's bound.
        assertTrue(longestOvertaking(sptf) > LONGEST_POSITIONING_MS / 0.1,
                "SPTF overtaking " + longestOvertaking(sptf) + " ms");
        assertTrue(longestResponseMs(aged) < longestResponseMs(sptf),
                "longest response aged " + longestResponseMs(aged) + " ms, SPTF " + longestResponseMs(sptf) + " ms");
        // Still far more commands per second than first come, first served.
        long agedEnd = aged.get(REQUESTS - 1).completion();
        long fcfsEnd = fcfs.get(REQUESTS - 1).completion();
        assertTrue(agedEnd < 0.75 * fcfsEnd, "3,000 reads take " + agedEnd / 1e6 + " ms aged, " + fcfsEnd / 1e6 + " FCFS");
    }

    @Example
    void weightZeroIsSptf() {
        assertEquals(closedLoop(drive("sptf", null), 3), closedLoop(drive("asptf", 0.0), 3));
    }
}
