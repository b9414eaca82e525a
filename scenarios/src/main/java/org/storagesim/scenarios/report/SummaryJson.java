package org.storagesim.scenarios.report;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.core.stats.LatencySummary;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.ScenarioPlan;
import org.storagesim.scenarios.scenario.ThroughputInterval;

/**
 * Writes {@code summary.json}: the scenario, the seed and, per run, requests, throughput and latency
 * figures. Keys come in a fixed order, numbers with fixed decimals and lines end in {@code \n}, and
 * nothing depends on the wall clock, so one scenario and seed always give the same bytes.
 */
final class SummaryJson {
    private static final JsonFactory FACTORY = new JsonFactory();

    private SummaryJson() {
    }

    /** The fields of a JSON object, written between its braces. */
    interface ObjectBody {
        void write(JsonGenerator g) throws IOException;
    }

    /** Writes one JSON object to {@code file}: two-space indents, {@code \n} line ends, plain decimals. */
    static void writeObject(Path file, ObjectBody body) throws IOException {
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter()
                .withSeparators(Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER))
                .withObjectIndenter(indenter).withArrayIndenter(indenter);
        try (OutputStream out = Files.newOutputStream(file);
             JsonGenerator g = FACTORY.createGenerator(out, JsonEncoding.UTF8)) {
            g.setPrettyPrinter(printer);
            g.enable(JsonGenerator.Feature.WRITE_BIGDECIMAL_AS_PLAIN);
            g.writeStartObject();
            body.write(g);
            g.writeEndObject();
            g.writeRaw('\n');
        }
    }

    static void write(Path file, ScenarioPlan plan, long seed, List<RunResult> results) throws IOException {
        writeObject(file, g -> {
            g.writeStringField("scenario", plan.name());
            g.writeStringField("description", plan.scenario().description());
            g.writeNumberField("seed", seed);
            ThroughputInterval interval = plan.scenario().results().throughputInterval();
            if (interval.isAuto()) {
                g.writeStringField("throughputInterval", "auto"); // each run gives the interval it chose
            } else {
                g.writeNumberField("throughputIntervalNs", interval.nanos());
            }
            g.writeArrayFieldStart("runs");
            for (RunResult r : results) {
                writeRun(g, r);
            }
            g.writeEndArray();
        });
    }

    private static void writeRun(JsonGenerator g, RunResult r) throws IOException {
        JobStats s = r.stats();
        g.writeStartObject();
        g.writeStringField("device", r.device());
        g.writeStringField("workload", r.workload());
        g.writeNumberField("requests", s.requests());
        g.writeNumberField("bytes", s.bytes());
        g.writeNumberField("elapsedNs", s.elapsedNanos());
        g.writeNumberField("throughputIntervalNs", s.throughput().intervalNanos());
        if (s.hasRates()) {
            g.writeNumberField("iops", Numbers.rate(s.iops()));
            g.writeNumberField("mbPerSec", Numbers.rate(s.mbPerSec()));
        } else {
            g.writeNullField("iops");
            g.writeNullField("mbPerSec");
        }
        writeLatency(g, "latencyNs", s.latency());
        writeLatency(g, "readLatencyNs", s.readLatency());
        writeLatency(g, "writeLatencyNs", s.writeLatency());
        if (s.flushLatency().count() > 0) {
            writeLatency(g, "flushLatencyNs", s.flushLatency());
        }
        if (r.flash() != null) {
            writeFlash(g, r.flash());
        }
        g.writeEndObject();
    }

    /**
     * The flash drives' work during the run: what write amplification and wear come from, and what
     * the write buffers kept from the flash (rewrites absorbed, reads served from DRAM).
     */
    static void writeFlash(JsonGenerator g, FtlStats f) throws IOException {
        g.writeObjectFieldStart("flash");
        g.writeNumberField("hostPagesWritten", f.hostPagesWritten());
        g.writeNumberField("flashPagesProgrammed", f.flashPagesProgrammed());
        g.writeNumberField("flashPagesRead", f.flashPagesRead());
        g.writeNumberField("multiPlanePageReads", f.multiPlanePageReads());
        g.writeNumberField("mappingPagesRead", f.mappingPagesRead());
        g.writeNumberField("mappingPagesProgrammed", f.mappingPagesProgrammed());
        if (f.hostPagesWritten() == 0) {
            g.writeNullField("writeAmplification"); // no page written: a ratio of nothing, as the table's '-'
        } else {
            g.writeNumberField("writeAmplification", Numbers.fixed(f.writeAmplification(), 3));
        }
        g.writeNumberField("blocksErased", f.blocksErased());
        g.writeNumberField("eraseSuspensions", f.eraseSuspensions());
        g.writeNumberField("maxEraseCount", f.maxEraseCount());
        g.writeNumberField("minEraseCount", f.minEraseCount());
        g.writeNumberField("bufferAbsorbedPages", f.bufferAbsorbedPages());
        g.writeNumberField("bufferReadHits", f.bufferReadHits());
        g.writeEndObject();
    }

    /** Count and figures of one kind of request; the figures {@code null} when there was none (not zeros to average). */
    static void writeLatency(JsonGenerator g, String field, LatencyRecorder recorder) throws IOException {
        LatencySummary l = recorder.summary();
        g.writeObjectFieldStart(field);
        g.writeNumberField("count", l.count());
        if (l.count() == 0) {
            for (String figure : List.of("mean", "ci95", "p50", "p90", "p99", "p999", "max")) {
                g.writeNullField(figure);
            }
        } else {
            g.writeNumberField("mean", Numbers.fixed(l.mean(), 1));
            g.writeNumberField("ci95", Numbers.fixed(l.ci95HalfWidth(), 1));
            g.writeNumberField("p50", l.p50());
            g.writeNumberField("p90", l.p90());
            g.writeNumberField("p99", l.p99());
            g.writeNumberField("p999", l.p999());
            g.writeNumberField("max", l.max());
        }
        g.writeEndObject();
    }
}
