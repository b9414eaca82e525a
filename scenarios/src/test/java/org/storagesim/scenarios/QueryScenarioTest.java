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

/** A scenario with a {@code queries} section: it runs and charts, and its mistakes are located. */
class QueryScenarioTest {
    /** A small ORDERS (60,000 tuples) on the M/M/1 reference device: a scan of about 2 MB. */
    private static final String VALID = """
            name: q
            devices:
              - name: d
                profile: mm1-reference
            queries:
              experiment: projectivity
              table: orders
              selectivity: 0.1
              read_ahead: 256KiB
              tuples: 60000
              tuples_on: {d: 60000}
            """;

    @TempDir
    Path dir;

    private Cli runWith(String from, String to) throws IOException {
        assertTrue(VALID.contains(from), from);
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, VALID.replace(from, to));
        return Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--threads", "1");
    }

    @Test
    void projectivityRunsAndWritesFigures() throws IOException {
        Cli r = runWith("name: q", "name: q");
        assertEquals(0, r.code(), r::toString);
        for (String f : new String[] {"summary.json", "query-time.csv", "query-time.png", "seeks.csv", "seeks.png"}) {
            assertTrue(Files.exists(dir.resolve("out").resolve(f)), f);
        }
        String csv = Files.readString(dir.resolve("out").resolve("query-time.csv"));
        // Seven column points per line: k = 1..7 of ORDERS, with the model's line beside the simulation.
        assertEquals(7, csv.lines().filter(l -> l.startsWith("d column,")).count(), csv);
        assertEquals(7, csv.lines().filter(l -> l.startsWith("d column (model eq. 2),")).count(), csv);
        // k is a whole number of attributes, and is written as one.
        assertEquals(List.of("1", "2", "3", "4", "5", "6", "7"),
                csv.lines().skip(1).limit(7).map(l -> l.split(",")[1]).toList(), csv);
        assertTrue(r.out().contains(" 1=") && !r.out().contains("1.0000="), r::toString);
    }

    @Test
    void theRelationSizeEachDeviceSimulatedIsRecordedAndASmallOneIsWarnedOf() throws IOException {
        Cli r = runWith("name: q", "name: q");
        assertEquals(0, r.code(), r::toString);
        assertTrue(Files.readString(dir.resolve("out").resolve("summary.json"))
                .contains("\"experiment\" : \"projectivity\",\n  \"tuples\" : {\n    \"d\" : 60000\n  },"), r::toString);
        assertTrue(r.out().contains("tuples simulated (scaled to 60 M): d 60,000\n"), r::toString);
        assertTrue(r.err().startsWith("sim: warning: fewer than 1,000,000 tuples on device 'd' (60,000): scaled to 60 M,"),
                r::toString);
    }

    @Test
    void aRelationOfAFewTuplesAndASelectivityBelowTheFourthDecimalRun() throws IOException {
        // 1,000 tuples (about 32 KB) span less than one of the probe's 128 KiB units.
        Cli r = runWith("experiment: projectivity\n  table: orders\n  selectivity: 0.1\n  read_ahead: 256KiB\n"
                + "  tuples: 60000\n  tuples_on: {d: 60000}\n", "experiment: selectivity\n  table: orders\n"
                + "  selectivities: [0.00001, 0.00002, 1]\n  layouts: [row]\n  tuples: 1000\n");
        assertEquals(0, r.code(), r::toString);
        String csv = Files.readString(dir.resolve("out").resolve("query-time.csv"));
        // One width for the column: as many decimals as the finest selectivity needs.
        assertEquals(List.of("0.00001", "0.00002", "1.00000"),
                csv.lines().skip(1).map(l -> l.split(",")[1]).toList(), csv);
        assertTrue(Files.readString(dir.resolve("out").resolve("summary.json")).contains("[0.00002, "));
        assertTrue(r.out().contains(" 0.00001="), r::toString);
    }

    @Test
    void anIndexExperimentsRelationSizesAreThoseOfItsDataDevices() throws IOException {
        String twoDevices = "  - name: d\n    profile: mm1-reference\n  - name: i\n    profile: mm1-reference\n";
        String index = "experiment: index\n  placements: [{index: i, data: d}]\n  tuples: 60000\n  tuples_on: {d: 60000}";
        String valid = VALID.replace("  - name: d\n    profile: mm1-reference\n", twoDevices)
                .replace("experiment: projectivity\n  table: orders\n  selectivity: 0.1\n  read_ahead: 256KiB\n"
                        + "  tuples: 60000\n  tuples_on: {d: 60000}", index);
        Cli r = runWith(VALID, valid);
        assertEquals(0, r.code(), r::toString);
        // The index device holds no relation: only the data device's size is recorded.
        assertTrue(Files.readString(dir.resolve("out").resolve("summary.json"))
                .contains("\"tuples\" : {\n    \"d\" : 60000\n  },"), r::toString);
        Cli bad = runWith(VALID, valid.replace("tuples_on: {d: 60000}", "tuples_on: {i: 60000}"));
        assertEquals(2, bad.code(), bad::toString);
        assertTrue(bad.err().contains("key 'i': 'i' holds the data of no placement, so no relation of its size is run;"
                + " allowed: the data devices d"), bad::toString);
    }

    @Test
    void tablesLargerThanTheirDeviceAreTheScenariosMistake() throws IOException {
        // ORDERS' 60,000 tuples take about 2 MB in each layout.
        Cli r = runWith("    profile: mm1-reference\n", "    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 1MiB\n");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("q.yaml") + ": the tables of the query experiment do not fit on device 'd'"
                + " (the volume of 1048576 bytes is full"), r::toString);
        assertTrue(r.err().contains("allowed: fewer tuples there"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no result");
    }

    @Test
    void aConcurrencyLevelWhoseCopiesFillTheDeviceIsNamedAsARemedy() throws IOException {
        // Each of the 7 queries past the first scans its own LINEITEM (about 9 MB at 60,000 tuples): 64 MB on 32.
        Path file = dir.resolve("q.yaml");
        Files.writeString(file, VALID.replace("    profile: mm1-reference\n",
                        "    kind: queue\n    servers: 1\n    mean: 100us\n    capacity: 32MiB\n")
                .replace("experiment: projectivity\n  table: orders\n  selectivity: 0.1\n  read_ahead: 256KiB\n",
                        "experiment: concurrency\n  concurrency: [1, 8]\n"));
        Cli r = Cli.run("run", file.toString(), "--out", dir.resolve("out").toString(), "--threads", "1");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ": the tables of the query experiment do not fit on device 'd'"), r::toString);
        assertTrue(r.err().contains("allowed: a lower top concurrency (each query past the first scans its own LINEITEM"
                + " copy), fewer tuples there"), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no result");
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            experiment: projectivity | experiment: joins    | 6  | experiment | projectivity, selectivity, index
            table: orders            | table: part          | 7  | table      | lineitem, orders
            selectivity: 0.1         | selectivity: 2       | 8  | selectivity | (0, 1]
            read_ahead: 256KiB       | read_ahead: 100KiB   | 9  | read_ahead | 128KiB
            read_ahead: 256KiB       | read_ahead: 1EiB     | 9  | read_ahead | up to 2147483647 units (256TiB); got 1EiB
            tuples_on: {d: 60000}    | tuples_on: {e: 60000} | 11 | e         | no device named 'e'
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: selectivity\\n  table: orders\\n  selectivities: [0.1, 0.01, 0.1] | 8 | selectivities | is there already (entry 1)
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: selectivity\\n  table: orders\\n  selectivities: [] | 8  | selectivities | is empty
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: selectivity\\n  table: orders\\n  layouts: [column, COLUMN] | 8 | layouts | COLUMN
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: concurrency\\n  concurrency: [2, 4] | 7 | concurrency | start with 1
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: concurrency\\n  concurrency: [1, 2, 2] | 7 | concurrency | is there already (entry 2)
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: concurrency\\n  concurrency: [1, 4, 2] | 7 | concurrency | the levels go up, got 2 after 4
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: index  | 5  | placements | needs at least one placement
            experiment: projectivity\\n  table: orders\\n  selectivity: 0.1\\n  read_ahead: 256KiB | experiment: index\\n  table: lineitem\\n  placements: [{index: d, data: d}] | 7 | table | bitmap index on ORDERS
            experiment: projectivity | experiment: index\\n  placements: [{index: d, data: d}] | 9 | selectivity | the index experiment does not use it (projectivity does); allowed here: table, selectivities, placements, extra_predicates, tuples, tuples_on
            experiment: projectivity | experiment: concurrency | 7 | table | the concurrency experiment does not use it (projectivity, selectivity, index do)
            tuples_on: {d: 60000}    | tuples_on: {d: 60000}\\nresults: {csv: []} | 12 | results | 'results' picks the series of fio-style workloads
            """)
    void mistakesAreLocated(String from, String to, int line, String key, String explanation) throws IOException {
        Cli r = runWith(from.replace("\\n", "\n"), to.replace("\\n", "\n"));
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(dir.resolve("q.yaml") + ":" + line + ":"), r::toString);
        assertTrue(r.err().contains("key '" + key + "'"), r::toString);
        assertTrue(r.err().contains(explanation), r::toString);
        assertFalse(Files.exists(dir.resolve("out")), "no result for a bad scenario");
    }
}
