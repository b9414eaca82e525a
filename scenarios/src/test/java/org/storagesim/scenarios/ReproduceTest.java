package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.scenarios.reproduce.Finding;
import org.storagesim.scenarios.reproduce.ReproduceContext;
import org.storagesim.scenarios.scenario.ScenarioPlan;

class ReproduceTest {
    @TempDir
    Path dir;

    /**
     * scenarios/checks/mm1.yaml: 1,000,000 requests of M/M/1 at rho = 0.8 (about a second). The
     * suite is named twice and runs once.
     */
    @Test
    void mm1MatchesQueueingTheory() {
        Cli r = Cli.run("reproduce", "checks", "checks", "--quiet");
        assertEquals(0, r.code(), r::toString);
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r::toString);
        assertTrue(lines.get(0).matches("PASS checks-mm1-mean .* simulated=[0-9.]+us paper=500\\.0us tolerance=±2%"),
                r::toString);
        assertTrue(lines.get(1).matches("PASS checks-mm1-p99 .* simulated=[0-9.]+us paper=2302\\.6us tolerance=±5%"),
                r::toString);
    }

    /**
     * --out names the folder that holds a folder per suite: p4's charts would replace OUT/p4, which
     * here holds a user's file, so the suite is refused before it simulates anything.
     */
    @Test
    void outNamesTheFolderOfTheSuitesFolders() throws IOException {
        Path notes = Files.writeString(Files.createDirectories(dir.resolve("mine/p4")).resolve("notes.txt"), "keep");
        Cli r = Cli.run("reproduce", "p4", "--quiet", "--out", dir.resolve("mine").toString());
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains(dir.resolve("mine/p4") + " is a folder sim did not write (it holds notes.txt)"),
                r::toString);
        assertEquals("", r.out(), r::toString);
        assertEquals("keep", Files.readString(notes));
    }

    @Test
    void findingsPassOnlyWithinTheirTolerance() {
        Finding in = Finding.withinRelative("x", "a value", 101.9, 100, 0.02, v -> v + "u");
        Finding out = Finding.withinRelative("x", "a value", 102.1, 100, 0.02, v -> v + "u");
        assertTrue(in.passed());
        assertFalse(out.passed());
        assertEquals("FAIL x a value simulated=102.1u paper=100.0u tolerance=±2%", out.line());
        assertEquals("PASS y a shape simulated=crosses at 88% paper=about 90%",
                Finding.shape("y", "a shape", true, "crosses at 88%", "about 90%").line());
    }

    /**
     * A suite keeps each scenario's result folder under results/SUITE/: the same files, byte for
     * byte, as {@code sim run} writes for that scenario with its own seed.
     */
    @Test
    void keptResultFolderIsWhatSimRunWrites() throws IOException {
        Path library = Files.createDirectories(dir.resolve("library"));
        Files.writeString(library.resolve("station.yaml"), """
                name: station
                description: a short closed loop on a reference station
                seed: 11
                devices:
                  - name: one
                    kind: queue
                    servers: 1
                    service: exponential
                    mean: 100us
                    capacity: 1GiB
                workloads:
                  - name: qd4
                    rw: randread
                    iodepth: 4
                    number_ios: 20000
                results:
                  throughput_interval: 100ms
                  csv: [throughput]
                  charts: [throughput]
                """);
        ReproduceContext context = new ReproduceContext(library, 2, dir.resolve("results"));
        ScenarioPlan plan = context.load("station.yaml");
        context.writeResults("suite", plan, context.run(plan));
        Cli run = Cli.run("run", library.resolve("station.yaml").toString(), "--out", dir.resolve("run").toString(), "-q");
        assertEquals(0, run.code(), run::toString);

        Path kept = dir.resolve("results/suite/station");
        List<String> files = List.of(ResultFolder.MARKER, "summary.json", "summary.csv", "devices.yaml",
                "qd4/throughput-one.csv", "qd4/throughput.png");
        for (String file : files) {
            assertTrue(Arrays.equals(Files.readAllBytes(dir.resolve("run").resolve(file)),
                    Files.readAllBytes(kept.resolve(file))), file + " as sim run writes it");
        }
        try (Stream<Path> all = Files.walk(kept)) {
            assertEquals(files.size(), all.filter(Files::isRegularFile).count(), "nothing else is kept");
        }
    }
}
