package org.storagesim.scenarios.report;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.nio.file.Path;
import org.storagesim.core.stats.LatencyRecorder;
import org.storagesim.devices.ftl.FtlStats;
import org.storagesim.validation.metrics.ResponseTimeComparison;

/**
 * What a trace replay measured, as {@code sim replay} writes it to {@code summary.json}: the same
 * figures and key names as a scenario run's (latency overall and per direction, the flash drives'
 * work), with the comparison against the trace's measured times where it has them.
 *
 * @param volume     the one volume replayed, or null for all
 * @param flash      what the flash drives did during the replay, or null for a device without flash
 * @param comparison against the trace's measured response times, or null when it has none
 */
public record ReplayReport(String device, String trace, Integer volume, String mode, long seed, long bytes,
                           long elapsedNanos, double iops, double mbPerSec, LatencyRecorder latency,
                           LatencyRecorder reads, LatencyRecorder writes, FtlStats flash,
                           ResponseTimeComparison comparison) {

    /** Writes the report as JSON; one replay and seed always give the same bytes. */
    public void writeJson(Path file) throws IOException {
        SummaryJson.writeObject(file, g -> {
            g.writeStringField("device", device);
            g.writeStringField("trace", trace);
            if (volume != null) {
                g.writeNumberField("volume", volume);
            }
            g.writeStringField("mode", mode);
            g.writeNumberField("seed", seed);
            g.writeNumberField("requests", latency.count());
            g.writeNumberField("bytes", bytes);
            g.writeNumberField("elapsedNs", elapsedNanos);
            g.writeNumberField("iops", Numbers.rate(iops));
            g.writeNumberField("mbPerSec", Numbers.rate(mbPerSec));
            SummaryJson.writeLatency(g, "latencyNs", latency);
            SummaryJson.writeLatency(g, "readLatencyNs", reads);
            SummaryJson.writeLatency(g, "writeLatencyNs", writes);
            if (flash != null) {
                SummaryJson.writeFlash(g, flash);
            }
            if (comparison != null) {
                writeComparison(g, comparison);
            }
        });
    }

    private static void writeComparison(JsonGenerator g, ResponseTimeComparison c) throws IOException {
        g.writeObjectFieldStart("comparedWithMeasured");
        g.writeNumberField("requests", c.requests());
        g.writeNumberField("demeritMs", Numbers.fixed(c.demeritMs(), 3));
        g.writeNumberField("demeritPct", Numbers.fixed(c.demeritPct(), 2));
        g.writeNumberField("measuredMeanMs", Numbers.fixed(c.measuredMeanMs(), 3));
        g.writeNumberField("simulatedMeanMs", Numbers.fixed(c.simulatedMeanMs(), 3));
        g.writeNumberField("meanErrorPct", Numbers.fixed(c.meanErrorPct(), 2));
        g.writeNumberField("p50ErrorPct", Numbers.fixed(c.p50ErrorPct(), 2));
        g.writeNumberField("p90ErrorPct", Numbers.fixed(c.p90ErrorPct(), 2));
        g.writeNumberField("p99ErrorPct", Numbers.fixed(c.p99ErrorPct(), 2));
        g.writeEndObject();
    }
}
