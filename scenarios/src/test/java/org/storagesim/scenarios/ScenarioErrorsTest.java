package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.core.units.SimDuration;
import org.storagesim.devices.workload.AccessDistribution;

/** Bad scenario files: a located message per problem, exit code 2, no stack trace, no results written. */
class ScenarioErrorsTest {
    /** Line numbers below refer to this text (1-based); every value sits at column 5 of its line. */
    private static final String VALID = """
            name: t
            devices:
              - name: d
                kind: queue
                servers: 1
                mean: 100us
                capacity: 1GiB
            workloads:
              - name: w
                rw: randread
                bs: 4KiB
                iodepth: 1
                number_ios: 100
            """;

    @TempDir
    Path dir;

    private Cli runWith(String from, String to) throws IOException {
        assertTrue(VALID.contains(from), from);
        return runText(VALID.replace(from, to));
    }

    /** Runs {@code text} as the scenario file s.yaml. */
    private Cli runText(String text) throws IOException {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, text);
        return Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
    }

    @Test
    void theValidFileRuns() throws IOException {
        Cli r = runWith("name: t", "name: t");
        assertEquals(0, r.code(), r::toString);
    }

    @Test
    void aWholeNumberInFloatingPointFormIsTaken() throws IOException {
        // YAML reads 1e3 and 2.0 as floats; a thousand requests on two servers is what the author meant.
        Cli r = runWith("number_ios: 100", "number_ios: 1e3");
        assertEquals(0, r.code(), r::toString);
        assertTrue(Files.readString(dir.resolve("out/summary.json")).contains("\"requests\": 1000,"));
        r = runWith("servers: 1", "servers: 2.0");
        assertEquals(0, r.code(), r::toString);
    }

    @Test
    void unknownKeyIsNamedWithItsLine() throws IOException {
        Cli r = runWith("iodepth: 1", "iodepht: 1");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":12:5: key 'iodepht': unknown; allowed keys here"), r::toString);
        assertTrue(r.err().contains("iodepth"), "the allowed keys are listed: " + r);
    }

    /**
     * The throughput interval is one value in the file, though Java holds it as a record: a map or a
     * list there is refused as such, not searched for the record's components as keys (it was said
     * to miss 'nanos'), and a fraction is not called a map's place.
     */
    @ParameterizedTest(name = "throughput_interval: {0}")
    @CsvSource(delimiter = '|', textBlock = """
            0.5         | '0.5' is not allowed here
            {}          | a map is not allowed here
            {nanos: 5}  | a map is not allowed here
            [1ms]       | a list is not allowed here
            0           | '0' is not an interval
            """)
    void aThroughputIntervalOfTheWrongKindIsRefusedWithWhatItTakes(String value, String explanation) throws IOException {
        Cli r = runText(VALID + "results:\n  throughput_interval: " + value + "\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":15:3: key 'throughput_interval': " + explanation
                + "; allowed: auto, or a positive time such as 100ms or 1s"), r::toString);
    }

    @Test
    void aThroughputIntervalMayBeABareNumberOfNanoseconds() throws IOException {
        Cli r = runText(VALID + "results:\n  throughput_interval: 100000000\n");
        assertEquals(0, r.code(), r::toString);
    }

    @Test
    void misspeltRequiredKeyIsReportedAsUnknownNotMissing() throws IOException {
        Cli r = runWith("name: t", "nmae: t");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(":1:1: key 'nmae': unknown; allowed keys here"), r::toString);
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            iodepth: 1      | iodepth: 0           | 12 | iodepth    | at least 1
            iodepth: 1      | iodepth: deep        | 12 | iodepth    | whole number
            iodepth: 1      | iodepth: 1.5         | 12 | iodepth    | got '1.5'; allowed: a whole number
            servers: 1      | servers: 2.5         | 5  | servers    | got '2.5'; allowed: a whole number
            mean: 100us     | mean: [1, 2]         | 6  | mean       | a list is not allowed here; expected a non-negative time
            capacity: 1GiB  | capacity: {}         | 7  | capacity   | a map is not allowed here; expected a whole number of bytes
            capacity: 1GiB  | capacity: {bytes: 1} | 7  | capacity   | a map is not allowed here; expected a whole number of bytes
            rw: randread    | rw: [randread]       | 10 | rw         | a list is not allowed here; allowed: read, write
            bs: 4KiB        | bs: 2GiB             | 11 | bs         | larger than the address range
            bs: 4KiB        | bs: -4KiB            | 11 | bs         | not a size
            number_ios: 100 | number_ios: -1       | 13 | number_ios | must not be negative
            rw: randread    | rw: sideways         | 10 | rw         | randread
            kind: queue     | profile: no-such-ssd | 4  | profile    | mm1-reference
            servers: 1      | srvers: 1            | 5  | srvers     | servers
            servers: 1      | servers: 0           | 5  | servers    | at least 1
            mean: 100us     | mean: 3 parsecs      | 6  | mean       | us
            iodepth: 1      | iodepth: 4294967296  | 12 | iodepth    | got '4294967296'; allowed: a whole number up to 2147483647
            servers: 1      | cv: 1                | 3  | servers    | is missing; allowed: a whole number
            """)
    void impossibleValuesAreLocated(String from, String to, int line, String key, String explanation) throws IOException {
        Cli r = runWith(from, to);
        assertEquals(2, r.code(), r::toString);
        String expected = dir.resolve("s.yaml") + ":" + line + ":5: key '" + key + "': ";
        assertTrue(r.err().startsWith(expected), () -> "expected " + expected + "...\n" + r);
        assertTrue(r.err().contains(explanation), r::toString);
        assertEquals(1, r.err().strip().lines().count(), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no result for a bad scenario");
    }

    @Test
    void problemsOfDifferentEntriesAreAllReportedInFileOrder() throws IOException {
        // A misspelt top-level key (line 1), a device value (line 5) and a workload value (line 12):
        // one run of sim names all three, in the order of the file, not the order they were found.
        Path file = dir.resolve("s.yaml");
        Cli r = runText(VALID.replace("name: t", "nmae: t").replace("servers: 1", "servers: 0")
                .replace("iodepth: 1", "iodepth: 0"));
        assertEquals(2, r.code(), r::toString);
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(3, lines.size(), r::toString);
        assertTrue(lines.get(0).startsWith(file + ":1:1: key 'nmae': unknown"), r::toString);
        assertTrue(lines.get(1).startsWith(file + ":5:5: key 'servers': "), r::toString);
        assertTrue(lines.get(2).startsWith(file + ":12:5: key 'iodepth': must be at least 1"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no result for a bad scenario");
    }

    @Test
    void everyUnknownKeyOfADeviceIsReportedInFileOrder() throws IOException {
        // Building stops at a device's first problem, and merging the overrides into the profile puts
        // 'ftl' (an early key of ssd-fast) before a key the profile lacks: every one is still listed,
        // in the order of the file, beside the next device's own problem.
        Path file = dir.resolve("s.yaml");
        Cli r = runText(VALID.replace("""
                  - name: d
                    kind: queue
                """, """
                  - name: s
                    profile: ssd-fast
                    bogus_top: 1
                    ftl: {bogus_ftl: 1}
                    precondition: {bogus_pre: 1}
                  - name: d
                    kind: queue
                """).replace("servers: 1", "servers: 0"));
        assertEquals(2, r.code(), r::toString);
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(4, lines.size(), r::toString);
        assertTrue(lines.get(0).startsWith(file + ":5:5: key 'bogus_top': unknown; allowed keys here: "), r::toString);
        assertTrue(lines.get(1).startsWith(file + ":6:11: key 'bogus_ftl': unknown; allowed keys here: "), r::toString);
        assertTrue(lines.get(2).startsWith(file + ":7:20: key 'bogus_pre': unknown; allowed keys here: fill, overwrites, span"),
                r::toString);
        assertTrue(lines.get(3).startsWith(file + ":10:5: key 'servers': "), r::toString);
    }

    @Test
    void aMisspeltProfileIsLocatedAtItsKey() throws IOException {
        Path file = dir.resolve("s.yaml");
        Cli r = runWith("""
                    kind: queue
                    servers: 1
                    mean: 100us
                    capacity: 1GiB
                """, """
                    profil: ssd-fast
                """);
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":4:5: key 'profil': unknown to a device with no 'profile' or 'kind' to "
                + "take it; allowed: 'profile' (one of: "), r::toString);
    }

    @Test
    void aSweptEntryReportsItsProblemOnceAndEachWorkloadItsFirst() throws IOException {
        // Three workloads swept from one entry share its bad rate (and the third a bad depth after
        // it); a second workload has an unknown key.
        Path file = dir.resolve("s.yaml");
        Cli r = runText(VALID.replace("  - name: w\n", "  - name: w{iodepth}\n")
                .replace("iodepth: 1\n", "rate_iops: -1\n    sweep: {iodepth: [1, 2, 0]}\n")
                + "  - name: w2\n    rw: randread\n    bss: 4KiB\n");
        assertEquals(2, r.code(), r::toString);
        List<String> lines = r.err().strip().lines().toList();
        assertEquals(2, lines.size(), r::toString);
        assertTrue(lines.get(0).startsWith(file + ":12:5: key 'rate_iops': must be a positive number"), r::toString);
        assertTrue(lines.get(1).startsWith(file + ":17:5: key 'bss': unknown"), r::toString);
    }

    @Test
    void negativeSizeAndUnknownRunTargetsAreLocated() throws IOException {
        Cli r = runWith("number_ios: 100", "number_ios: 100\n    size: -1KiB");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(":14:5: key 'size'"), r::toString);
        r = runWith("number_ios: 100\n", "number_ios: 100\nruns:\n  - device: e\n    workload: w\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(":15:5: key 'device': no device named 'e'; allowed: d"), r::toString);
    }

    @Test
    void anOpenLoopRefusesTheClosedLoopsKeysRatherThanIgnoringThem() throws IOException {
        Cli r = runWith("iodepth: 1\n", "iodepth: 1\n    arrival: poisson\n    rate_iops: 100\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":12:5: key 'iodepth': sets how many requests a closed loop"
                + " keeps in flight; an open-loop (poisson) workload issues at its arrival instants"), r::toString);
        r = runWith("iodepth: 1\n", "thinktime: 1ms\n    arrival: fixed\n    rate_iops: 100\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":12:5: key 'thinktime': is a closed loop's pause"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no results");
        assertEquals(0, runWith("iodepth: 1\n", "arrival: poisson\n    rate_iops: 100\n").code());
    }

    @Test
    void aSkewedDistributionIsCheckedAtItsKey() throws IOException {
        String at = dir.resolve("s.yaml") + ":14:5: key 'random_distribution': ";
        Cli r = runWith("number_ios: 100\n", "number_ios: 100\n    random_distribution: zipf:0\n");
        assertEquals(2, r.code(), r::toString);
        assertEquals(at + "zipf's exponent must be a number > 0, got '0'; allowed: " + AccessDistribution.ALLOWED,
                r.err().strip());
        r = runText(VALID.replace("rw: randread", "rw: read") + "    random_distribution: zipf:1.1\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(at + "places a random workload's jumps; a sequential workload (rw: read) makes"
                + " none"), r::toString);
        // 1 GiB of 4 KiB blocks: a millionth of the range holds none of them.
        r = runWith("number_ios: 100\n", "number_ios: 100\n    random_distribution: zoned:50/0.0001:50/99.9999\n");
        assertEquals(2, r.code(), r::toString);
        assertEquals(at + "zone 1 of 'zoned:50/0.0001:50/99.9999' holds no whole block of the 262144 aligned offsets"
                + " the range has; widen that zone or the range (on device 'd')", r.err().strip());
        assertFalse(Files.exists(dir.resolve("out")), "no results");
        assertEquals(0, runWith("number_ios: 100\n", "number_ios: 100\n    random_distribution: pareto:0.8\n").code());
    }

    @Test
    void aRunListedTwiceIsLocated() throws IOException {
        Cli r = runWith("number_ios: 100\n", "number_ios: 100\nruns:\n  - {device: d, workload: w}\n"
                + "  - {device: d, workload: w}\n");
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":16:17: key 'workload': the run of 'w' on 'd' is listed twice; allowed: "
                + "each device and workload pair once", r.err().strip());
        assertFalse(Files.exists(dir.resolve("out")), "no results");
    }

    @Test
    void syntaxErrorsAndDuplicateKeysAreLocated() throws IOException {
        Cli r = runWith("number_ios: 100", "number_ios: [100");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("not valid YAML"), r::toString);
        r = runWith("iodepth: 1", "iodepth: 1\n    iodepth: 2");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(":13:") && r.err().contains("key 'iodepth': appears twice"), r::toString);
    }

    /** YAML spells not-a-number and infinity .nan and .inf; the parser's "malformed" would blame the file's syntax. */
    @Test
    void yamlsNotANumberAndInfinityAreRefusedAsNumbersNotAsSyntax() throws IOException {
        Cli r = runWith("iodepth: 1", "iodepth: .nan");
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":12:14: key 'iodepth': '.nan' is not a finite number; allowed: a number"
                + " such as 4, 0.5 or 1e-3, with a unit where the setting takes one", r.err().strip());
        r = runWith("iodepth: 1", "iodepth: -.inf");
        assertTrue(r.err().contains(":12:14: key 'iodepth': '-.inf' is not a finite number"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no results");
    }

    /** JSON's parser names the Jackson feature that would read NaN; the author needs the key and what it takes. */
    @ParameterizedTest
    @ValueSource(strings = {"NaN", "-Infinity", "Infinity"})
    void jsonsNotANumberAndInfinityAreRefusedAsNumbersAtTheirStart(String written) throws IOException {
        Path file = dir.resolve("s.json");
        Files.writeString(file, "{\"name\": \"j\",\n \"devices\": [{\"name\": \"d\", \"profile\": \"mm1-reference\"}],\n"
                + " \"workloads\": [{\"name\": \"w\", \"bs\": [4096, 8192], \"iodepth\": " + written + "}]}\n");
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        // ' "workloads": [{"name": "w", "bs": [4096, 8192], "iodepth": ': the value starts in column 61.
        assertEquals(file + ":3:61: key 'iodepth': '" + written + "' is not a finite number; allowed: a number"
                + " such as 4, 0.5 or 1e-3, with a unit where the setting takes one", r.err().strip());
        assertFalse(Files.exists(dir.resolve("out")), "no results");
    }

    @Test
    void aJsonScenarioThatDoesNotParseSaysWhereItsOpenBracketIsWithoutJacksonsSourceNote() throws IOException {
        Path file = dir.resolve("s.json");
        Files.writeString(file, "{\"name\": \"j\", \"devices\": [");
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString());
        assertEquals(2, r.code(), r::toString);
        assertEquals(file + ":1:27: not valid JSON: Unexpected end-of-input: expected close marker for Array "
                + "(start marker at line 1, column 26)", r.err().strip());
    }

    @Test
    void aBadValueInAProfileFileIsLocatedInThatFile() throws IOException {
        // A copy of a shipped profile, descriptive keys (description, targets) included, with one bad value.
        Path profile = dir.resolve("my-disk.yaml");
        Files.writeString(profile, """
                description: "a shipped profile, edited"
                kind: queue
                servers: 1
                mean: 100us
                capacity: 1GiB
                targets: {rand_read_iops: 9000}
                """);
        String usesIt = "    profile: my-disk.yaml\n";
        Cli r = runWith("    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n", usesIt);
        assertEquals(0, r.code(), "the profile file as it is runs: " + r);
        Files.writeString(profile, Files.readString(profile).replace("servers: 1", "servers: one"));
        r = runWith("    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n", usesIt);
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(profile + ":3:1: key 'servers': got 'one'; allowed: a whole number"), r::toString);
        // Overridden in the scenario, the value is located there.
        r = runWith("    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n",
                usesIt + "    servers: two\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":5:5: key 'servers': got 'two'"), r::toString);
    }

    /** A small flash profile file (one time for every page type, read as a list of one), with one edit. */
    private Path flashProfile(String from, String to) throws IOException {
        String valid = """
                kind: flash
                nand:
                  channels: 2
                  dies_per_channel: 1
                  planes_per_die: 1
                  blocks_per_plane: 64
                  pages_per_block: 64
                  page_size: 4KiB
                  read: 50us
                  program: 900us
                  erase: 3ms
                  channel_mb_per_sec: 200
                host_interface: sata
                link_mb_per_sec: 300
                targets: {rand_read_iops: 5000}
                """;
        assertTrue(valid.contains(from), from);
        return Files.writeString(dir.resolve("flash.yaml"), valid.replace(from, to));
    }

    private static final String DEVICE = "    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n";

    @Test
    void problemsAnywhereInAProfileFileAreLocatedThere() throws IOException {
        Path profile = flashProfile("read: 50us", "read: 50us");
        assertEquals(0, runWith(DEVICE, "    profile: flash.yaml\n").code(), "the profile file as it is runs");
        // A bad time where a list of one per page type is taken (Jackson's path ends in [0]).
        flashProfile("read: 50us", "read: 1TiB");
        Cli r = runWith(DEVICE, "    profile: flash.yaml\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(profile + ":9:3: key 'read': '1TiB' is not a time"), r::toString);
        // The same value overridden in the scenario is located in the scenario.
        r = runWith(DEVICE, "    profile: flash.yaml\n    nand: {read: 2TiB}\n");
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ":5:12: key 'read': '2TiB' is not a time"), r::toString);
        // A key the profile's section lacks, and the scenario does not add, is missing from the profile.
        flashProfile("  blocks_per_plane: 64\n", "");
        r = runWith(DEVICE, "    profile: flash.yaml\n");
        assertEquals(profile + ":2:1: key 'blocks_per_plane': is missing; allowed: a whole number", r.err().strip());
    }

    @Test
    void aLinkRateIsRefusedAtTheKeyThatMakesItWrong() throws IOException {
        Path profile = flashProfile("link_mb_per_sec: 300", "pcie_lanes: 4\nlane_mb_per_sec: 1000");
        assertEquals(0, runWith(DEVICE, "    profile: flash.yaml\n").code(), "lanes times the lane rate");
        Cli r = runWith(DEVICE, "    profile: flash.yaml\n    pcie_lanes: 0\n");
        assertEquals(dir.resolve("s.yaml") + ":5:5: key 'pcie_lanes': must be at least 1, got 0", r.err().strip());
        flashProfile("link_mb_per_sec: 300", "pcie_lanes: 4");
        r = runWith(DEVICE, "    profile: flash.yaml\n");
        assertEquals(profile + ":14:1: key 'pcie_lanes': gives the link's rate only with lane_mb_per_sec; give both, or"
                + " link_mb_per_sec", r.err().strip());
        // A link rate given over a profile's lanes is taken, as an override is.
        assertEquals(0, runWith(DEVICE, "    profile: flash.yaml\n    link_mb_per_sec: 600\n").code());
        r = runWith(DEVICE, "    profile: flash.yaml\n    link_mb_per_sec: 0\n");
        assertEquals(dir.resolve("s.yaml") + ":5:5: key 'link_mb_per_sec': must be a positive rate in MB/s, got 0.0",
                r.err().strip());
    }

    @Test
    void aProfileFileThatDoesNotParseIsLocatedWhereItStops() throws IOException {
        Path profile = flashProfile("read: 50us", "read: 50us: x");
        Cli r = runWith(DEVICE, "    profile: flash.yaml\n");
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":4:5: key 'profile': profile file " + profile
                + ":9:13: not valid YAML: mapping values are not allowed here", r.err().strip());
        flashProfile("  erase: 3ms\n", "  erase: 3ms\n  erase: 4ms\n");
        r = runWith(DEVICE, "    profile: flash.yaml\n");
        assertTrue(r.err().contains("profile file " + profile + ":12:8: key 'erase': appears twice in the same map"),
                r::toString);
    }

    @Test
    void commandsGivenAProfileFileLocateItsProblemsThere() throws IOException {
        Path profile = flashProfile("channels: 2", "chanels: 2");
        Cli show = Cli.run("profiles", "show", profile.toString());
        assertEquals(2, show.code(), show::toString);
        assertTrue(show.err().startsWith(profile + ":3:3: key 'chanels': unknown; allowed keys here"), show::toString);
        flashProfile("erase: 3ms", "erase: soon");
        Cli check = Cli.run("profiles", "check", profile.toString());
        assertEquals(2, check.code(), check::toString);
        assertEquals(profile + ":11:3: key 'erase': 'soon' is not a time; expected " + SimDuration.ALLOWED,
                check.err().strip());
        assertEquals("", check.out(), "no table is started for a profile that cannot be built");
    }

    @Test
    void aTopLevelKeyMissingFromAProfileFileThatNamesItsKindIsLocatedAtTheFileStart() throws IOException {
        Path profile = Files.writeString(dir.resolve("station.yaml"),
                "kind: queue\nservers: 1\ncapacity: 1GiB\ntargets: {rand_read_iops: 9000}\n");
        for (String command : List.of("show", "check")) {
            Cli r = Cli.run("profiles", command, profile.toString());
            assertEquals(2, r.code(), r::toString);
            assertTrue(r.err().startsWith(profile + ":1:1: key 'mean': is missing; allowed: a positive time"), r::toString);
        }
    }

    @Test
    void aScenarioGivenAsAProfileIsToldApart() throws IOException {
        // The scenario file itself, named as a profile: it has devices, not a device's keys.
        Path scenario = Files.writeString(dir.resolve("other.yaml"), VALID);
        Cli show = Cli.run("profiles", "show", scenario.toString());
        assertEquals(2, show.code(), show::toString);
        assertTrue(show.err().startsWith(scenario + ":2:1: key 'devices': a profile file holds one device ('profile' or"
                + " 'kind' and its keys, as 'sim profiles show' prints them); this one has 'devices'"), show::toString);
    }

    @Test
    void aProfileGivenAsTheScenarioIsToldApart() throws IOException {
        // What 'sim profiles show' prints, saved and run: one message, not an unknown key per setting.
        Path profile = Files.writeString(dir.resolve("mine.yaml"), "kind: queue\nservers: 1\nmean: 100us\ncapacity: 1GiB\n");
        Cli r = Cli.run("run", profile.toString(), "--out", dir.resolve("out").toString());
        assertEquals(2, r.code(), r::toString);
        assertEquals(profile + ":1:1: key 'kind': this file is a device profile (it has 'kind'), not a scenario; allowed: a"
                + " scenario naming it as a device ('profile: FILE') with workloads to run on it, or 'sim profiles"
                + " show|check FILE' for the profile alone", r.err().strip());
    }

    @Test
    void anEmptyListOfRunsIsRefused() throws IOException {
        // It ran nothing and wrote an empty table with exit 0.
        Cli r = runWith("number_ios: 100\n", "number_ios: 100\nruns: []\n");
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":14:1: key 'runs': is empty, so nothing would run; allowed: a list of "
                + "{device, workload} pairs, or no 'runs' for every workload on every device", r.err().strip());
    }

    @Test
    void aRunLongerThanTheClockHoldsStopsWithNoResults() throws IOException {
        // 100 requests of about 100,000 hours each: 1,141 years, past the 146 years of the clock.
        Cli r = runWith("mean: 100us", "mean: 100000h");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("s.yaml") + ": the run of w on d stops: an event "), r::toString);
        assertTrue(r.err().contains("would pass the simulated-time limit of 4611686018427387904 ns (146 years); check the"
                + " scenario's times"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no results");
    }

    @Test
    void aDiskIsNotGivenTrimsToTimeButMayBeTrimmedInAWarmUp() throws IOException {
        String disk = "    profile: barracuda-7200\n";
        String station = "    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n";
        Cli r = runText(VALID.replace(station, disk).replace("rw: randread", "rw: randtrim"));
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":7:5: key 'rw': device 'd' has no TRIM command (no flash drive in it); "
                + "allowed: read, write, rw, randread, randwrite, randrw on it, or leave the pair out with 'runs'",
                r.err().strip());
        assertFalse(Files.exists(dir.resolve("out")), "no results");
        r = runWith("rw: randread", "rw: randtrim");
        assertEquals(0, r.code(), "a reference station serves trims as any request: " + r);
        // md sends a discard to the members that take it: an array with one such member trims.
        String array = "    kind: raid0\n    devices:\n      - barracuda-7200\n      - {kind: queue, servers: 1, mean: 100us,"
                + " capacity: 1GiB}\n";
        r = runText(VALID.replace(station, array).replace("rw: randread", "rw: randtrim"));
        assertEquals(0, r.code(), r::toString);
        r = runText(VALID.replace(station, disk) + "warmup:\n  - {name: clean, rw: trim, bs: 1MiB, io_size: 8MiB}\n");
        assertEquals(0, r.code(), "a warm-up's trims do nothing on a disk: " + r);
    }

    @Test
    void anArrayOfMoreMembersThanMemoryHoldsIsRefusedAtItsCount() throws IOException {
        String station = "    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1GiB\n";
        Cli r = runText(VALID.replace(station, "    kind: raid0\n    member: mm1-reference\n    count: 2000000000\n"));
        assertEquals(2, r.code(), r::toString);
        assertEquals(dir.resolve("s.yaml") + ":6:5: key 'count': 'member' needs 'count', the number of members, 1 to "
                + "1024, got 2000000000", r.err().strip());
    }

    @Test
    void jsonScenariosAreLocatedToo() throws IOException {
        Path file = dir.resolve("s.json");
        Files.writeString(file, "{\n  \"name\": \"j\",\n  \"devices\": [{\"name\": \"d\", \"profile\": \"mm1-reference\"}],\n"
                + "  \"workloads\": [{\"name\": \"w\", \"number_ios\": 10,\n    \"iodepth\": 0}]\n}\n");
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--quiet");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":5:5: key 'iodepth'"), r::toString);
    }
}
