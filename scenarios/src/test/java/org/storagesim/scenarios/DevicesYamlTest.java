package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.devices.config.ConfigMapper;

/** {@code devices.yaml} in a result folder: every key each device ran with, enough to run it again. */
class DevicesYamlTest {
    private static final String WORKLOADS = """
            workloads:
              - name: mix
                rw: randrw
                rwmixread: 70
                bs: 16KiB
                iodepth: 4
                size: 256MiB
                number_ios: 1500
            """;
    private static final String DEVICES = """
            devices:
              - name: usb-{ftl.log_blocks}
                profile: usb-flash
                sweep: {ftl.log_blocks: [4, 16]}
              - name: array
                profile: raid0-2x-barracuda
                chunk: 128KiB
            """;

    @TempDir
    Path dir;

    @Test
    void theDevicesWrittenOutRunExactlyAsTheScenarioDescribedThem() throws IOException {
        Path first = Files.writeString(dir.resolve("first.yaml"), "name: devices\nseed: 5\n" + DEVICES + WORKLOADS);
        Cli a = Cli.run("run", first.toString(), "--out", dir.resolve("a").toString(), "-q");
        assertEquals(0, a.code(), a::toString);
        String written = Files.readString(dir.resolve("a/devices.yaml"));
        JsonNode devices = ConfigMapper.yaml().readTree(written).get("devices");
        assertEquals(3, devices.size(), written);
        assertEquals("usb-4", devices.get(0).get("name").asText());
        assertEquals(4, devices.get(0).at("/ftl/log_blocks").asInt(), "the sweep's value");
        assertEquals(16, devices.get(1).at("/ftl/log_blocks").asInt());
        assertEquals("copyback", devices.get(0).at("/ftl/gc_copy").asText(), "a default written in");
        JsonNode member = devices.get(2).get("member");
        assertTrue(member.isObject() && member.get("kind").asText().equals("hdd") && member.has("zones"),
                "the member profile written out key by key: " + member);
        assertEquals("128KiB", devices.get(2).get("chunk").asText(), "the override");

        // The file's devices, run with the same workload and seed, give the same numbers.
        Path again = Files.writeString(dir.resolve("again.yaml"), "name: devices\nseed: 5\n" + written + WORKLOADS);
        Cli b = Cli.run("run", again.toString(), "--out", dir.resolve("b").toString(), "-q");
        assertEquals(0, b.code(), b::toString);
        assertEquals(ConfigMapper.json().readTree(dir.resolve("a/summary.json").toFile()).get("runs"),
                ConfigMapper.json().readTree(dir.resolve("b/summary.json").toFile()).get("runs"));
        assertEquals(written, Files.readString(dir.resolve("b/devices.yaml")), "nothing further to write in");
    }
}
