package org.storagesim.benchmarks;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.ArrivalProcess;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * An open-loop flood that arrives far faster than a disk serves it, so nearly every request waits:
 * 4 KiB random reads at a billion per second on barracuda-7200 (SPTF over its 32 slots, the rest in
 * the host), alone or behind a CFQ or deadline block layer (whose sorted queues hold the backlog).
 * Time per request served, for a backlog of a thousand and of a hundred thousand requests: a queue
 * that shifts its whole backlog per request served costs a hundred times more at the second.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 5)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class DeepBacklog {
    @Param({"1000", "100000"})
    public int backlog;

    @Param({"hdd", "cfq", "deadline"})
    public String queue;

    private Simulation sim;
    private BlockDevice device;
    private JobSpec flood;

    @Setup(Level.Invocation)
    public void freshDevice() {
        JsonNode spec = queue.equals("hdd") ? TextNode.valueOf("barracuda-7200")
                : ConfigBinder.mapper().createObjectNode().put("kind", "blocklayer").put("device", "barracuda-7200")
                        .put("scheduler", queue);
        sim = new Simulation();
        device = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, new RandomStreams(1), "disk", spec);
        flood = JobSpec.builder("flood").rw(RwMode.RANDREAD).blockSize(4096).arrival(ArrivalProcess.POISSON)
                .rateIops(1e9).size(8L << 30).numberIos(backlog).build();
    }

    /** Divide by the backlog for the time per request. */
    @Benchmark
    public long serveTheFlood() {
        return WorkloadRun.run(sim, device, flood, new RandomStreams(1)).requests();
    }
}
