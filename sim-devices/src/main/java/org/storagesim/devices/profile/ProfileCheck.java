package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Runs a profile's microbenchmarks and compares them with the figures in its {@code targets:} key
 * (the device table of experiments.md, see {@link ProfileTargets}): sequential read MB/s (at the stated
 * queue depth and at QD 32) and write MB/s,
 * 4 KiB random read IOPS (or MB/s) at the stated queue depth and at QD 1, 4 KiB random write IOPS,
 * and the mean 4 KiB read latency at QD 1. Random benchmarks cover the stated span (default: the
 * whole device). Sequential writes are measured after eight write buffers have been written
 * so they show the sustained rate. Seed 1 throughout. Reads leave a device as they found it, so the read benchmarks
 * share one device in the profile's preconditioned state; random writes get a fresh one; the
 * sequential benchmarks run on a device whose data was written sequentially (as data sheets
 * measure them), reading first, then writing.
 */
public final class ProfileCheck {
    /** Relative deviation allowed by {@code sim profiles check}. */
    public static final double TOLERANCE = 0.10;
    private static final long RANDOM_BLOCK = 4096;
    /** Native command queueing depth of SATA and the depth a scan engine keeps at a drive. */
    private static final int DEEP_QUEUE = 32;
    private static final long SEQ_REQUESTS = 1000;
    private static final long RANDOM_READS = 10000;
    private static final long LATENCY_READS = 1000;
    private static final double SPAN_OVERWRITES = 4;

    private final DeviceFactory factory;

    public ProfileCheck(DeviceFactory factory) {
        this.factory = factory;
    }

