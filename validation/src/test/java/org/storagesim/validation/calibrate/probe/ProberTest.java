package org.storagesim.validation.calibrate.probe;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.validation.calibrate.MeasuredPoint;
import org.storagesim.validation.calibrate.Measurements;

class ProberTest {
    private static final long MIB = 1 << 20;

    @Test
    void measuresEachPointThenRemovesItsFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("probe.img");
        Path logs = dir.resolve("logs");
        ProbePlan plan = new ProbePlan(32 * MIB, List.of(new ProbePoint("randread", 4096, 4),
                new ProbePoint("write", 131072, 1)), 150_000_000L, 0, 0);
        Measurements m = new Prober(file, false, logs).run(plan, (name, i, n) -> { });
        assertFalse(Files.exists(file), "the probe file must be removed");
        assertEquals(2, m.points().size());
        MeasuredPoint read = m.points().get(0);
        assertEquals("randread-4kib-qd4", read.name());
        assertTrue(read.ios() > 0 && read.iops() > 0 && read.readMbPerSec() > 0);
        assertTrue(read.latencyNs().p50() <= read.latencyNs().p99() && read.latencyNs().p99() <= read.latencyNs().max());
        // Little's law on a closed loop: IOPS × mean latency ≈ queue depth (threads also spend time between I/Os).
        assertTrue(read.iops() * read.latencyNs().mean() / 1e9 <= 4.05, "more in flight than the queue depth");
        assertEquals(read.ios(), Files.readAllLines(Path.of(read.perIoLog())).size());
        assertTrue(m.points().get(1).writeMbPerSec() > 0);
    }

    @Test
    void refusesAnExistingFileUnlessForced(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("precious.dat");
        Files.writeString(file, "keep me");
        ProbeSafety.Refusal r = assertThrows(ProbeSafety.Refusal.class,
                () -> ProbeSafety.check(file, MIB, false, false, false));
        assertTrue(r.getMessage().contains("--force"), r.getMessage());
        assertEquals("keep me", Files.readString(file));
        ProbeSafety.check(file, MIB, true, false, false);
    }

    @Test
    void refusesDevicesUnlessNamedAndConfirmed() {
        Path device = Path.of("/dev/null");
        ProbeSafety.Refusal r = assertThrows(ProbeSafety.Refusal.class,
                () -> ProbeSafety.check(device, MIB, true, false, false));
        assertTrue(r.getMessage().contains("--raw-device"), r.getMessage());
        r = assertThrows(ProbeSafety.Refusal.class, () -> ProbeSafety.check(device, MIB, true, true, false));
        assertTrue(r.getMessage().contains("confirmed"), r.getMessage());
    }

    @Test
    void refusesWhenSpaceIsShortAndDirectoriesOrMissingFolders(@TempDir Path dir) {
        ProbeSafety.Refusal r = assertThrows(ProbeSafety.Refusal.class,
                () -> ProbeSafety.check(dir.resolve("huge.img"), Long.MAX_VALUE / 4, false, false, false));
        assertTrue(r.getMessage().contains("free space"), r.getMessage());
        assertThrows(ProbeSafety.Refusal.class, () -> ProbeSafety.check(dir, MIB, true, false, false));
        assertThrows(ProbeSafety.Refusal.class, () -> ProbeSafety.check(dir.resolve("no/such/x.img"), MIB, false, false, false));
    }

    @Test
    void stoppingEndsTheRunWithoutResultAndRemovesTheFile(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("probe.img");
        Prober prober = new Prober(file, false, null);
        ProbePlan plan = new ProbePlan(16 * MIB, List.of(new ProbePoint("randread", 4096, 2),
                new ProbePoint("randread", 4096, 2)), 5_000_000_000L, 0, 0);
        Thread stopper = new Thread(() -> {
            try {
                Thread.sleep(300);
            } catch (InterruptedException ignored) {
                Thread.currentThread().interrupt();
            }
            prober.stop();
        });
        stopper.start();
        long start = System.nanoTime();
        assertThrows(Prober.StoppedException.class, () -> prober.run(plan, (n, i, t) -> { }));
        assertTrue(System.nanoTime() - start < 4_000_000_000L, "stop must end the current point promptly");
        assertFalse(Files.exists(file));
        stopper.join();
    }

    @Test
    void aFileThatCannotBeOpenedIsExplained(@TempDir Path dir) {
        Path file = dir.resolve("missing-folder").resolve("x.img");
        IOException e = assertThrows(IOException.class,
                () -> new Prober(file, false, null).run(new ProbePlan(MIB, List.of(), 1, 0, 0), (n, i, t) -> { }));
        assertTrue(e.getMessage().contains("direct I/O"), e.getMessage());
    }
}
