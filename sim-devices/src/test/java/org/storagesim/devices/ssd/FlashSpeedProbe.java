package org.storagesim.devices.ssd;

import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Not a test: a quick wall-clock probe of the flash model (the lead's JMH benchmarks are the real
 * measurement). Usage: FlashSpeedProbe PROFILE randread|randwrite REQUESTS [QD] [BS].
 */
public final class FlashSpeedProbe {
    public static void main(String[] args) {
        String profile = args.length > 0 ? args[0] : "mqsim-default";
        RwMode rw = RwMode.parse(args.length > 1 ? args[1] : "randread");
        long requests = args.length > 2 ? Long.parseLong(args[2]) : 1_000_000;
        int qd = args.length > 3 ? Integer.parseInt(args[3]) : 32;
        long bs = args.length > 4 ? Long.parseLong(args[4]) : 4096;
        java.lang.management.ThreadMXBean cpu = java.lang.management.ManagementFactory.getThreadMXBean();
        long t0 = System.nanoTime();
        long c0 = cpu.getCurrentThreadCpuTime();
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(1);
        BlockDevice dev = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "ssd", new TextNode(profile));
        ((FlashSsd) dev).ftl(); // preconditions now, so the run below times only the workload
        long t1 = System.nanoTime();
        long c1 = cpu.getCurrentThreadCpuTime();
        long span = dev.capacityBytes() / 10 * 9 / bs * bs;
        JobSpec spec = JobSpec.builder("probe").rw(rw).blockSize(bs).ioDepth(qd).size(span).numberIos(requests).build();
        JobStats s = WorkloadRun.run(sim, dev, spec, streams);
        long t2 = System.nanoTime();
        long c2 = cpu.getCurrentThreadCpuTime();
        FlashSsd ssd = (FlashSsd) dev;
        System.out.printf("%s %s qd=%d bs=%d: build+precondition %.2f s (cpu %.2f s), run %.2f s (cpu %.2f s) for %d"
                        + " requests = %.0f req/s wall, %.0f per cpu second;"
                        + " simulated %.0f IOPS %.1f MB/s, mean %.1f us (read %.1f, write %.1f), p99 %.1f us; %s%n",
                profile, rw.fioName(), qd, bs, (t1 - t0) / 1e9, (c1 - c0) / 1e9, (t2 - t1) / 1e9, (c2 - c1) / 1e9,
                s.requests(), s.requests() / ((t2 - t1) / 1e9), s.requests() / ((c2 - c1) / 1e9), s.iops(), s.mbPerSec(), s.latency().mean() / 1e3,
                s.readLatency().mean() / 1e3, s.writeLatency().mean() / 1e3,
                s.latency().percentile(99) / 1e3, ssd.ftl().stats());
    }
}
