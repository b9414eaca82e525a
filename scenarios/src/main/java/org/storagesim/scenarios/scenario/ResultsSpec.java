package org.storagesim.scenarios.scenario;

import java.util.List;

/**
 * What a scenario writes besides {@code summary.json}: the throughput interval (default
 * {@code auto}), and which series become CSV files and which become PNG charts (both default to all).
 */
public record ResultsSpec(ThroughputInterval throughputInterval, List<Series> csv, List<Series> charts) {
    public ResultsSpec {
        throughputInterval = throughputInterval == null ? ThroughputInterval.AUTO : throughputInterval;
        csv = csv == null ? List.of(Series.values()) : List.copyOf(csv);
        charts = charts == null ? List.of(Series.values()) : List.copyOf(charts);
    }

    public static ResultsSpec defaults() {
        return new ResultsSpec(null, null, null);
    }
}
