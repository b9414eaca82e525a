package org.storagesim.validation.calibrate.fit;

/**
 * One model parameter the fitter may move: a dotted key path inside the profile (for example
 * {@code nand.read_latency}), its bounds in the unit the profile reads when given a bare number
 * (nanoseconds for times, bytes for sizes), whether to search it on a log scale (rates and
 * latencies spanning decades), and whether it is a whole number.
 */
public record FitParameter(String path, double min, double max, boolean logScale, boolean integer) {
    public FitParameter {
        if (!(min < max) || (logScale && min <= 0)) {
            throw new IllegalArgumentException("bad bounds for " + path + ": [" + min + ", " + max + "]");
        }
    }

    /** Maps a search coordinate in [0, 1] to a value inside the bounds. */
    public double valueAt(double unit) {
        double u = Math.min(1, Math.max(0, unit));
        double v = logScale ? Math.exp(Math.log(min) + u * (Math.log(max) - Math.log(min))) : min + u * (max - min);
        return integer ? Math.round(v) : v;
    }

    /** The search coordinate of a value (inverse of {@link #valueAt}), clamped to [0, 1]. */
    public double unitOf(double value) {
        double v = Math.min(max, Math.max(min, value));
        return logScale ? (Math.log(v) - Math.log(min)) / (Math.log(max) - Math.log(min)) : (v - min) / (max - min);
    }
}
