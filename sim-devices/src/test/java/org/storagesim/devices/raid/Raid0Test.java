package org.storagesim.devices.raid;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.blocklayer.BlockLayer;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

class Raid0Test {
    private static final String STATION = "{kind: queue, servers: 1, service: constant, mean: 100us, "
            + "transfer_mb_per_sec: 250, capacity: 1GiB}";
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private BlockDevice build(Simulation sim, String spec) throws Exception {
        JsonNode tree = ConfigBinder.mapper().readTree(spec);
        return factory.build(sim, new RandomStreams(1), "dev", tree);
    }

    private double sequentialMbPerSec(String spec) throws Exception {
        Simulation sim = new Simulation();
        BlockDevice device = build(sim, spec);
        JobSpec job = JobSpec.builder("seq").rw(RwMode.READ).blockSize(1 << 20).ioDepth(4).size(512L << 20)
                .numberIos(400).build();
        JobStats stats = WorkloadRun.run(sim, device, job, new RandomStreams(1));
        return stats.mbPerSec();
    }

    /** A saturated station serves 1 MiB per (100 us + 1 MiB / 250 MB/s). */
    private static double stationMbPerSec(long bytesPerRequest, double requestsPerMiB) {
        double seconds = requestsPerMiB * (100e-6 + bytesPerRequest / 250e6);
        return (1 << 20) / seconds / 1e6;
    }

    @Test
    void fourStationsStripedGiveAboutFourTimesTheBandwidthOfOne() throws Exception {
        double one = sequentialMbPerSec(STATION);
        assertEquals(stationMbPerSec(1 << 20, 1), one, one * 0.01);

        // md sends each member four 64 KiB chunks per 1 MiB request, contiguous on the member, in
        // one call. Its block layer merges them into one 256 KiB request and starts it when md
        // unplugs at the end of that call, so chunks of different array requests never merge:
        // each member serves a quarter MiB per array request, all four at once.
        double striped = sequentialMbPerSec("{kind: raid0, chunk: 64KiB, count: 4, member: {kind: blocklayer, device: "
                + STATION + "}}");
        assertEquals(stationMbPerSec(256 << 10, 1), striped, striped * 0.01);
        assertTrue(striped / one > 3.7 && striped / one < 4.0, "ratio " + striped / one);

        // Without a block layer per member the four chunks pay the per-request overhead four times.
        double unmerged = sequentialMbPerSec("{kind: raid0, chunk: 64KiB, count: 4, member: " + STATION + "}");
        assertEquals(stationMbPerSec(64 << 10, 4), unmerged, unmerged * 0.01);
    }

    @Test
    void capacityIsTheSmallestMemberInWholeChunksTimesTheMemberCount() throws Exception {
        Raid0 raid = (Raid0) build(new Simulation(), "{kind: raid0, chunk: 64KiB, devices: ["
                + "{profile: mm1-reference, capacity: 1000KiB}, {profile: mm1-reference, capacity: 10MiB}]}");
        assertEquals(2 * 960 * 1024, raid.capacityBytes());
        assertEquals(2, raid.memberCount());
        assertEquals("dev/1", raid.member(1).name());
    }

    @Test
    void aBlockLayerCanSitInFrontOfAnyDeviceIncludingAnArray() throws Exception {
        BlockDevice d = build(new Simulation(), "{kind: blocklayer, scheduler: deadline, max_request: 256KiB, "
                + "deadline: {read_expire: 100ms}, device: {kind: raid0, chunk: 16KiB, member: mm1-reference, count: 4}}");
        assertTrue(d instanceof BlockLayer);
        assertTrue(((BlockLayer) d).device() instanceof Raid0);
        assertEquals(4 * (100L << 30), d.capacityBytes());
    }

    @Test
    void badSpecsNameTheKeyAndWhatIsAllowed() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: raid0, member: {profile: mm1-reference, srevers: 2}, count: 2}"));
        assertEquals(List.of("member", "srevers"), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: raid0, devices: [mm1-reference, no-such-profile]}"));
        assertEquals(List.of("devices", 1), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: raid0, devices: [mm1-reference], member: mm1-reference, count: 2}"));
        assertTrue(e.getMessage().contains("not both"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: raid0, member: mm1-reference, count: 2, chunk: 1000}"));
        assertEquals("chunk", e.key());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: blocklayer, scheduler: elevator, device: mm1-reference}"));
        assertEquals("scheduler", e.key());
        assertTrue(e.getMessage().contains("noop, deadline, cfq"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: blocklayer, cfq: {slice_idle: 0}, device: mm1-reference}"));
        assertEquals("cfq", e.key());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: blocklayer, scheduler: cfq, cfq: {slice_idel: 0}, device: mm1-reference}"));
        assertEquals(List.of("cfq", "slice_idel"), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(), "{kind: blocklayer}"));
        assertEquals("device", e.key());
        e = assertThrows(InvalidConfigException.class, () -> build(new Simulation(),
                "{kind: blocklayer, device: {profile: mm1-reference, mean: -1}}"));
        assertEquals("device", e.path().get(0));
    }
}
