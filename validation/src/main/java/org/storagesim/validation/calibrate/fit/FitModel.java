package org.storagesim.validation.calibrate.fit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import org.storagesim.devices.config.ConfigBinder;

/**
 * What {@code sim calibrate fit --kind K} searches: a starting profile of that kind, the parameters
 * to move, and a step that keeps derived keys consistent after each move (for example the blocks per
 * plane that keep a flash device large enough for the measured range as the parallel units change).
 * Keys under {@code fit:} are the fitter's own knobs and are removed before the profile is built.
 */
public record FitModel(String kind, ObjectNode start, List<FitParameter> parameters,
                       BiConsumer<ObjectNode, Long> adjust) {

    public static final String ALLOWED = "flash, hdd, queue";

    /** The model for a kind; throws for an unknown one, naming the allowed kinds. */
    public static FitModel of(String kind) {
        switch (kind.toLowerCase(Locale.ROOT)) {
            case "flash":
                return flash();
            case "hdd":
                return hdd();
            case "queue":
                return queue();
            default:
                throw new IllegalArgumentException("cannot fit kind '" + kind + "'; allowed: " + ALLOWED);
        }
    }

    /** A start profile with the fitter's knobs applied and removed, sized for {@code rangeBytes}. */
    public ObjectNode finish(ObjectNode spec, long rangeBytes) {
        adjust.accept(spec, rangeBytes);
        spec.remove("fit");
        return spec;
    }

    private static ObjectNode yaml(String text) {
        try {
            return (ObjectNode) ConfigBinder.mapper().readTree(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * A flash drive behind an NVMe-style interface: per-command overhead, link bandwidth, NAND read
     * and program times, channel bandwidth, parallel units (channels) and a write buffer. Blocks per
     * plane follow from the channel count so the device covers the range with its spare area.
     */
    private static FitModel flash() {
        ObjectNode start = yaml("""
                description: "Flash model fitted to measurements by sim calibrate fit"
                kind: flash
                host_interface: nvme
                queue_depth: 128
                pcie_lanes: 1
                lane_mb_per_sec: 1000
                command_overhead: 5000
                write_buffer: 67108864
                nand:
                  channels: 4
                  dies_per_channel: 1
                  planes_per_die: 1
                  blocks_per_plane: 1024
                  pages_per_block: 256
                  page_size: 4KiB
                  read: 20000
                  program: 200000
                  erase: 2ms
                  channel_mb_per_sec: 400
                ftl:
                  mapping: page
                  over_provisioning: 0.07
                  gc_policy: greedy
                  gc_threshold: 0.05
                precondition:
                  fill: 1.0
                  overwrites: 0
                """);
        List<FitParameter> parameters = List.of(
                new FitParameter("command_overhead", 500, 200_000, true, false),
                new FitParameter("lane_mb_per_sec", 50, 8_000, true, false),
                new FitParameter("nand.read", 2_000, 500_000, true, false),
                new FitParameter("nand.program", 10_000, 3_000_000, true, false),
                new FitParameter("nand.channel_mb_per_sec", 20, 4_000, true, false),
                new FitParameter("nand.channels", 1, 16, false, true),
                new FitParameter("write_buffer", 1 << 20, 1L << 30, true, true));
        return new FitModel("flash", start, parameters, FitModel::sizeFlash);
    }

    private static void sizeFlash(ObjectNode spec, long rangeBytes) {
        ObjectNode nand = (ObjectNode) spec.get("nand");
        long units = nand.get("channels").asLong() * nand.get("dies_per_channel").asLong()
                * nand.get("planes_per_die").asLong();
        long blockBytes = 4096L * nand.get("pages_per_block").asLong();
        double spare = spec.path("ftl").path("over_provisioning").asDouble(0.07);
        long blocks = (long) Math.ceil(rangeBytes / (1 - spare) / blockBytes / units * 1.02) + 4;
        nand.put("blocks_per_plane", blocks);
    }

    /**
     * A disk like the Barracuda profile, with its rotation speed, seek curve (scaled as a whole by
     * {@code fit.seek_scale}), controller overheads and link speed free.
     */
    private static FitModel hdd() {
        ObjectNode start = yaml("""
                description: "Disk model fitted to measurements by sim calibrate fit"
                profile: barracuda-7200
                fit: {seek_scale: 1.0, overhead_ms: 0.2}
                """);
        List<FitParameter> parameters = List.of(
                new FitParameter("rpm", 4_200, 15_000, false, false),
                new FitParameter("fit.seek_scale", 0.2, 4, true, false),
                new FitParameter("fit.overhead_ms", 0.01, 2, true, false),
                new FitParameter("bus_read_sector_ms", 0.0005, 0.02, true, false));
        return new FitModel("hdd", start, parameters, FitModel::applyDiskKnobs);
    }

    private static void applyDiskKnobs(ObjectNode spec, long rangeBytes) {
        JsonNode knobs = spec.path("fit");
        if (!knobs.isObject()) {
            return;
        }
        double scale = knobs.path("seek_scale").asDouble(1.0);
        double overhead = knobs.path("overhead_ms").asDouble(0.2);
        ArrayNode curve = spec.putObject("seek").putArray("curve");
        long[] distances = {1, 10, 100, 1_000, 10_000, 82_000, 246_500};
        double[] millis = {0.8, 1.5, 2.5, 3.8, 5.6, 8.5, 17.0};
        for (int i = 0; i < distances.length; i++) {
            curve.addArray().add(distances[i]).add(millis[i] * scale);
        }
        ObjectNode o = spec.putObject("overheads");
        for (String k : List.of("read_hit_after_read", "read_hit_after_write", "write_hit_after_read",
                "write_hit_after_write")) {
            o.put(k, overhead / 2);
        }
        for (String k : List.of("read_miss_after_read", "read_miss_after_write", "write_miss_after_read",
                "write_miss_after_write")) {
            o.put(k, overhead);
        }
        o.put("read_completion", 0).put("write_completion", 0).put("reselect", 0);
        spec.put("bus_write_sector_ms", spec.path("bus_read_sector_ms").asDouble(0.0017));
    }

    /**
     * The reference station as a small network: parallel servers (command processing, with separate
     * read and write means and a spread), each adding a per-byte transfer, then a link shared by all.
     */
    private static FitModel queue() {
        ObjectNode start = yaml("""
                description: "Queueing-network model fitted to measurements by sim calibrate fit"
                kind: queue
                servers: 4
                service: lognormal
                cv: 0.3
                mean: 30000
                write_mean: 30000
                transfer_mb_per_sec: 1000
                link_mb_per_sec: 1000
                capacity: 1TiB
                """);
        List<FitParameter> parameters = List.of(
                new FitParameter("servers", 1, 64, true, true),
                new FitParameter("mean", 1_000, 20_000_000, true, false),
                new FitParameter("write_mean", 1_000, 20_000_000, true, false),
                new FitParameter("cv", 0.05, 2, true, false),
                new FitParameter("transfer_mb_per_sec", 5, 20_000, true, false),
                new FitParameter("link_mb_per_sec", 5, 20_000, true, false));
        return new FitModel("queue", start, parameters, (spec, range) -> { });
    }
}
