package org.storagesim.dbms.model;

/**
 * The analytic model of P0 section 5 (equations 1–5). Sizes in bytes, bandwidth in bytes per
 * second, latency and times in seconds.
 */
public final class P0Model {
    private P0Model() {
    }

    /** Equation 1: a row scan reads the relation at the device's sequential bandwidth, t_r = R/B. */
    public static double rowSeconds(double relationBytes, double bandwidth) {
        return relationBytes / bandwidth;
    }

    /**
     * Equation 2: t_c = α·k·C/B + β·k·l. α scales the transfer time of the k columns (imperfect
     * layout, unequal widths), β the number of seeks per projected column.
     */
    public static double columnSeconds(double alpha, int k, double columnBytes, double bandwidth, double beta,
                                       double latency) {
        return alpha * k * columnBytes / bandwidth + beta * k * latency;
    }

    /** Equation 3: the projectivity where both layouts take equally long, k ≈ R / (α·C + β·B·l). */
    public static double crossoverK(double relationBytes, double alpha, double columnBytes, double beta,
                                    double bandwidth, double latency) {
        return relationBytes / (alpha * columnBytes + beta * bandwidth * latency);
    }

    /**
     * Equations 4 and 5: on a device without seek cost, CPU work that no longer overlaps I/O moves
     * the crossover to k ≈ R / (α·C + s·γ·B·C); γ is CPU seconds per byte of column processed and
     * s the selectivity (s = 1 gives equation 4, the compression case).
     */
    public static double crossoverKWithCpu(double relationBytes, double alpha, double columnBytes, double selectivity,
                                           double gamma, double bandwidth) {
        return relationBytes / (alpha * columnBytes + selectivity * gamma * bandwidth * columnBytes);
    }
}
