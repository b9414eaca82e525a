package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.scenario.ScenarioLoader;

/**
 * Once {@link ScenarioLoader#prepare} has run (as {@code sim run} does at start-up), YAML scenarios
 * are read by the mapper built ahead on another thread: they must bind and fail exactly as with a
 * mapper of their own.
 */
class PreparedScenarioMapperTest {
    /** Valid as JSON and as YAML, so the same text goes through a fresh JSON mapper and the prepared YAML one. */
    private static final String SCENARIO = """
            {"name": "t", "seed": 7,
             "devices": [{"name": "d", "kind": "queue", "servers": 2, "mean": "100us", "capacity": "1GiB"}],
             "workloads": [{"name": "w", "rw": "randrw", "rwmixread": 70, "bs": "4KiB", "iodepth": 4,
                            "number_ios": 100}]}
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void prepareAsSimRunDoes() {
        ScenarioLoader.prepare();
    }

    @Test
    void thePreparedMapperBindsWhatAFreshOneBinds() throws IOException {
        Path yaml = Files.writeString(dir.resolve("s.yaml"), SCENARIO);
        Path json = Files.writeString(dir.resolve("s.json"), SCENARIO);
        // Compared as text: some bound values (block sizes) are not records.
        String fresh = ScenarioLoader.load(json).scenario().toString();
        assertEquals(fresh, ScenarioLoader.load(yaml).scenario().toString());
        assertEquals(fresh, ScenarioLoader.load(yaml).scenario().toString(), "a second load through the shared mapper");
    }

    @Test
    void badFilesAreStillLocated() throws IOException {
        Path file = dir.resolve("bad.yaml");
        Files.writeString(file, SCENARIO.replace("\"iodepth\"", "\"iodepht\""));
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":3:77: key 'iodepht': unknown; allowed keys here"), r::toString);
        Files.writeString(file, SCENARIO.replace("\"seed\": 7", "\"seed\": 7, \"seed\": 8"));
        r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("key 'seed': appears twice"), r::toString);
    }
}
