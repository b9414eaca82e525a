package org.storagesim.validation;

import java.io.IOException;
import java.nio.file.Path;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;

/**
 * Whole-process replay throughput, the figure issue 4 compares with DiskSim (which replays the
 * 10,000-request cheetah9LP trace in 0.55 s including start-up): imports a drive, reads a
 * validate trace (a million-line file, or the drive's own trace repeated {@code REPEAT} times in
 * memory), replays it closed loop on one drive, and prints requests per second from JVM start to
 * the end of the replay, and for the replay alone.
 * <p>Usage: {@code java -cp ... org.storagesim.validation.ReplayThroughput PARV TRACE [REPEAT]}
 */
public final class ReplayThroughput {
    private ReplayThroughput() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 2 || args.length > 3) {
            System.err.println("usage: ReplayThroughput PARV TRACE [REPEAT (default 1)]");
            System.exit(2);
        }
        int repeat = args.length == 3 ? Integer.parseInt(args[2]) : 1;
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(Path.of(args[0]));
        Trace trace = new DiskSimValidateReader().read(Path.of(args[1]));
        if (repeat > 1) {
            trace = trace.repeated(repeat);
        }
        long replayStart = System.nanoTime();
        long[] simulated = DiskSimValidation.replay(disk, trace);
        long replayNanos = System.nanoTime() - replayStart;
        long endMillis = System.currentTimeMillis();
        double wholeSeconds = (endMillis - ManagementFactory.getRuntimeMXBean().getStartTime()) / 1e3;
        System.out.printf(Locale.ROOT, "drive=%s requests=%d whole_process_s=%.3f requests_per_s=%.0f"
                        + " replay_s=%.3f replay_requests_per_s=%.0f%n", disk.name(), simulated.length, wholeSeconds,
                simulated.length / wholeSeconds, replayNanos / 1e9, simulated.length / (replayNanos / 1e9));
    }
}
