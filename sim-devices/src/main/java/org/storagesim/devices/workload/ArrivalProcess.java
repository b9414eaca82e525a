package org.storagesim.devices.workload;

import java.util.Locale;

/**
 * How a job issues requests: closed loop (keep {@code iodepth} in flight, as fio does by default)
 * or open loop at a rate, with exponential (Poisson) or fixed inter-arrival times.
 */
public enum ArrivalProcess {
    CLOSED, POISSON, FIXED;

    public static final String ALLOWED = "closed, poisson, fixed";

    public static ArrivalProcess parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("'" + text + "' is not an arrival process; expected one of " + ALLOWED);
        }
    }
}
