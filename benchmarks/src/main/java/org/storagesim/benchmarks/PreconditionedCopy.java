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
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.ssd.FlashConfig;
import org.storagesim.devices.ssd.FlashKind;

/**
 * What a run on SSD-Fast pays to start from the drive its profile describes (full, then four
 * times 8 GiB overwritten at random): preconditioning a new drive, against copying the tables of
 * one preconditioned before, as the second and later runs of a process do
 * ({@code PreconditionedDrives}). Both build the drive first. A fresh drive per invocation, timed
 * once each.
 */
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3)
@Measurement(iterations = 8)
@Fork(value = 1, jvmArgsAppend = "-Xmx4g")
@State(Scope.Benchmark)
public class PreconditionedCopy {
    private FlashConfig ssdFast;
    private PageFtl preconditioned;

    @Setup
    public void preconditionOnce() {
        DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));
        ssdFast = ConfigBinder.bind(DeviceFactory.modelKeys(factory.resolve(TextNode.valueOf("ssd-fast"))), FlashConfig.class);
        preconditioned = preconditionedDrive();
    }

    private PageFtl newDrive() {
        return (PageFtl) FlashKind.buildFtl(ssdFast, new RandomStreams(1).stream("gc"));
    }

    private PageFtl preconditionedDrive() {
        PageFtl drive = newDrive();
        FlashConfig.Precondition p = ssdFast.precondition();
        drive.precondition(p.fill(), p.overwrites(), (int) (p.span().bytes() / drive.pageBytes()),
                new RandomStreams(1).stream("precondition"));
        return drive;
    }

    @Benchmark
    public Object preconditionSsdFast() {
        return preconditionedDrive();
    }

    @Benchmark
    public Object copyPreconditionedSsdFast() {
        PageFtl drive = newDrive();
        drive.copyPreconditionedState(preconditioned);
        return drive;
    }
}
