package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Locale;

/** The series a run can write as CSV and draw as a chart. */
public enum Series {
    /** Latency cumulative distribution (one line per device, log-scale latency axis). */
    LATENCY_CDF,
    /** Completions per throughput interval over simulated time. */
    THROUGHPUT;

    public static final String ALLOWED = "latency_cdf, throughput";

    @JsonCreator
    public static Series parse(String text) {
        for (Series s : values()) {
            if (s.key().equals(text.trim().toLowerCase(Locale.ROOT))) {
                return s;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not a series; allowed: " + ALLOWED);
    }

    @JsonValue
    public String key() {
        return name().toLowerCase(Locale.ROOT);
    }
}
