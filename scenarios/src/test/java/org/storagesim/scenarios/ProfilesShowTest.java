package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.config.ConfigMapper;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/** {@code sim profiles show}: what it prints is a device spec that builds the profile's device. */
class ProfilesShowTest {
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private double meanLatencyNanos(JsonNode spec) {
        Simulation sim = new Simulation();
        JobSpec job = JobSpec.builder("r").rw(RwMode.RANDRW).rwMixRead(70).blockSize(16384).ioDepth(8)
                .size(1L << 30).numberIos(3000).build();
        return WorkloadRun.run(sim, factory.build(sim, new RandomStreams(7), "d", spec), job, new RandomStreams(7))
                .latency().mean();
    }

    @ParameterizedTest
    @ValueSource(strings = {"x25m-g2", "barracuda-7200", "raid0-2x-barracuda"})
    void theShownSpecBuildsADeviceThatBehavesExactlyAsTheProfile(String profile) throws Exception {
        Cli r = Cli.run("profiles", "show", profile);
        assertEquals(0, r.code(), r::toString);
        assertTrue(r.out().startsWith("# " + profile + ": "), r::toString);
        JsonNode shown = ConfigMapper.yaml().readTree(r.out());
        assertTrue(shown.has("kind") && !shown.has("profile") && !shown.has("targets"), r::toString);
        assertEquals(meanLatencyNanos(TextNode.valueOf(profile)), meanLatencyNanos(shown));
    }

    @Test
    void aProfileBuiltOnAnotherNamesItsBases() {
        Cli r = Cli.run("profiles", "show", "x25m-g2");
        assertTrue(r.out().contains("\n# built on ssd-fast\nkind: flash\n"), r::toString);
    }

    @Test
    void theKeysLeftOutAreShownWithTheirDefaultsAsComments() {
        Cli r = Cli.run("profiles", "show", "x25m-g2");
        // x25m-g2 sets gc_threshold 0.02 and leaves the background threshold, which defaults to it.
        assertTrue(r.out().contains("\n# Keys left out take these defaults:\n"), r::toString);
        assertTrue(r.out().contains("\n#   ftl.gc_background_threshold: 0.02\n"), r::toString);
        assertTrue(r.out().contains("\n#   write_buffer_flush: eager\n"), r::toString);
    }

    @Test
    void anUnknownNameExitsTwoAndListsTheProfiles() {
        Cli r = Cli.run("profiles", "show", "x25m-g3");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("unknown profile 'x25m-g3'; built-in profiles: "), r::toString);
    }
}
