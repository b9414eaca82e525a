package org.storagesim.benchmarks;

import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.ssd.FlashSsd;

/**
 * The set-up every run on a large drive pays before its first request: building mqsim-default
 * and preconditioning it as its profile says (a sequential fill of 75 % of the logical space), so
 * allocating, zeroing and filling its mapping tables. A fresh drive per invocation, timed once
 * each (the tables are hundreds of megabytes, which is what the measurement is about).
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
public class FlashPrecondition {
    @Benchmark
    public Object buildAndFillMqsimDefault() {
        FlashSsd drive = (FlashSsd) DeviceFactory.withBuiltInProfiles(Path.of(".")).build(new Simulation(),
                new RandomStreams(1), "mqsim-default", TextNode.valueOf("mqsim-default"));
        return drive.ftl(); // preconditions the drive
    }
}
