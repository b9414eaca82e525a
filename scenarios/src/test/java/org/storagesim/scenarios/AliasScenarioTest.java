package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/** YAML anchors, aliases and merge keys in scenario files: entries repeated without writing them out. */
class AliasScenarioTest {
    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void anAliasedEntryIsTheEntryWrittenOut() throws IOException {
        ScenarioPlan aliased = ScenarioLoader.load(write("""
                name: t
                devices:
                  - &mlc
                    name: mlc
                    profile: ssd-fast
                    nand: {read: [35us, 65us], program: [300us, 1.3ms]}
                  - <<: *mlc
                    name: mlc-buffered
                    write_buffer_flush: watermark
                workloads:
                  - {name: r, rw: randread, number_ios: 10}
                """));
        ScenarioPlan written = ScenarioLoader.load(write("""
                name: t
                devices:
                  - name: mlc
                    profile: ssd-fast
                    nand: {read: [35us, 65us], program: [300us, 1.3ms]}
                  - name: mlc-buffered
                    write_buffer_flush: watermark
                    profile: ssd-fast
                    nand: {read: [35us, 65us], program: [300us, 1.3ms]}
                workloads:
                  - {name: r, rw: randread, number_ios: 10}
                """));
        assertEquals(written.runs().size(), aliased.runs().size());
        for (int i = 0; i < written.runs().size(); i++) {
            assertEquals(written.runs().get(i).device(), aliased.runs().get(i).device());
            assertEquals(written.runs().get(i).deviceSpec(), aliased.runs().get(i).deviceSpec());
        }
    }

    @Test
    void anUnknownAliasIsLocated() throws IOException {
        Path file = write("""
                name: t
                devices:
                  - {name: a, profile: ssd-fast, nand: *tlc}
                workloads:
                  - {name: r, rw: randread, number_ios: 10}
                """);
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r.toString());
        assertTrue(r.err().contains(file + ":3:"), r.err());
        assertTrue(r.err().contains("unknown alias *tlc"), r.err());
    }
}
