package org.storagesim.validation;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.storagesim.validation.metrics.ResponseTimeComparison;

/**
 * Replays each shared DiskSim validation trace on the drive imported from its spec files and holds
 * the result to the acceptance bounds: demerit at most twice DiskSim's own (table in
 * {@code data/README.md}) and mean error within 2 %.
 */
class DiskSimValidationTest {
    private static final double MEAN_ERROR_BOUND_PCT = 2;

    @ParameterizedTest(name = "{0}")
    @CsvSource({
            "hp_c2247a, 0.090", "hp_c2490a, 0.254", "dec_rz26, 0.340", "barracuda, 0.348",
            "cheetah9LP, 0.107", "ibm18es, 0.136", "atlas10k, 0.268"})
    void replayMatchesTheMeasuredDistribution(String drive, double disksimDemeritMs)
            throws Exception {
        Path dir = SharedData.disksim();
        DiskSimValidation.Result r = DiskSimValidation.run(dir.resolve(drive + ".parv"), dir.resolve(drive + ".trace"));
        ResponseTimeComparison c = r.comparison();
        System.out.printf(Locale.ROOT, "%s requests=%d demerit_ms=%.3f (disksim %.3f) demerit_pct=%.2f mean_err_pct=%.2f"
                        + " p50=%.1f%% p90=%.1f%% p99=%.1f%% measured_mean=%.2f%n", drive, c.requests(), c.demeritMs(),
                disksimDemeritMs, c.demeritPct(), c.meanErrorPct(), c.p50ErrorPct(), c.p90ErrorPct(), c.p99ErrorPct(),
                c.measuredMeanMs());
        assertTrue(c.demeritMs() <= 2 * disksimDemeritMs, "demerit " + c.demeritMs() + " ms exceeds twice DiskSim's "
                + disksimDemeritMs + " ms");
        assertTrue(Math.abs(c.meanErrorPct()) <= MEAN_ERROR_BOUND_PCT, "mean error " + c.meanErrorPct() + " % exceeds "
                + MEAN_ERROR_BOUND_PCT + " %");
    }
}
