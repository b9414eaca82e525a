package org.storagesim.benchmarks;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
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
 * The simulation part of the MQSim benchmarks of {@code scenarios/bench/} (issue 3): 4 KiB uniform
 * random reads or writes over 90 % of mqsim-default's logical space at queue depth 32. The drive is
 * built and preconditioned once, untimed: filled to 75 %, and for writes overwritten that much
 * again at random, so garbage collection is in its steady state (MQSim's preconditioning).
 * Simulated requests per second of wall time; each invocation continues on the same drive and
 * clock. The serial collector, as {@code ./sim run} uses.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = {"-Xmx4g", "-XX:+UseSerialGC"})
public class FlashRandomIo {
    static final int REQUESTS = 1_000_000;
    /** 90 % of mqsim-default's 492,606,849,024-byte logical space, 4 KiB aligned. */
    static final long SPAN_BYTES = 443_346_161_664L;

    @Param({"randread", "randwrite"})
    public String rw;

    /**
     * Reads of a random-read run before the FTL's look-up helper starts (the product's default;
     * each invocation is a run of its own, so by default the helper never starts here). Compare
     * with {@code -p lookaheadWarmUp=0,9223372036854775807}: the helper from the first read, or never.
     */
    @Param({"1048576"})
    public long lookaheadWarmUp;

    private final Simulation sim = new Simulation();
    private final RandomStreams streams = new RandomStreams(1);
    private BlockDevice drive;
    private JobSpec job;

    @Setup
    public void build() {
        System.setProperty("storagesim.lookahead.warmUpPages", String.valueOf(lookaheadWarmUp));
        RwMode mode = RwMode.parse(rw);
        ObjectNode spec = JsonNodeFactory.instance.objectNode().put("profile", "mqsim-default");
        spec.putObject("precondition").put("fill", 0.75).put("overwrites", mode == RwMode.RANDWRITE ? 1 : 0);
        drive = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "mqsim-default", spec);
        ((FlashSsd) drive).ftl(); // preconditions the drive now, outside the measurement
        job = JobSpec.builder(rw).rw(mode).blockSize(4096).ioDepth(32).size(SPAN_BYTES).numberIos(REQUESTS).build();
    }

    @Benchmark
    @OperationsPerInvocation(REQUESTS)
    public long millionRequests() {
        return WorkloadRun.run(sim, drive, job, streams).requests();
    }
}
