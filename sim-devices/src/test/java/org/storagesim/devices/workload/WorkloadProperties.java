package org.storagesim.devices.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.reference.ServiceTime;

/** Invariants of the job generator over arbitrary fio parameters. */
class WorkloadProperties {

    /** Wraps a device and remembers what was asked of it. */
    private static final class Recording implements BlockDevice {
        final BlockDevice inner;
        final List<long[]> submitted = new ArrayList<>();
        long bytesRequested;

        Recording(BlockDevice inner) {
            this.inner = inner;
        }

        public String name() { return inner.name(); }
        public long capacityBytes() { return inner.capacityBytes(); }

        public void submit(IoRequest r) {
            submitted.add(new long[] {r.offset(), r.length()});
            bytesRequested += r.length();
            inner.submit(r);
        }
    }

    @Property(tries = 60)
    void everyRequestIsInsideTheRangeAlignedAndFullyCompleted(
            @ForAll RwMode rw, @ForAll @IntRange(min = 0, max = 5) int bsPower,
            @ForAll @IntRange(min = 1, max = 16) int depth, @ForAll @IntRange(min = 1, max = 8) int group,
            @ForAll @IntRange(min = 1, max = 3) int jobs, @ForAll @IntRange(min = 1, max = 300) int ios) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(1);
        long bs = 4096L << bsPower;
        long offset = 1L << 20;
        long size = 64L << 20;
        Recording dev = new Recording(new QueueingStation(sim, "q", 1L << 30, 2,
                ServiceTime.of("exponential", 50_000, 1), 200e6, streams.stream("svc")));
        JobSpec spec = JobSpec.builder("p").rw(rw).blockSize(bs).ioDepth(depth).groupSize(group).numJobs(jobs)
                .offset(offset).size(size).numberIos(ios).rwMixRead(70).build();
        JobStats stats = WorkloadRun.run(sim, dev, spec, streams);

        assertEquals((long) ios * jobs, stats.requests());
        assertEquals(dev.bytesRequested, stats.bytes());
        for (long[] r : dev.submitted) {
            assertTrue(r[0] >= offset && r[0] + r[1] <= offset + size, "request outside the range");
            assertEquals(0, (r[0] - offset) % bs, "unaligned request");
        }
        assertTrue(stats.latency().summary().max() >= 0);
    }

    @Property(tries = 30)
    void groupsAreContiguousRunsOfTheGivenLength(@ForAll @IntRange(min = 2, max = 16) int group) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(3);
        Recording dev = new Recording(new QueueingStation(sim, "q", 1L << 34, 1,
                ServiceTime.of("constant", 10_000, 0), 0, streams.stream("svc")));
        long bs = 32 * 1024;
        JobSpec spec = JobSpec.builder("g").rw(RwMode.RANDREAD).blockSize(bs).groupSize(group)
                .size(1L << 34).numberIos(group * 20L).build();
        WorkloadRun.run(sim, dev, spec, streams);
        for (int i = 0; i < dev.submitted.size(); i++) {
            boolean startOfGroup = i % group == 0;
            if (!startOfGroup) {
                assertEquals(dev.submitted.get(i - 1)[0] + bs, dev.submitted.get(i)[0]);
            }
        }
    }
}
