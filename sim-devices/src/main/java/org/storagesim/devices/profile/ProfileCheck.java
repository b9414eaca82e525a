package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Runs a profile's microbenchmarks and compares them with the targets stored in its {@code targets:}
 * key (the device table of experiments.md): sequential read and write MB/s (128 KiB requests),
 * 4 KiB random read and write IOPS at the stated queue depth, and mean 4 KiB read latency at
 * queue depth 1. Each benchmark runs on a fresh device built from the profile with seed 1: the
 * random ones in the profile's preconditioned state, the sequential ones on a device whose data
 * was written sequentially (as data sheets measure them).
 */
public final class ProfileCheck {
    /** Relative deviation allowed by {@code sim profiles check}. */
    public static final double TOLERANCE = 0.10;
    private static final long SEQ_BLOCK = 128 * 1024;
    private static final long RANDOM_BLOCK = 4096;

    private final DeviceFactory factory;

    public ProfileCheck(DeviceFactory factory) {
        this.factory = factory;
    }

    /** One comparison: a metric, the profile's target, what the model gives. */
    public record Row(String profile, String metric, double target, double simulated) {
        public double deviation() {
            return target == 0 ? 0 : (simulated - target) / target;
        }

        public boolean within(double tolerance) {
            return Math.abs(deviation()) <= tolerance;
        }
    }

    /** Profiles that carry targets, in catalog order. */
    public List<String> checkableProfiles() {
        List<String> names = new ArrayList<>();
        for (String name : factory.catalog().names()) {
            if (factory.catalog().load(name).map(t -> t.has("targets")).orElse(false)) {
                names.add(name);
            }
        }
        return names;
    }

    public List<Row> check(String profile) {
        JsonNode tree = factory.catalog().load(profile).orElseThrow(() -> new InvalidConfigException(List.of(),
                "unknown profile '" + profile + "'; built-in profiles: " + String.join(", ", factory.catalog().names())));
        JsonNode targets = tree.path("targets");
        if (!targets.isObject()) {
            throw new InvalidConfigException(List.of("targets"), "profile '" + profile + "' has no targets to check");
        }
        int qd = targets.path("queue_depth").asInt(32);
        int seqQd = targets.path("seq_queue_depth").asInt(4);
        List<Row> rows = new ArrayList<>();
        if (targets.has("seq_read_mb_per_sec")) {
            JobStats s = run(sequential(profile, tree), RwMode.READ, SEQ_BLOCK, seqQd, 2000);
            rows.add(new Row(profile, "seq read MB/s", targets.get("seq_read_mb_per_sec").asDouble(), s.mbPerSec()));
        }
        if (targets.has("seq_write_mb_per_sec")) {
            JobStats s = run(sequential(profile, tree), RwMode.WRITE, SEQ_BLOCK, seqQd, 2000);
            rows.add(new Row(profile, "seq write MB/s", targets.get("seq_write_mb_per_sec").asDouble(), s.mbPerSec()));
        }
        if (targets.has("rand_read_iops")) {
            JobStats s = run(new TextNode(profile), RwMode.RANDREAD, RANDOM_BLOCK, qd, 20000);
            rows.add(new Row(profile, "4K rand read IOPS @QD" + qd, targets.get("rand_read_iops").asDouble(), s.iops()));
        }
        if (targets.has("rand_write_iops")) {
            int writeQd = targets.path("write_queue_depth").asInt(qd);
            long count = Math.max(200, Math.min(20000, (long) (targets.get("rand_write_iops").asDouble() * 2)));
            JobStats s = run(new TextNode(profile), RwMode.RANDWRITE, RANDOM_BLOCK, writeQd, count);
            rows.add(new Row(profile, "4K rand write IOPS @QD" + writeQd, targets.get("rand_write_iops").asDouble(),
                    s.iops()));
        }
        if (targets.has("read_latency_us")) {
            JobStats s = run(new TextNode(profile), RwMode.RANDREAD, RANDOM_BLOCK, 1, 2000);
            rows.add(new Row(profile, "4K read latency us @QD1", targets.get("read_latency_us").asDouble(),
                    s.latency().mean() / 1e3));
        }
        return rows;
    }

    /** The profile with its random overwrites dropped from preconditioning. */
    private static JsonNode sequential(String profile, JsonNode tree) {
        com.fasterxml.jackson.databind.node.ObjectNode spec = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance
                .objectNode();
        spec.put("profile", profile);
        if (tree.has("precondition")) {
            spec.putObject("precondition").put("overwrites", 0.0);
        }
        return spec;
    }

    private JobStats run(JsonNode spec, RwMode rw, long block, int qd, long count) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(1);
        BlockDevice device = factory.build(sim, streams, "check", spec);
        long size = device.capacityBytes() / block * block;
        JobSpec job = JobSpec.builder("check").rw(rw).blockSize(block).ioDepth(qd).size(size).numberIos(count).build();
        return WorkloadRun.run(sim, device, job, streams);
    }
}
