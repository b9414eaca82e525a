package org.storagesim.devices.blocklayer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.testing.FakeDevice;
import org.storagesim.devices.testing.Issuer;

/** Invariants of splitting, merging and completing, over arbitrary request mixes and settings. */
class BlockLayerProperties {
    private static final int SECTOR = 512;
    private static final int SECTORS = 4096; // a 2 MiB device keeps requests colliding and merging

    record Planned(long at, IoOp op, long sector, long sectors, int stream) {
    }

    @Provide
    Arbitrary<Planned> planned() {
        return Combinators.combine(
                Arbitraries.longs().between(0, 2_000_000),
                Arbitraries.of(IoOp.READ, IoOp.READ, IoOp.WRITE, IoOp.TRIM, IoOp.FLUSH),
                Arbitraries.longs().between(0, SECTORS - 1),
                Arbitraries.longs().between(0, 3000),
                Arbitraries.integers().between(0, 3)).as((at, op, start, len, stream) -> {
                    long s = (at % 7 == 0) ? (start / 8) * 8 : start; // many aligned neighbours
                    long n = op == IoOp.FLUSH ? 0 : Math.min(len % 3 == 0 ? 8 : len, SECTORS - s);
                    return new Planned(at % 3 == 0 ? 0 : at, op, s, n, stream);
                });
    }

    @Property(tries = 200)
    void everyByteIsDeliveredOnceAndEveryRequestCompletesOnceAfterItsSubmission(
            @ForAll @Size(min = 1, max = 60) List<@net.jqwik.api.From("planned") Planned> plan,
            @ForAll @IntRange(min = 0, max = 2) int schedulerIndex,
            @ForAll @IntRange(min = 1, max = 1024) int maxRequestSectors,
            @ForAll @IntRange(min = 1, max = 8) int queueDepth,
            @ForAll boolean merge, @ForAll boolean plug, @ForAll @IntRange(min = 1, max = 3) int servers) {
        Simulation sim = new Simulation();
        FakeDevice device = new FakeDevice(sim, "fake", (long) SECTORS * SECTOR, servers, 20_000, 2.0);
        SchedulerChoice choice = List.of(SchedulerChoice.noop(), SchedulerChoice.deadline(DeadlineConfig.defaults()),
                SchedulerChoice.cfq(CfqConfig.defaults())).get(schedulerIndex);
        long maxRequest = (long) maxRequestSectors * SECTOR;
        BlockLayer layer = new BlockLayer(sim, "bl", device, choice, maxRequest, queueDepth, merge, plug);
        Issuer issuer = new Issuer(sim, layer);
        int[][] requested = new int[IoOp.values().length][SECTORS];
        long flushes = 0;
        for (Planned p : plan) {
            issuer.plan(p.at(), p.op(), p.sector() * SECTOR, p.sectors() * SECTOR, p.stream());
            for (long s = p.sector(); s < p.sector() + p.sectors(); s++) {
                requested[p.op().ordinal()][(int) s]++;
            }
            flushes += p.op() == IoOp.FLUSH ? 1 : 0;
        }
        sim.run();

        int[][] delivered = new int[IoOp.values().length][SECTORS];
        long flushesDelivered = 0;
        for (FakeDevice.Seen seen : device.log) {
            assertTrue(seen.length <= maxRequest, "a request of " + seen.length + " B exceeds the maximum " + maxRequest);
            for (long b = seen.offset; b < seen.end(); b += SECTOR) {
                delivered[seen.op.ordinal()][(int) (b / SECTOR)]++;
            }
            flushesDelivered += seen.op == IoOp.FLUSH ? 1 : 0;
            assertTrue(seen.completed >= seen.submitted);
        }
        for (IoOp op : IoOp.values()) {
            for (int s = 0; s < SECTORS; s++) {
                assertEquals(requested[op.ordinal()][s], delivered[op.ordinal()][s], op + " sector " + s);
            }
        }
        assertEquals(flushes, flushesDelivered);
        assertTrue(device.maxHeld() <= queueDepth, "the device held " + device.maxHeld() + " > depth " + queueDepth);
        assertEquals(0, layer.queued());
        assertEquals(0, layer.inFlight());
        for (int i = 0; i < issuer.requests.size(); i++) {
            IoRequest r = issuer.requests.get(i);
            assertEquals(1, issuer.completionsOf(i), r + " completions");
            assertTrue(r.completeTime() >= r.submitTime(), r + " completed before it was submitted");
            assertTrue(completesAfterItsBytes(r, device), r + " completed before the device delivered its bytes");
        }
        if (!merge) {
            long pieces = 0;
            for (IoRequest r : issuer.requests) {
                pieces += Math.max(1, (r.length() + maxRequest - 1) / maxRequest);
            }
            assertEquals(pieces, device.log.size(), "without merging every piece reaches the device alone");
        }
    }

    /** Device requests sent after r's submission and done by its completion cover all of r's bytes. */
    private static boolean completesAfterItsBytes(IoRequest r, FakeDevice device) {
        List<FakeDevice.Seen> candidates = device.log.stream()
                .filter(seen -> seen.op == r.op() && seen.submitted >= r.submitTime()
                        && seen.completed <= r.completeTime() && seen.end() > r.offset() && seen.offset < r.end())
                .sorted(java.util.Comparator.comparingLong(seen -> seen.offset)).toList();
        long coveredTo = r.offset();
        for (FakeDevice.Seen seen : candidates) {
            if (seen.offset > coveredTo) {
                return false;
            }
            coveredTo = Math.max(coveredTo, seen.end());
        }
        return coveredTo >= r.end();
    }
}
