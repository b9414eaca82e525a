package org.storagesim.devices.ssd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

class PreconditionedDrivesTest {
    /** MQSim's timings on one die of two planes, 32 blocks of 16 pages each: small enough to overwrite in a blink. */
    private static final String SMALL = "{profile: mqsim-default, nand: {channels: 1, dies_per_channel: 1, planes_per_die: 2, "
            + "blocks_per_plane: 32, pages_per_block: 16}, ftl: {gc_policy: random_greedy}, "
            + "precondition: {fill: 1, overwrites: 3}}";

    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));
    private final AtomicInteger preconditioned = new AtomicInteger();

    private FlashConfig config(String spec) throws Exception {
        ObjectNode resolved = factory.resolve(ConfigBinder.mapper().readTree(spec));
        return ConfigBinder.bind(DeviceFactory.modelKeys(resolved), FlashConfig.class);
    }

    private static PageFtl drive(FlashConfig c, long seed) {
        return (PageFtl) FlashKind.buildFtl(c, new RandomStreams(seed).stream("device:d:gc"));
    }

    /** Preconditions {@code drive} as the key says, counting how often that happens. */
    private Runnable preconditioning(FlashConfig c, PageFtl drive, long seed) {
        return () -> {
            preconditioned.incrementAndGet();
            drive.precondition(1.0, c.precondition().overwrites(), new RandomStreams(seed).stream("device:d:precondition"));
        };
    }

    private void precondition(PreconditionedDrives cache, FlashConfig c, long seed, PageFtl drive) {
        cache.precondition(new PreconditionedDrives.Key(c, seed, "d"), drive, preconditioning(c, drive, seed),
                () -> drive(c, seed));
    }

    /** Completion times of random writes and reads, one every 20 us, then the FTL's counts. */
    private static List<Object> serve(PageFtl drive) {
        List<Object> seen = new ArrayList<>();
        umontreal.ssj.rng.MRG32k3a pages = new RandomStreams(9).stream("pages");
        long t = 0;
        for (int i = 0; i < 3_000; i++) {
            t += 20_000;
            drive.advanceTo(t);
            int lpn = pages.nextInt(0, drive.logicalPages() - 1);
            if (i % 3 == 0) {
                seen.add(drive.read(lpn, 4096, t));
            } else {
                drive.write(lpn, false, t);
            }
        }
        drive.flush(t);
        drive.verify();
        seen.add(drive.stats());
        return seen;
    }

    @Test
    void aSecondDriveOfTheSameKeyCopiesTheFirstAndServesAsIt() throws Exception {
        FlashConfig c = config(SMALL);
        PreconditionedDrives cache = new PreconditionedDrives(1L << 30, 8);
        PageFtl first = drive(c, 1);
        PageFtl second = drive(c, 1);
        precondition(cache, c, 1, first);
        precondition(cache, c, 1, second);
        assertEquals(1, preconditioned.get(), "the second drive is a copy");
        List<Object> expected = serve(first);
        assertEquals(expected, serve(second));
        FtlStats s = (FtlStats) expected.get(expected.size() - 1);
        assertTrue(s.blocksErased() > 0, "the runs collect garbage, so victim draws are compared too: " + s);
    }

    @Test
    void anotherSeedOrConfigurationIsAnotherDrive() throws Exception {
        FlashConfig c = config(SMALL);
        FlashConfig greedy = config(SMALL.replace("random_greedy", "greedy"));
        PreconditionedDrives cache = new PreconditionedDrives(1L << 30, 8);
        precondition(cache, c, 1, drive(c, 1));
        precondition(cache, c, 2, drive(c, 2));
        precondition(cache, greedy, 1, drive(greedy, 1));
        assertEquals(3, preconditioned.get());
        PageFtl again = drive(c, 2);
        precondition(cache, c, 2, again);
        assertEquals(3, preconditioned.get());
        PageFtl fresh = drive(c, 2);
        preconditioning(c, fresh, 2).run();
        assertEquals(serve(fresh), serve(again));
    }

    @Test
    void aDriveLargerThanTheBudgetIsPreconditionedByEveryRun() throws Exception {
        FlashConfig c = config(SMALL);
        PreconditionedDrives cache = new PreconditionedDrives(0, 8);
        precondition(cache, c, 1, drive(c, 1));
        precondition(cache, c, 1, drive(c, 1));
        assertEquals(2, preconditioned.get());
    }

    @Test
    void theLeastRecentlyUsedDriveGoesFirst() throws Exception {
        FlashConfig c = config(SMALL);
        PageFtl probe = drive(c, 1);
        preconditioning(c, probe, 1).run();
        PreconditionedDrives cache = new PreconditionedDrives(probe.tableBytes() * 5 / 2, 8); // room for two
        precondition(cache, c, 1, drive(c, 1));
        precondition(cache, c, 2, drive(c, 2));
        precondition(cache, c, 1, drive(c, 1)); // a copy; seed 2 is now the least recently used
        precondition(cache, c, 3, drive(c, 3)); // makes three: seed 2 goes
        assertEquals(4, preconditioned.get());
        precondition(cache, c, 1, drive(c, 1));
        assertEquals(4, preconditioned.get(), "seed 1 was kept");
        precondition(cache, c, 2, drive(c, 2));
        assertEquals(5, preconditioned.get(), "seed 2 was dropped");
    }

    @Test
    void noMoreDrivesThanTheCountAreKept() throws Exception {
        FlashConfig c = config(SMALL);
        PreconditionedDrives cache = new PreconditionedDrives(1L << 30, 1);
        precondition(cache, c, 1, drive(c, 1));
        precondition(cache, c, 1, drive(c, 1));
        assertEquals(1, preconditioned.get());
        precondition(cache, c, 2, drive(c, 2)); // seed 1 goes
        precondition(cache, c, 1, drive(c, 1));
        assertEquals(3, preconditioned.get());
    }

    @Test
    void runsOnSeveralThreadsWaitForOnePreconditioning() throws Exception {
        FlashConfig c = config(SMALL);
        PreconditionedDrives cache = new PreconditionedDrives(1L << 30, 8);
        CountDownLatch started = new CountDownLatch(1);
        PageFtl first = drive(c, 1);
        PreconditionedDrives.Key key = new PreconditionedDrives.Key(c, 1, "d");
        ExecutorService pool = Executors.newFixedThreadPool(3);
        try {
            Future<?> preconditioning = pool.submit(() -> cache.precondition(key, first, () -> {
                started.countDown();
                sleep(200);
                preconditioning(c, first, 1).run();
            }, () -> drive(c, 1)));
            assertTrue(started.await(10, TimeUnit.SECONDS));
            List<PageFtl> waiting = List.of(drive(c, 1), drive(c, 1));
            List<Future<?>> copies = new ArrayList<>();
            for (PageFtl d : waiting) {
                copies.add(pool.submit(() -> cache.precondition(key, d, () -> fail("preconditioned twice"), () -> drive(c, 1))));
            }
            preconditioning.get(10, TimeUnit.SECONDS);
            for (Future<?> f : copies) {
                f.get(10, TimeUnit.SECONDS);
            }
            List<Object> expected = serve(first);
            for (PageFtl d : waiting) {
                assertEquals(expected, serve(d));
            }
        } finally {
            pool.shutdownNow();
        }
        assertEquals(1, preconditioned.get());
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    void devicesOfOneSpecAndSeedGiveTheSameResultsWhetherPreconditionedOrCopied() throws Exception {
        // An odd block count, so no other test's drive is in the process's cache: the first build preconditions.
        JsonNode spec = ConfigBinder.mapper().readTree(SMALL.replace("blocks_per_plane: 32", "blocks_per_plane: 37"));
        List<String> runs = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Simulation sim = new Simulation();
            RandomStreams streams = new RandomStreams(5);
            BlockDevice d = factory.build(sim, streams, "ssd", spec);
            JobSpec job = JobSpec.builder("w").rw(RwMode.RANDRW).rwMixRead(50).blockSize(4096).ioDepth(4)
                    .size(d.capacityBytes()).numberIos(4_000).build();
            JobStats stats = WorkloadRun.run(sim, d, job, streams);
            runs.add(stats.requests() + " " + stats.elapsedNanos() + " " + stats.latency().mean() + " "
                    + stats.latency().percentile(99) + " " + FlashActivity.of(d).orElseThrow());
        }
        assertEquals(runs.get(0), runs.get(1));
        assertTrue(runs.get(0).contains("blocksErased=") && !runs.get(0).contains("blocksErased=0,"), runs.get(0));
    }
}
