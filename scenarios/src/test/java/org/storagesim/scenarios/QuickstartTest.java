package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's main command on the calibrated disk and SSD models: it runs, two runs give the same
 * bytes, and the devices behave as their published figures say (P0 Table 2: the disk at 120–300
 * random 4 KiB reads per second, about 80 MB/s sequential; SSD-Fast at about 35,000 and 250 MB/s).
 */
class QuickstartTest {

    @Test
    void quickstartRunsDeterministicallyOnTheCalibratedModels(@TempDir Path dir) throws IOException {
        Cli a = Cli.run("run", "quickstart.yaml", "--out", dir.resolve("a").toString(), "-q");
        Cli b = Cli.run("run", "quickstart.yaml", "--out", dir.resolve("b").toString(), "-q", "--threads", "1");
        assertEquals(0, a.code(), a::toString);
        assertEquals(0, b.code(), b::toString);
        assertArrayEquals(Files.readAllBytes(dir.resolve("a/summary.json")), Files.readAllBytes(dir.resolve("b/summary.json")));

        JsonNode runs = new ObjectMapper().readTree(dir.resolve("a/summary.json").toFile()).get("runs");
        assertEquals(6, runs.size());
        for (JsonNode run : runs) {
            String key = run.get("device").asText() + "/" + run.get("workload").asText();
            double iops = run.get("iops").asDouble();
            double mb = run.get("mbPerSec").asDouble();
            switch (key) {
                case "disk/randread-4k-qd1", "disk/randread-4k-qd32" -> assertTrue(iops >= 120 * 0.9 && iops <= 300 * 1.1, key + " " + iops);
                case "disk/seqread-128k-qd4" -> assertEquals(80, mb, 80 * 0.1, key);
                case "ssd/randread-4k-qd32" -> assertEquals(35_000, iops, 35_000 * 0.1, key);
                case "ssd/seqread-128k-qd4" -> assertEquals(250, mb, 250 * 0.1, key);
                default -> assertTrue(iops > 0, key);
            }
        }
    }
}
