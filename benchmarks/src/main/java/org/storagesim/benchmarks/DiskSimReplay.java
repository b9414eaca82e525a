package org.storagesim.benchmarks;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.DiskSimValidation;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;

/**
 * Closed-loop replay of a 1,000,000-request DiskSim validate trace (cheetah9LP's measured trace
 * repeated 100 times) on the drive imported from its DiskSim spec: simulated requests per second of
 * wall time, trace already in memory. The shared data folder is {@code -Dstoragesim.shared}
 * (default {@code ../shared}, beside the repository).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(1)
public class DiskSimReplay {
    static final int REQUESTS = 1_000_000;

    private DiskSimImporter.ImportedDisk disk;
    private Trace trace;

    @Setup
    public void load() throws IOException {
        Path disksim = Path.of(System.getProperty("storagesim.shared", "../shared"), "data", "disksim");
        disk = DiskSimImporter.importParv(disksim.resolve("cheetah9LP.parv"));
        Trace once = new DiskSimValidateReader().read(disksim.resolve("cheetah9LP.trace"));
        trace = once.repeated(REQUESTS / once.size() + 1);
    }

    @Benchmark
    @OperationsPerInvocation(REQUESTS)
    public long replayMillionRequests() {
        long[] service = DiskSimValidation.replay(disk, trace);
        return service[service.length - 1];
    }
}
