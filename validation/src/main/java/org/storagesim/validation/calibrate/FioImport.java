package org.storagesim.validation.calibrate;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Turns fio JSON summaries ({@code fio --output-format=json}) into measured points. Job options
 * override global options as in fio. A {@code lat.log} beside the summary (fio's per-I/O log) is
 * referenced so that validation can replay the exact request sequence.
 */
public final class FioImport {
    private static final ObjectMapper JSON = new ObjectMapper();

    private FioImport() {
    }

    /** Reads every job of every summary; {@code relativeTo} is where the measurement file will live. */
    public static Measurements importSummaries(List<Path> summaries, Path relativeTo) throws IOException {
        List<MeasuredPoint> points = new ArrayList<>();
        String device = null;
        long size = 0;
        for (Path summary : summaries) {
            JsonNode root = readJson(summary);
            JsonNode global = root.path("global options");
            requireOneJobPerLog(summary, root.path("jobs").size());
            for (JsonNode job : root.path("jobs")) {
                JsonNode options = job.path("job options");
                try {
                    points.add(point(summary, job, options, global, relativeTo));
                    if (device == null) {
                        device = option(options, global, "filename", "fio file");
                        size = FioSize.parse("size", option(options, global, "size", "0"), kbBase(options, global));
                    }
                } catch (IllegalArgumentException e) {
                    // An option fio would not have run with, or figures no measurement can hold (no I/O, no throughput).
                    throw new IOException(summary + ": job '" + job.path("jobname").asText() + "': "
                            + (e instanceof InvalidConfigException ice && !ice.key().isEmpty() ? ice.key() + " " : "")
                            + e.getMessage(), e);
                }
            }
        }
        if (points.isEmpty()) {
            throw new IOException("no fio jobs found in " + summaries);
        }
        return new Measurements("fio", device, size, points);
    }

    private static JsonNode readJson(Path summary) throws IOException {
        try {
            JsonNode root = JSON.readTree(summary.toFile());
            if (root == null || !root.has("jobs")) {
                throw new IOException(summary + ": not a fio JSON summary (no \"jobs\" array)");
            }
            return root;
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IOException(FileProblem.syntax(summary, e, "JSON").message(), e);
        }
    }

    private static MeasuredPoint point(Path summary, JsonNode job, JsonNode options, JsonNode global, Path relativeTo)
            throws IOException {
        String name = job.path("jobname").asText();
        requireOneRun(job, options, global);
        String rw = option(options, global, "rw", "read");
        int mix = wholeOption(options, global, "rwmixread", "50");
        long bs = FioBlockSize.of(rw, option(options, global, "bs", option(options, global, "blocksize", "4k")),
                kbBase(options, global));
        int depth = wholeOption(options, global, "iodepth", "1");
        JsonNode read = job.path("read");
        JsonNode write = job.path("write");
        long ios = read.path("total_ios").asLong() + write.path("total_ios").asLong();
        double iops = read.path("iops").asDouble() + write.path("iops").asDouble();
        Path log = summary.resolveSibling("lat.log");
        String logPath = null;
        LatencyFigures overall;
        LatencyFigures readLat;
        LatencyFigures writeLat;
        if (Files.isRegularFile(log)) {
            FioLatLog perIo = FioLatLog.read(log);
            logPath = relativeTo.toAbsolutePath().normalize().relativize(log.toAbsolutePath().normalize()).toString();
            overall = LatencyFigures.of(perIo.all());
            readLat = perIo.reads().count() > 0 ? LatencyFigures.of(perIo.reads()) : null;
            writeLat = perIo.writes().count() > 0 ? LatencyFigures.of(perIo.writes()) : null;
        } else {
            readLat = latency(read);
            writeLat = latency(write);
            overall = combine(readLat, read, writeLat, write);
        }
        return new MeasuredPoint(name, rw, mix, bs, depth, ios, iops, read.path("bw_bytes").asDouble() / 1e6,
                write.path("bw_bytes").asDouble() / 1e6, overall, readLat, writeLat, logPath);
    }

    /**
     * A point is one job measured alone at one block size. A job that fio ended with an error has
     * partial figures; clones ({@code numjobs}) ran at the same time, so the device saw more requests
     * at once than the job's iodepth says; mixed block sizes have no one size to simulate.
     */
    private static void requireOneRun(JsonNode job, JsonNode options, JsonNode global) {
        int error = job.path("error").asInt();
        if (error != 0) {
            throw new IllegalArgumentException("fio ended the job with error " + error
                    + " (an errno), so its figures are partial; measure it again");
        }
        int clones = wholeOption(options, global, "numjobs", "1");
        if (clones > 1) {
            throw new IllegalArgumentException("numjobs " + clones + ": its clones ran at once, so the device had up to "
                    + clones + " x iodepth requests at a time; a point is one job (numjobs=1, iodepth=N for N at once)");
        }
        for (String mixed : List.of("bssplit", "bsrange", "blocksize_range")) {
            String value = option(options, global, mixed, null);
            if (value != null) {
                throw new IllegalArgumentException(mixed + " '" + value + "' mixes block sizes; a point has one (bs)");
            }
        }
    }

    /** fio's lat.log beside a summary holds no job names: with two jobs or more it cannot be told apart. */
    private static void requireOneJobPerLog(Path summary, int jobs) throws IOException {
        if (jobs > 1 && Files.isRegularFile(summary.resolveSibling("lat.log"))) {
            throw new IOException(summary + ": " + jobs + " jobs share the lat.log beside it, whose lines do not"
                    + " say which job they belong to; put each job's summary and lat.log in a folder of its own");
        }
    }

    private static int kbBase(JsonNode job, JsonNode global) {
        return FioSize.kbBase(option(job, global, "kb_base", "1024"));
    }

    private static int wholeOption(JsonNode job, JsonNode global, String key, String fallback) {
        String text = option(job, global, key, fallback);
        try {
            return Integer.parseInt(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option " + key + "='" + text + "' is not a whole number", e);
        }
    }

    private static String option(JsonNode job, JsonNode global, String key, String fallback) {
        if (job.has(key)) {
            return job.get(key).asText();
        }
        return global.has(key) ? global.get(key).asText() : fallback;
    }

    /**
     * fio's total latency (lat: submission to completion, what a simulator measures), or null when the
     * direction saw no I/O. fio prints percentiles of lat only with {@code lat_percentiles=1};
     * otherwise they are unknown (-1) rather than borrowed from clat, which excludes submission.
     */
    private static LatencyFigures latency(JsonNode direction) {
        JsonNode lat = direction.path("lat_ns");
        if (direction.path("total_ios").asLong() == 0 || lat.isMissingNode()) {
            return null;
        }
        JsonNode pct = lat.path("percentile");
        return new LatencyFigures(lat.path("mean").asDouble(), percentile(pct, "50.000000"),
                percentile(pct, "90.000000"), percentile(pct, "99.000000"), percentile(pct, "99.900000"),
                lat.path("max").asLong());
    }

    private static long percentile(JsonNode pct, String key) {
        return pct.path(key).asLong(-1);
    }

    /**
     * Without a per-I/O log a mixed job's overall distribution is unknown: fio reports each direction
     * separately. The mean is exact (weighted by I/O counts) and so is the max; percentiles are -1.
     */
    private static LatencyFigures combine(LatencyFigures r, JsonNode read, LatencyFigures w, JsonNode write) {
        if (r == null) {
            return w;
        }
        if (w == null) {
            return r;
        }
        long nr = read.path("total_ios").asLong();
        long nw = write.path("total_ios").asLong();
        double mean = (r.mean() * nr + w.mean() * nw) / (nr + nw);
        return new LatencyFigures(mean, -1, -1, -1, -1, Math.max(r.max(), w.max()));
    }
}
