package org.storagesim.core.kernel;

/**
 * An event would fall past {@link Simulation#HORIZON_NANOS}: the inputs ask for more simulated
 * time than the clock holds (a service time of years, times a million requests), which a
 * nanosecond clock in a {@code long} would otherwise wrap into the past.
 */
public final class TimeLimitException extends IllegalStateException {
    TimeLimitException(long now, long delayNanos) {
        super("an event " + delayNanos + " ns after " + now + " ns would pass the simulated-time limit of "
                + Simulation.HORIZON_NANOS + " ns (" + Simulation.HORIZON_NANOS / 31_557_600_000_000_000L + " years)");
    }
}
