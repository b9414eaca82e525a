package org.storagesim.devices.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/**
 * Members behind a shared host adapter (P4's three X25-M on one Adaptec card): an array of four
 * stations, each able to move 250 MB/s, whose first three share an uplink.
 */
class HostAdapterTest {
    private static final String MEMBER = "{kind: blocklayer, device: {kind: queue, servers: 1, service: constant, "
            + "mean: 100us, transfer_mb_per_sec: 250, capacity: 1GiB}}";
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private BlockDevice build(Simulation sim, String adapters) throws Exception {
        return factory.build(sim, new RandomStreams(1), "array", ConfigBinder.mapper().readTree(
                "{kind: raid0, chunk: 64KiB, count: 4, member: " + MEMBER + adapters + "}"));
    }

    private double sequentialMbPerSec(String adapters, RwMode rw) throws Exception {
        Simulation sim = new Simulation();
        JobSpec job = JobSpec.builder("seq").rw(rw).blockSize(1 << 20).ioDepth(8).size(512L << 20)
                .numberIos(800).build();
        return WorkloadRun.run(sim, build(sim, adapters), job, new RandomStreams(1)).mbPerSec();
    }

    @Test
    void aSlowUplinkCapsTheArrayAtItsRateTimesMembersOverMembersBehindIt() throws Exception {
        // Every 1 MiB array request puts 256 KiB on each member; the three behind the adapter pass
        // 768 KiB through its 300 MB/s, so the array moves 4/3 × 300 = 400 MB/s, read or written.
        String adapter = ", adapters: [{members: [0, 1, 2], mb_per_sec: 300}]";
        assertEquals(400, sequentialMbPerSec(adapter, RwMode.READ), 400 * 0.02);
        assertEquals(400, sequentialMbPerSec(adapter, RwMode.WRITE), 400 * 0.02);
    }

    @Test
    void anUplinkFasterThanItsMembersChangesNothing() throws Exception {
        double alone = sequentialMbPerSec("", RwMode.READ);
        // 256 KiB per member request: 100 us + 1.05 ms, four members at once.
        assertEquals(4 * 262144 / (100e-6 + 262144 / 250e6) / 1e6, alone, alone * 0.01);
        assertEquals(alone, sequentialMbPerSec(", adapters: [{members: [0, 1, 2], mb_per_sec: 5000}]", RwMode.READ),
                alone * 0.005);
    }

    @Test
    void badAdaptersNameTheKeyAndWhatIsAllowed() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                ", adapters: [{members: [0, 4], mb_per_sec: 800}]"));
        assertEquals(List.of("adapters", 0, "members"), e.path());
        assertTrue(e.getMessage().contains("members 0 to 3"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                ", adapters: [{members: [0], mb_per_sec: 800}, {members: [1, 0], mb_per_sec: 800}]"));
        assertEquals(List.of("adapters", 1, "members"), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                ", adapters: [{members: [0]}]"));
        assertEquals(List.of("adapters", 0, "mb_per_sec"), e.path());
    }
}
