package org.storagesim.devices.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

/** The defaults {@code sim profiles show} prints: the values the documented defaults give, and only keys that apply. */
class DefaultedKeysTest {
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private Map<String, String> defaultsOf(String spec) throws Exception {
        ObjectNode resolved = factory.resolve(ConfigBinder.mapper().readTree(spec));
        return DefaultedKeys.of(resolved).stream().collect(Collectors.toMap(DefaultedKeys.Entry::path,
                DefaultedKeys.Entry::text));
    }

    @Test
    void aFlashDriveShowsTheDefaultsItsKeysDocument() throws Exception {
        Map<String, String> d = defaultsOf("{kind: flash, host_interface: sata, link_mb_per_sec: 300, "
                + "nand: {channels: 2, dies_per_channel: 2, planes_per_die: 1, blocks_per_plane: 64, pages_per_block: 64, "
                + "page_size: 4KiB, read: 50us, program: 600us, erase: 2ms, channel_mb_per_sec: 40}, "
                + "ftl: {gc_threshold: 0.1}}");
        // FlashConfig and FtlConfig: NCQ depth 32 on SATA, eight read-ahead streams, 7 % spare area,
        // background collection from the foreground threshold, greedy victims, copy-back moves.
        assertEquals("32", d.get("queue_depth"));
        assertEquals("8", d.get("read_ahead_streams"));
        assertEquals("0B", d.get("write_buffer"));
        assertEquals("eager", d.get("write_buffer_flush"));
        assertEquals("0.07", d.get("ftl.over_provisioning"));
        assertEquals("0.1", d.get("ftl.gc_background_threshold"));
        assertEquals("greedy", d.get("ftl.gc_policy"));
        assertEquals("copyback", d.get("ftl.gc_copy"));
        assertEquals("page", d.get("ftl.mapping"));
        assertFalse(d.containsKey("ftl.gc_threshold") || d.containsKey("nand.channels"), "keys the spec sets are not defaults");
        // Water marks are refused with an eager flush, so none is offered as a default.
        assertFalse(d.containsKey("write_buffer_high_water"), d::toString);
        assertFalse(d.containsKey("ftl.gc_candidates"), "no value: it is derived from the geometry");
    }

    @Test
    void keysThatApplyOnlyWithAnotherChoiceAppearWithIt() throws Exception {
        Map<String, String> d = defaultsOf("{profile: mqsim-default, write_buffer_flush: watermark}");
        assertEquals("0.9", d.get("write_buffer_high_water"));
        assertEquals("0.7", d.get("write_buffer_low_water"));
        assertEquals("4000", d.get("link_mb_per_sec"), "4 PCIe lanes of 1,000 MB/s");
    }

    @Test
    void aDeviceStackedInlineShowsItsOwnKindsDefaults() throws Exception {
        Map<String, String> d = defaultsOf("{profile: x25m-g2-raid0}");
        // The noop block layer in front of each member merges adjacent requests and plugs the queue.
        assertEquals("true", d.get("member.merge"));
        assertEquals("true", d.get("member.plug"));
        assertEquals("[]", d.get("adapters"));
    }

    /** Every built-in profile, written out whole (defaults and stacked devices), builds a device that behaves exactly as before. */
    @Test
    void writingEveryDefaultInChangesNothing() throws Exception {
        for (String name : factory.catalog().names()) {
            ObjectNode resolved = factory.resolve(TextNode.valueOf(name));
            ObjectNode written = DefaultedKeys.withDefaults(factory, resolved);
            // The text shown, read back as a file would be, is the value: it builds what the value builds.
            ObjectNode asValues = resolved.deepCopy();
            ObjectNode asText = resolved.deepCopy();
            for (DefaultedKeys.Entry e : DefaultedKeys.of(resolved)) {
                put(asValues, e.path(), e.value());
                put(asText, e.path(), ConfigBinder.mapper().readTree(e.text()));
            }
            assertEquals(ConfigBinder.mapper().writeValueAsString(configOf(asValues)),
                    ConfigBinder.mapper().writeValueAsString(configOf(asText)), name + ": the text shown is the value");
            assertTrue(DefaultedKeys.of(written).isEmpty(), name + ": nothing is left out once written");
            assertFalse(written.toString().contains("\"device\":\"") || written.toString().contains("\"member\":\""),
                    name + ": stacked devices are written out, not named: " + written);
            if (!name.startsWith("fusion") && !name.equals("mqsim-default")) { // large drives: their build allocates GiB
                assertEquals(meanLatency(resolved), meanLatency(written), name);
            }
        }
    }

    private static Object configOf(ObjectNode resolved) {
        return DeviceFactory.configOf(DeviceFactory.kindOf(resolved), resolved);
    }

    private static void put(ObjectNode tree, String path, JsonNode value) {
        String[] keys = path.split("\\.");
        ObjectNode parent = tree;
        for (int i = 0; i < keys.length - 1; i++) {
            parent = parent.has(keys[i]) ? (ObjectNode) parent.get(keys[i]) : parent.putObject(keys[i]);
        }
        parent.set(keys[keys.length - 1], value);
    }

    /** Mean response time of a short random mix on a fresh drive (the precondition is left out: it only takes time). */
    private double meanLatency(ObjectNode spec) {
        ObjectNode fresh = spec.deepCopy();
        fresh.remove("precondition");
        Simulation sim = new Simulation();
        JobSpec job = JobSpec.builder("r").rw(RwMode.RANDRW).rwMixRead(70).blockSize(16384).ioDepth(8)
                .size(1L << 28).numberIos(2000).build();
        return WorkloadRun.run(sim, factory.build(sim, new RandomStreams(3), "d", fresh), job, new RandomStreams(3))
                .latency().mean();
    }
}