    /** One comparison: a metric, the profile's target (a value or a range), what the model gives. */
    public record Row(String profile, String metric, String target, double deviation, double simulated) {
        public boolean within(double tolerance) {
            return Math.abs(deviation) <= tolerance;
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

    /** The targets of a built-in profile; an error if there is no such profile or it has no targets. */
    public JsonNode targetsOf(String profile) {
        JsonNode tree = factory.catalog().load(profile).orElseThrow(() -> new InvalidConfigException(List.of(),
                factory.catalog().notFound(profile)));
        // A targets map of settings alone (or none at all) has nothing to compare either.
        if (!tree.path("targets").isObject() || ProfileTargets.parse(tree.get("targets")).figures().isEmpty()) {
            String remedy = factory.catalog().names().contains(profile)
                    ? "built-in profiles with targets: " + String.join(", ", checkableProfiles())
                    : "add a 'targets' map of the figures to check, e.g. targets: {rand_read_iops: 9000, read_latency_us: 95}; "
                            + "allowed figures: " + String.join(", ", ProfileTargets.FIGURES);
            throw new InvalidConfigException(List.of("targets"), "profile '" + profile + "' has no targets to check; "
                    + remedy);
        }
        return tree.get("targets");
    }

    public List<Row> check(String profile) {
        ProfileTargets t = ProfileTargets.parse(targetsOf(profile));
        Map<String, ProfileTargets.Range> f = t.figures();
        List<Row> rows = new ArrayList<>();
        if (f.containsKey("seq_read_mb_per_sec") || f.containsKey("seq_read_mb_per_sec_qd32")
                || f.containsKey("seq_write_mb_per_sec")) {
            Bench seq = new Bench(sequentiallyWritten(profile));
            if (f.containsKey("seq_read_mb_per_sec")) {
                JobStats s = seq.run(RwMode.READ, "seq_block", t.seqBlock(), t.seqQueueDepth(), 0, SEQ_REQUESTS);
                rows.add(row(profile, "seq read MB/s", f.get("seq_read_mb_per_sec"), s.mbPerSec()));
            }
            if (f.containsKey("seq_read_mb_per_sec_qd32")) {
                JobStats s = seq.run(RwMode.READ, "seq_block", t.seqBlock(), DEEP_QUEUE, 0, SEQ_REQUESTS);
                rows.add(row(profile, "seq read MB/s @QD" + DEEP_QUEUE, f.get("seq_read_mb_per_sec_qd32"), s.mbPerSec()));
            }
            if (f.containsKey("seq_write_mb_per_sec")) {
                // Sustained rate: the buffer fills only at the difference of link and drain rates.
                long buffer = writeBufferBytes(profile);
                if (buffer > 0) {
                    seq.run(RwMode.WRITE, "seq_block", t.seqBlock(), t.seqQueueDepth(), 0, Math.max(1, 8 * buffer / t.seqBlock()));
                }
                JobStats s = seq.run(RwMode.WRITE, "seq_block", t.seqBlock(), t.seqQueueDepth(), 0, SEQ_REQUESTS);
                rows.add(row(profile, "seq write MB/s", f.get("seq_write_mb_per_sec"), s.mbPerSec()));
            }
        }
        if (f.containsKey("rand_read_iops") || f.containsKey("rand_read_mb_per_sec") || f.containsKey("rand_read_iops_qd1")
                || f.containsKey("read_latency_us") || f.containsKey("read_latency_ms")) {
            Bench reads = new Bench(new TextNode(profile));
            if (f.containsKey("rand_read_iops") || f.containsKey("rand_read_mb_per_sec")) {
                JobStats s = reads.run(RwMode.RANDREAD, "rand_block", t.randomReadBlock(), t.queueDepth(), t.span(), RANDOM_READS);
                if (f.containsKey("rand_read_iops")) {
                    rows.add(row(profile, "rand read IOPS (" + block(t.randomReadBlock()) + ") @QD" + t.queueDepth(), f.get("rand_read_iops"), s.iops()));
                }
                if (f.containsKey("rand_read_mb_per_sec")) {
                    rows.add(row(profile, "rand read MB/s (" + block(t.randomReadBlock()) + ") @QD" + t.queueDepth(), f.get("rand_read_mb_per_sec"),
                            s.mbPerSec()));
                }
            }
            if (f.containsKey("rand_read_iops_qd1") || f.containsKey("read_latency_us") || f.containsKey("read_latency_ms")) {
                JobStats s = reads.run(RwMode.RANDREAD, "rand_block", t.randomReadBlock(), 1, t.span(), LATENCY_READS);
                if (f.containsKey("rand_read_iops_qd1")) {
                    rows.add(row(profile, "rand read IOPS (" + block(t.randomReadBlock()) + ") @QD1", f.get("rand_read_iops_qd1"), s.iops()));
                }
                if (f.containsKey("read_latency_us")) {
                    rows.add(row(profile, "read latency us (" + block(t.randomReadBlock()) + ") @QD1", f.get("read_latency_us"), s.latency().mean() / 1e3));
                }
                if (f.containsKey("read_latency_ms")) {
                    rows.add(row(profile, "read latency ms (" + block(t.randomReadBlock()) + ") @QD1", f.get("read_latency_ms"), s.latency().mean() / 1e6));
                }
            }
        }
        if (f.containsKey("rand_write_iops")) {
            ProfileTargets.Range target = f.get("rand_write_iops");
            // At least two seconds and 1,000 writes: many log-block reclaims or GC rounds, not one burst.
            long count = Math.max(1000, Math.min(20000, Math.round(target.high() * 2)));
            JobStats s = new Bench(spanWritten(profile, t.span())).run(RwMode.RANDWRITE, "span", RANDOM_BLOCK,
                    t.writeQueueDepth(), t.span(), count);
            rows.add(row(profile, "4K rand write IOPS @QD" + t.writeQueueDepth(), target, s.iops()));
        }
        return rows;
    }

    /** "4 KiB", or "1000 B" for a size that is not whole KiB. */
    private static String block(long bytes) {
        return bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + " B";
    }

    private static Row row(String profile, String metric, ProfileTargets.Range target, double simulated) {
        return new Row(profile, metric, target.text(), target.deviation(simulated), simulated);
    }

    /** The profile with its random overwrites dropped from preconditioning. */
    private JsonNode sequentiallyWritten(String profile) {
        ObjectNode spec = JsonNodeFactory.instance.objectNode();
        spec.put("profile", profile);
        if (factory.resolve(new TextNode(profile)).has("precondition")) {
            spec.putObject("precondition").put("overwrites", 0.0);
        }
        return spec;
    }

    /**
     * For a random-write figure measured over a span: the profile with its random overwrites
     * confined to that span and repeated until the span's blocks are in steady state.
     */
    private JsonNode spanWritten(String profile, long span) {
        if (span == 0 || !factory.resolve(new TextNode(profile)).has("precondition")) {
            return new TextNode(profile);
        }
        ObjectNode spec = JsonNodeFactory.instance.objectNode();
        spec.put("profile", profile);
        spec.putObject("precondition").put("span", span).put("overwrites", SPAN_OVERWRITES);
        return spec;
    }

    private long writeBufferBytes(String profile) {
        JsonNode b = factory.resolve(new TextNode(profile)).get("write_buffer");
        if (b == null) {
            return 0;
        }
        return b.isNumber() ? b.asLong() : ByteSize.parse(b.asText()).bytes();
    }

    /** One device, built once, on which benchmarks run one after another. */
    private final class Bench {
        private final Simulation sim = new Simulation();
        private final RandomStreams streams = new RandomStreams(1);
        private final BlockDevice device;
        private int jobs;

        Bench(JsonNode spec) {
            this.device = factory.build(sim, streams, "check", spec);
        }

        /** {@code blockKey} names the target setting to blame when the block does not fit the range. */
        JobStats run(RwMode rw, String blockKey, long block, int qd, long span, long count) {
            long range = span > 0 ? Math.min(span, device.capacityBytes()) : device.capacityBytes();
            if (block > range) {
                throw new InvalidConfigException(List.of("targets", blockKey), "a request of " + ByteSize.format(block)
                        + " does not fit the device's " + device.capacityBytes() + " B; allowed: at most " + range + " B");
            }
            JobSpec job = JobSpec.builder("check" + jobs++).rw(rw).blockSize(block).ioDepth(qd)
                    .size(range / block * block).numberIos(count).build();
            return WorkloadRun.run(sim, device, job, streams);
        }
    }
}
