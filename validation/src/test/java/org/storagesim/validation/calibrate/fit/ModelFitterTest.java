package org.storagesim.validation.calibrate.fit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.validation.calibrate.LatencyFigures;
import org.storagesim.validation.calibrate.MeasuredPoint;

/**
 * The fitter must recover a device it has never seen from its microbenchmarks alone: measurements
 * are produced by a hidden reference station, and the fit starts far from it.
 */
class ModelFitterTest {
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private static ObjectNode spec(String yaml) throws Exception {
        return (ObjectNode) ConfigBinder.mapper().readTree(yaml);
    }

    @Test
    void recoversAHiddenStationFromItsMicrobenchmarks() throws Exception {
        ObjectNode hidden = spec("{kind: queue, servers: 3, service: lognormal, cv: 0.3, mean: 25us,"
                + " transfer_mb_per_sec: 900, capacity: 8GiB}");
        List<MeasuredPoint> measured = new ArrayList<>();
        String[][] patterns = {{"randread", "4096", "1"}, {"randread", "4096", "8"}, {"read", "131072", "4"}};
        for (String[] pat : patterns) {
            MeasuredPoint probe = new MeasuredPoint(pat[0], pat[0], 100, Long.parseLong(pat[1]),
                    Integer.parseInt(pat[2]), 4000, 0, 1, 0, new LatencyFigures(1, 1, 1, 1, 1, 1), null, null, null);
            PointComparison truth = new ModelFitter(factory, hidden, List.of(), List.of(probe), 8L << 30, 4000, 7)
                    .compare(hidden).get(0);
            measured.add(new MeasuredPoint(pat[0] + "-" + pat[2], pat[0], 100, probe.bs(), probe.iodepth(), 4000, 0,
                    truth.simulatedMbPerSec(), 0, new LatencyFigures(truth.simulatedMeanNs(), -1, -1,
                    (long) truth.simulatedP99Ns(), -1, -1), null, null, null));
        }
        ObjectNode start = spec("{kind: queue, servers: 1, service: lognormal, cv: 0.3, mean: 200us,"
                + " transfer_mb_per_sec: 100, capacity: 8GiB}");
        List<FitParameter> parameters = List.of(
                new FitParameter("servers", 1, 16, false, true),
                new FitParameter("mean", 1_000, 1_000_000, true, false),
                new FitParameter("transfer_mb_per_sec", 10, 10_000, true, false));
        FitResult fit = new ModelFitter(factory, start, parameters, measured, 8L << 30, 4000, 11).fit(300);

        for (PointComparison row : fit.points()) {
            assertTrue(Math.abs(row.meanErrorPct()) < 5, row.toString());
            assertTrue(Math.abs(row.mbPerSecErrorPct()) < 5, row.toString());
        }
        assertEquals(3, fit.profile().get("servers").asInt());
        assertEquals(25_000, fit.profile().get("mean").asDouble(), 25_000 * 0.1);
        assertTrue(fit.evaluations() <= 300);
    }

    @Test
    void aParameterTheMeasurementsPushPastItsRangeIsReportedAtItsEnd() throws Exception {
        // Measured: 25 us at QD 1 on one server; the search may not go below 100 us.
        MeasuredPoint probe = new MeasuredPoint("randread-1", "randread", 100, 4096, 1, 2000, 0, 1, 0,
                new LatencyFigures(1, 1, 1, 1, 1, 1), null, null, null);
        ObjectNode hidden = spec("{kind: queue, servers: 1, service: lognormal, cv: 0.3, mean: 25us, capacity: 1GiB}");
        PointComparison truth = new ModelFitter(factory, hidden, List.of(), List.of(probe), 1L << 30, 2000, 7)
                .compare(hidden).get(0);
        MeasuredPoint measured = new MeasuredPoint("randread-1", "randread", 100, 4096, 1, 2000, 0,
                truth.simulatedMbPerSec(), 0, new LatencyFigures(truth.simulatedMeanNs(), -1, -1,
                (long) truth.simulatedP99Ns(), -1, -1), null, null, null);
        ObjectNode start = spec("{kind: queue, servers: 1, service: lognormal, cv: 0.3, mean: 300us, capacity: 1GiB}");
        List<FitParameter> parameters = List.of(new FitParameter("mean", 100_000, 1_000_000, true, false),
                new FitParameter("cv", 0.05, 2, true, false));
        FitResult fit = new ModelFitter(factory, start, parameters, List.of(measured), 1L << 30, 2000, 11).fit(100);

        assertTrue(fit.atBounds().contains(new FitResult.AtBound("mean", 100_000, false)), fit.atBounds().toString());
        assertEquals(100_000, fit.profile().get("mean").asDouble());
        assertTrue(fit.atBounds().stream().noneMatch(FitResult.AtBound::highest), fit.atBounds().toString());
    }

    @Test
    void fittedFractionsAreWrittenWithSixSignificantDigits() throws Exception {
        MeasuredPoint any = new MeasuredPoint("randread-1", "randread", 100, 4096, 1, 100, 0, 1, 0,
                new LatencyFigures(1, 1, 1, 1, 1, 1), null, null, null);
        ObjectNode disk = ModelFitter.of(factory, FitModel.of("hdd"), List.of(any), 1L << 30, 100, 1)
                .apply(new double[] {0.3, 0, 0.123456789, 0.5});
        // The seek curve is the barracuda's scaled by the lowest scale, 0.2: 0.8 ms x 0.2 is 0.16 ms
        // (0.16000000000000003 in binary arithmetic).
        assertEquals(0.16, disk.get("seek").get("curve").get(0).get(1).asDouble());
        for (String key : List.of("rpm", "bus_read_sector_ms")) {
            String digits = BigDecimal.valueOf(disk.get(key).asDouble()).stripTrailingZeros().unscaledValue().toString();
            assertTrue(digits.length() <= 6, key + " " + disk.get(key));
        }
    }
}
