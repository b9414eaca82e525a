package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * Entries written once and used many times: {@code sweep:} in device and workload entries (one
 * entry per combination, errors traced to the file), and YAML anchors, aliases and merge keys.
 */
class SweepScenarioTest {
    /** Line numbers below refer to this text (1-based). */
    private static final String SWEPT = """
            name: t
            devices:
              - name: st{servers}
                kind: queue
                mean: 100us
                capacity: 1GiB
                sweep: {servers: [1, 2]}
            workloads:
              - name: r-bs{bs}-qd{iodepth}
                rw: randread
                number_ios: 100
                sweep:
                  bs: [4KiB, 64KiB]
                  iodepth: [1, 8, 32]
            """;

    @TempDir
    Path dir;

    private Path write(String text) throws IOException {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void everyCombinationBecomesAnEntryNamedByItsValuesTheFirstKeyVaryingSlowest() throws IOException {
        ScenarioPlan plan = ScenarioLoader.load(write(SWEPT));
        assertEquals(List.of("r-bs4KiB-qd1", "r-bs4KiB-qd8", "r-bs4KiB-qd32", "r-bs64KiB-qd1", "r-bs64KiB-qd8",
                "r-bs64KiB-qd32"), plan.workloadNames());
        List<PlannedRun> runs = plan.runs();
        assertEquals(12, runs.size());
        PlannedRun last = runs.get(11);
        assertEquals("st2", last.device());
        assertEquals(2, last.deviceSpec().get("servers").asInt());
        assertEquals("r-bs64KiB-qd32", last.workload());
        assertEquals(64 * 1024, last.job().blockSizes().max());
        assertEquals(32, last.job().ioDepth());
    }

    @Test
    void aDottedKeySetsANestedValue() throws IOException {
        ScenarioPlan plan = ScenarioLoader.load(write("""
                name: t
                devices:
                  - name: ssd-read{nand.read}
                    profile: ssd-fast
                    sweep: {nand.read: [25us, 50us]}
                workloads:
                  - {name: r, rw: randread, number_ios: 10}
                """));
        PlannedRun second = plan.runs().get(1);
        assertEquals("ssd-read50us", second.device());
        assertEquals("50us", second.deviceSpec().get("nand").get("read").asText());
    }

    @Test
    void sweptRunsGiveTheSameResultsAsTheEntriesWrittenOut() throws IOException {
        Cli swept = Cli.run("run", write(SWEPT).toString(), "--out", dir.resolve("a").toString(), "--quiet");
        assertEquals(0, swept.code(), swept::toString);
        Path file = dir.resolve("plain.yaml");
        Files.writeString(file, SWEPT.substring(0, SWEPT.indexOf("workloads:")) + """
                workloads:
                  - {name: r-bs64KiB-qd8, rw: randread, number_ios: 100, bs: 64KiB, iodepth: 8}
                """);
        Cli plain = Cli.run("run", file.toString(), "--out", dir.resolve("b").toString(), "--quiet");
        assertEquals(0, plain.code(), plain::toString);
        for (String device : List.of("st1", "st2")) {
            Path csv = Path.of("r-bs64KiB-qd8", "latency-cdf-" + device + ".csv");
            assertEquals(Files.readString(dir.resolve("b").resolve(csv)), Files.readString(dir.resolve("a").resolve(csv)));
        }
    }

    /** A problem in an expanded entry is reported where the file writes it. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "iodepth: [1, 8, 32]       | iodepth: [1, 0, 32]      | 14:20: key 'iodepth': must be at least 1, got 0",
        "bs: [4KiB, 64KiB]         | bs: [4KiB, 6QQ]          | 13:18: key 'bs': '6QQ' is not a size",
        "sweep: {servers: [1, 2]}  | sweep: {servers: 2}      | 7:13: key 'servers': the values of a swept key are a non-empty list",
        "name: st{servers}         | name: st                 | 3:5: key 'name': the name must contain {servers}",
        "name: r-bs{bs}-qd{iodepth} | name: r-{bs}-{rw}       | 9:5: key 'name': '{rw}' is not a swept key",
        "number_ios: 100           | bs: 4KiB                 | 13:7: key 'bs': 'bs' is both set in the entry and swept",
    })
    void errorsPointIntoTheFile(String from, String to, String expected) throws IOException {
        assertTrue(SWEPT.contains(from.strip()), from);
        Path file = write(SWEPT.replace(from.strip(), to.strip()));
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":" + expected.strip()), r::toString);
        assertTrue(Files.notExists(dir.resolve("out")), "no results for a bad file");
    }

    @Test
    void aSweptKeyThroughAProfilesListIsReportedAtTheSweptKey() throws IOException {
        // The sweep makes 'zones' a map {0: {...}}, where the profile has a list of zones.
        Path file = write(SWEPT.replace("""
                  - name: st{servers}
                    kind: queue
                    mean: 100us
                    capacity: 1GiB
                    sweep: {servers: [1, 2]}
                """, """
                  - name: d{zones.0.blocks_per_track}
                    profile: barracuda-7200
                    sweep: {zones.0.blocks_per_track: [700, 2800]}
                """));
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":5:13: key 'zones': got a map; allowed: a list"), r::toString);
    }

    @Test
    void aSplitOfBlockSizesIsSweptUnderANameItCanHold() throws IOException {
        // '/' and ':' cannot be in a file name: they become '_' in the name, and the CSV keeps the value as written.
        Path file = write(SWEPT.replace("bs: [4KiB, 64KiB]", "bs: [\"4KiB/50:64KiB/50\", 4KiB]"));
        ScenarioPlan plan = ScenarioLoader.load(file);
        assertEquals(List.of("r-bs4KiB_50_64KiB_50-qd1", "r-bs4KiB_50_64KiB_50-qd8", "r-bs4KiB_50_64KiB_50-qd32",
                "r-bs4KiB-qd1", "r-bs4KiB-qd8", "r-bs4KiB-qd32"), plan.workloadNames());
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(0, r.code(), r::toString);
        assertTrue(Files.readString(dir.resolve("out").resolve("summary.csv")).contains(",r-bs4KiB_50_64KiB_50-qd1,1,4KiB/50:64KiB/50,1,"));
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
