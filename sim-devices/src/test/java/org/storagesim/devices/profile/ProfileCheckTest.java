package org.storagesim.devices.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * P0 Table 2 measured SSD-Medium at 69 MB/s and SSD-Slow at 25 MB/s with a scan engine keeping many
 * 128 KiB reads in flight: their sequential read must not grow with queue depth (the targets are in
 * the profiles' YAML, taken from the paper).
 */
class ProfileCheckTest {
    private final ProfileCheck check = new ProfileCheck(DeviceFactory.withBuiltInProfiles(Path.of(".")));

    @Test
    void sataFlashProfilesReadSequentiallyAtTheMeasuredRateAtQueueDepthOneAndThirtyTwo() {
        for (String profile : List.of("ssd-medium", "ssd-slow")) {
            List<ProfileCheck.Row> rows = check.check(profile);
            List<ProfileCheck.Row> seqReads = rows.stream().filter(r -> r.metric().startsWith("seq read")).toList();
            assertEquals(2, seqReads.size(), profile + ": " + rows);
            for (ProfileCheck.Row r : rows) {
                assertTrue(r.within(ProfileCheck.TOLERANCE), profile + " " + r.metric() + ": target " + r.target()
                        + ", simulated " + r.simulated());
            }
        }
    }
}
