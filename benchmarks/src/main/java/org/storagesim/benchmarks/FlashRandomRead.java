package org.storagesim.benchmarks;

import com.fasterxml.jackson.databind.node.TextNode;
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
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.ssd.FlashSsd;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * The simulation part of {@code scenarios/bench/mqsim-randread-qd32*.yaml}: 4 KiB uniform random
 * reads over 90 % of mqsim-default's logical space at queue depth 32, the drive preconditioned to
 * 75 % occupancy once (not timed). Simulated requests per second of wall time; each invocation
 * continues on the same drive and clock.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class FlashRandomRead {
    static final int REQUESTS = 1_000_000;
    /** 90 % of mqsim-default's 492,606,849,024-byte logical space, 4 KiB aligned. */
    static final long SPAN_BYTES = 443_346_161_664L;

    private Simulation sim;
    private RandomStreams streams;
    private BlockDevice drive;
    private JobSpec reads;

    @Setup
    public void build() {
        sim = new Simulation();
        streams = new RandomStreams(1);
        drive = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "mqsim-default",
                TextNode.valueOf("mqsim-default"));
        ((FlashSsd) drive).ftl(); // precondition now, outside the measurement
        reads = JobSpec.builder("randread").rw(RwMode.RANDREAD).blockSize(4096).ioDepth(32).size(SPAN_BYTES)
                .numberIos(REQUESTS).build();
    }

    @Benchmark
    @OperationsPerInvocation(REQUESTS)
    public long millionRandomReads() {
        return WorkloadRun.run(sim, drive, reads, streams).requests();
    }
}
