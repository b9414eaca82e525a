package org.storagesim.dbms.experiments;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.dbms.host.ProfileDevices;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;

/**
 * P0 Figure 4: with the row layout, 256 KB (2 units) and 6 MB (48 units) of read-ahead give the same
 * query time on every device, because two asynchronous units already keep a sequential stream busy.
 * Run on the built-in profiles: a profile whose bandwidth grows with queue depth (ssd-medium did,
 * 10.5 s vs 7.4 s per 60 M tuples, before its controller cost was made to bind at every depth)
 * fails here.
 */
class RowReadAheadOnProfilesTest {
    private static final TableSchema ORDERS = TpchTables.orders().withTuples(300_000);

    @ParameterizedTest
    @ValueSource(strings = {"barracuda-7200", "ssd-fast", "ssd-medium", "ssd-slow"})
    void rowScanTimeDoesNotDependOnReadAheadDepth(String profile) {
        P0Experiments p0 = new P0Experiments(
                new ProfileDevices(DeviceFactory.withBuiltInProfiles(Path.of(".")), Map.of()), 42);
        ScanSpec small = ScanSpec.p0(StorageLayout.ROW, 7, 0.1).withReadAheadUnits(2);
        double twoUnits = p0.scan(profile, ORDERS, small).seconds();
        double fortyEight = p0.scan(profile, ORDERS, small.withReadAheadUnits(48)).seconds();
        assertEquals(fortyEight, twoUnits, 0.10 * fortyEight, profile + ": 2 units " + twoUnits + " s, 48 units "
                + fortyEight + " s");
    }
}
