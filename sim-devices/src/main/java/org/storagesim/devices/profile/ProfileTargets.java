package org.storagesim.devices.profile;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * The {@code targets:} map of a profile: published figures (a number, or a range written
 * {@code "120-300"}) and how to measure them (queue depths, sequential block size, the span that
 * random benchmarks cover, as data sheets state it: Intel's random figures are "over an 8 GB span").
 * {@code seq_read_mb_per_sec_qd32} is the sequential read rate at QD 32 whatever {@code seq_queue_depth}
 * says: a drive's sustained read is bounded by its flash channels and controller, so it must not
 * grow past the data-sheet figure when a host keeps NCQ full (a DBMS scan does).
 */
record ProfileTargets(Map<String, Range> figures, int queueDepth, int writeQueueDepth, int seqQueueDepth,
                      long seqBlock, long span, long randomReadBlock) {
    /** Figures the check knows how to measure, in the order rows are printed. */
    static final List<String> FIGURES = List.of("seq_read_mb_per_sec", "seq_read_mb_per_sec_qd32", "seq_write_mb_per_sec", "rand_read_iops",
            "rand_read_iops_qd1", "rand_read_mb_per_sec", "rand_write_iops", "read_latency_us", "read_latency_ms");
    /** Keys that say how to measure. */
    static final List<String> SETTINGS = List.of("queue_depth", "write_queue_depth", "seq_queue_depth", "seq_block",
            "span", "rand_block");

    /** A target value: {@code low == high} for a single figure. */
    record Range(double low, double high) {
        /** Relative distance from the range (0 inside it). */
        double deviation(double value) {
            if (value < low) {
                return (value - low) / low;
            }
            return value > high ? (value - high) / high : 0;
        }

        String text() {
            return low == high ? plain(low) : plain(low) + "-" + plain(high);
        }

        private static String plain(double v) {
            return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
        }
    }

    static ProfileTargets parse(JsonNode targets) {
        // Each key is checked in file order, so the first problem reported is the first in the file.
        for (Map.Entry<String, JsonNode> e : targets.properties()) {
            String key = e.getKey();
            if (FIGURES.contains(key)) {
                range(key, e.getValue());
            } else if (SETTINGS.contains(key) && key.endsWith("queue_depth")) {
                positiveInt(targets, key, 1);
            } else if (SETTINGS.contains(key)) {
                size(targets, key, 1);
            } else {
                throw new InvalidConfigException(List.of("targets", key), "unknown target '" + key
                        + "'; allowed figures: " + String.join(", ", FIGURES) + "; settings: " + String.join(", ", SETTINGS));
            }
        }
        Map<String, Range> figures = new LinkedHashMap<>();
        for (String key : FIGURES) {
            if (targets.has(key)) {
                figures.put(key, range(key, targets.get(key)));
            }
        }
        int qd = positiveInt(targets, "queue_depth", 32);
        long span = size(targets, "span", 0);
        long randomBlock = size(targets, "rand_block", 4096);
        // Random writes are 4 KiB whatever rand_block says.
        long largestRandom = figures.containsKey("rand_write_iops") ? Math.max(randomBlock, 4096) : randomBlock;
        if (span > 0 && span < largestRandom) {
            throw new InvalidConfigException(List.of("targets", "span"), "span " + ByteSize.format(span)
                    + " holds no random request of " + ByteSize.format(largestRandom) + "; allowed: "
                    + ByteSize.format(largestRandom) + " or more");
        }
        return new ProfileTargets(figures, qd, positiveInt(targets, "write_queue_depth", qd),
                positiveInt(targets, "seq_queue_depth", 4), size(targets, "seq_block", 128 * 1024), span, randomBlock);
    }

    private static Range range(String key, JsonNode v) {
        if (v.isNumber() && v.asDouble() > 0) {
            return new Range(v.asDouble(), v.asDouble());
        }
        String[] parts = v.asText().trim().split("\\s*-\\s*");
        try {
            if (parts.length == 2) {
                double low = Double.parseDouble(parts[0]);
                double high = Double.parseDouble(parts[1]);
                if (low > 0 && high >= low) {
                    return new Range(low, high);
                }
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new InvalidConfigException(List.of("targets", key), "'" + v.asText()
                + "' is not a target; allowed: a positive number or a range like \"120-300\"");
    }

    private static int positiveInt(JsonNode targets, String key, int fallback) {
        JsonNode v = targets.get(key);
        if (v == null) {
            return fallback;
        }
        if (!v.canConvertToInt() || v.asInt() < 1) {
            throw new InvalidConfigException(List.of("targets", key), key + " must be a whole number ≥ 1, got " + v);
        }
        return v.asInt();
    }

    private static long size(JsonNode targets, String key, long fallback) {
        JsonNode v = targets.get(key);
        if (v == null) {
            return fallback;
        }
        try {
            long bytes = v.isNumber() ? v.asLong() : ByteSize.parse(v.asText()).bytes();
            if (bytes > 0) {
                return bytes;
            }
        } catch (IllegalArgumentException e) {
            // reported below
        }
        throw new InvalidConfigException(List.of("targets", key), key + " must be a positive size like 8GiB, got " + v);
    }
}
