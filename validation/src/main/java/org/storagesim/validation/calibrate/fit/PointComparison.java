package org.storagesim.validation.calibrate.fit;

/** A measured point next to what the model gives for the same pattern; errors in percent of measured. */
public record PointComparison(String name, double measuredMeanNs, double simulatedMeanNs, double measuredP99Ns,
                              double simulatedP99Ns, double measuredMbPerSec, double simulatedMbPerSec) {

    public double meanErrorPct() {
        return pct(simulatedMeanNs, measuredMeanNs);
    }

    /** NaN when the measurement has no p99. */
    public double p99ErrorPct() {
        return measuredP99Ns > 0 ? pct(simulatedP99Ns, measuredP99Ns) : Double.NaN;
    }

    public double mbPerSecErrorPct() {
        return pct(simulatedMbPerSec, measuredMbPerSec);
    }

    private static double pct(double simulated, double measured) {
        return 100.0 * (simulated - measured) / measured;
    }
}
