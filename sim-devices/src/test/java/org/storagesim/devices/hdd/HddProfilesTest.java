package org.storagesim.devices.hdd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * The shipped HDD profiles against the device table of experiments.md. Only the figures the
 * datasheet-built models reproduce are asserted; the others (write rate, random latency) are
 * known gaps, reported rather than tuned away.
 */
class HddProfilesTest {
    private static JobStats run(String profile, RwMode rw, long bs, int depth, long span, long ios) {
        Simulation sim = new Simulation();
        RandomStreams streams = new RandomStreams(7);
        BlockDevice d = DeviceFactory.withBuiltInProfiles(Path.of(".")).build(sim, streams, "d", TextNode.valueOf(profile));
        JobSpec spec = JobSpec.builder(profile).rw(rw).blockSize(bs).ioDepth(depth).size(span).numberIos(ios).build();
        return WorkloadRun.run(sim, d, spec, streams);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"barracuda-7200, 80", "velociraptor-10k, 120", "hdd-2010-1tb, 80"})
    void sequentialReadWithinTenPercentOfTheTable(String profile, double tableMbPerSec) {
        double mbs = run(profile, RwMode.READ, 1 << 20, 1, 8L << 30, 200).mbPerSec();
        assertEquals(tableMbPerSec, mbs, 0.1 * tableMbPerSec, profile + " sequential read " + mbs + " MB/s");
    }

    @Test
    void barracudaRandomReadsSpanTheTablesRange() {
        // P0 gives 120-300 random 4 KiB IOPS; measured on a file (8 GiB here), from QD 1 to NCQ 32.
        double qd1 = run("barracuda-7200", RwMode.RANDREAD, 4096, 1, 8L << 30, 1500).iops();
        double qd32 = run("barracuda-7200", RwMode.RANDREAD, 4096, 32, 8L << 30, 3000).iops();
        assertTrue(qd1 >= 0.9 * 120 && qd1 <= 1.1 * 300, "QD1 " + qd1 + " IOPS");
        assertTrue(qd32 >= 0.9 * 120 && qd32 <= 1.1 * 300 && qd32 > 1.5 * qd1, "QD32 " + qd32 + " IOPS");
    }
}
