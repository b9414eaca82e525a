package org.storagesim.devices.ssd;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/** Not a test: prints P4-style bandwidth grids. Usage: P4Probe SPEC_JSON rw bsKiB,.. qd,.. group,.. MiB. */
public final class P4Probe {
    public static void main(String[] args) throws Exception {
        JsonNode spec = new ObjectMapper().readTree(args[0]);
        RwMode rw = RwMode.parse(args[1]);
        String[] bss = args[2].split(",");
        String[] qds = args[3].split(",");
        String[] gs = args[4].split(",");
        long mib = Long.parseLong(args[5]);
        long t0 = System.nanoTime();
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(1);
        BlockDevice dev = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "d", spec);
        System.out.printf("built in %.2f s, capacity %d%n", (System.nanoTime() - t0) / 1e9, dev.capacityBytes());
        long span = Math.min(dev.capacityBytes(), 32L << 30);
        int n = 0;
        for (String g : gs) {
            System.out.printf("group %s   bs\\qd", g);
            for (String q : qds) System.out.printf("%8s", q);
            System.out.println();
            for (String b : bss) {
                long bs = (long) (Double.parseDouble(b) * 1024);
                System.out.printf("%14s", b + "K");
                for (String q : qds) {
                    int qd = Integer.parseInt(q);
                    long bytes = Math.max(mib << 20, 4L * qd * bs);
                    JobSpec job = JobSpec.builder("p" + n++).rw(rw).blockSize(bs).ioDepth(qd).size(span / bs * bs)
                            .groupSize(Integer.parseInt(g)).ioSize(bytes).build();
                    JobStats s = WorkloadRun.run(sim, dev, job, streams);
                    System.out.printf("%8.1f", s.mbPerSec());
                }
                System.out.println();
            }
        }
        System.out.printf("total %.1f s%n", (System.nanoTime() - t0) / 1e9);
    }
}
