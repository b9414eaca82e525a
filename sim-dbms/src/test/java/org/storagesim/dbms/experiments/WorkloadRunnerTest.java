package org.storagesim.dbms.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.dbms.config.QueryWorkloadConfig;
import org.storagesim.dbms.testing.TestDevices;

class WorkloadRunnerTest {
    @Test
    void concurrentCopiesShareTheBandwidth() throws Exception {
        QueryWorkloadConfig one = ConfigBinder.bind(ConfigBinder.mapper().readTree(
                "table: orders\nlayout: row\ntuples: 2000000\n"), QueryWorkloadConfig.class);
        QueryWorkloadConfig four = ConfigBinder.bind(ConfigBinder.mapper().readTree(
                "table: orders\nlayout: row\ntuples: 2000000\nconcurrency: 4\n"), QueryWorkloadConfig.class);
        WorkloadOutcome alone = WorkloadRunner.run(TestDevices.SUPPLIER, "ssd", one, Map.of(), 5);
        WorkloadOutcome shared = WorkloadRunner.run(TestDevices.SUPPLIER, "ssd", four, Map.of(), 5);
        double t1 = alone.queries().get(0).seconds();
        assertEquals(alone.modelSeconds(), t1, t1 * 0.05);
        assertEquals(4, shared.queries().size());
        // The stand-in SSD pays per request, not per seek: four scans take four times as long.
        for (var r : shared.queries()) {
            assertEquals(4 * t1, r.seconds(), 4 * t1 * 0.05);
        }
    }
}
