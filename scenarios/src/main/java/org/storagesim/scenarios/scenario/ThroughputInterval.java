package org.storagesim.scenarios.scenario;

import org.storagesim.core.stats.ThroughputSeries;
import org.storagesim.core.units.SimDuration;

/**
 * How long each point of a run's throughput series is: {@code auto} (the default), chosen per run
 * from its length, or a fixed time such as {@code 1s} for points that line up across runs (P3's
 * figures). A bare integer is nanoseconds, as for every time in a scenario.
 *
 * @param nanos the fixed interval, or {@link ThroughputSeries#ADAPTIVE} for {@code auto}: what a
 *              run's series is made with ({@link ThroughputSeries#of})
 */
public record ThroughputInterval(long nanos) {
    public static final ThroughputInterval AUTO = new ThroughputInterval(ThroughputSeries.ADAPTIVE);
    static final String ALLOWED = "auto, or a positive time such as 100ms or 1s";

    public ThroughputInterval {
        if (nanos < 0) {
            throw new IllegalArgumentException("must be " + ALLOWED + ", got " + nanos + " ns");
        }
    }

    /** {@code auto}, or a time with its unit (a bare number is nanoseconds). */
    static ThroughputInterval parse(String text) {
        if (text.trim().equals("auto")) {
            return AUTO;
        }
        long nanos;
        try {
            nanos = SimDuration.parse(text).nanos();
        } catch (IllegalArgumentException e) {
            nanos = 0; // not a time at all: refused below, like a zero one
        }
        if (nanos <= 0) {
            throw new IllegalArgumentException("'" + text + "' is not an interval; allowed: " + ALLOWED);
        }
        return new ThroughputInterval(nanos);
    }

    public boolean isAuto() {
        return nanos == ThroughputSeries.ADAPTIVE;
    }
}
