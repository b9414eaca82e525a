package org.storagesim.scenarios.scenario;

import java.util.List;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * What a scenario writes besides {@code summary.json}: the throughput interval, and which series
 * become CSV files and which become PNG charts (both default to all).
 */
public record ResultsSpec(SimDuration throughputInterval, List<Series> csv, List<Series> charts) {
    public static final SimDuration DEFAULT_INTERVAL = SimDuration.parse("1s");

    public ResultsSpec {
        if (throughputInterval == null) {
            throughputInterval = DEFAULT_INTERVAL;
        } else if (throughputInterval.nanos() <= 0) {
            throw new InvalidConfigException(List.of("throughput_interval"),
                    "must be a positive time; allowed: e.g. 100ms, 1s");
        }
        csv = csv == null ? List.of(Series.values()) : List.copyOf(csv);
        charts = charts == null ? List.of(Series.values()) : List.copyOf(charts);
    }

    public static ResultsSpec defaults() {
        return new ResultsSpec(null, null, null);
    }
}
