package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimCommandTest {
    @Test
    void helpAndVersionExitZero() {
        Cli help = Cli.run("--help");
        assertEquals(0, help.code(), help::toString);
        assertTrue(help.out().contains("run") && help.out().contains("reproduce") && help.out().contains("list"), help::toString);
        Cli version = Cli.run("--version");
        assertEquals(0, version.code(), version::toString);
        assertTrue(version.out().matches("(?s)sim \\d+\\.\\d+\\.\\d+.*"), version::toString);
        assertEquals(0, Cli.run("run", "--help").code());
    }

    @Test
    void profilesCheckStopsAtAnUnknownNameBeforeAnyBenchmark() {
        Cli r = Cli.run("profiles", "check", "x25e", "no-such-drive");
        assertEquals(2, r.code(), r::toString);
        assertEquals("", r.out(), "no table is started");
        assertTrue(r.err().startsWith("profile no-such-drive: unknown profile 'no-such-drive'; built-in profiles: "),
                r::toString);
    }

    @Test
    void aProfileWithoutTargetsIsToldWhereTargetsAre(@TempDir Path dir) throws IOException {
        Cli r = Cli.run("profiles", "check", "mm1-reference");
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("has no targets to check; built-in profiles with targets: barracuda-7200, "), r::toString);
        Path file = dir.resolve("mine.yaml");
        Files.writeString(file, "kind: queue\nservers: 1\nmean: 100us\ncapacity: 1GiB\n");
        r = Cli.run("profiles", "check", file.toString());
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().contains("add a 'targets' map of the figures to check, e.g. targets: {rand_read_iops: 9000,"
                + " read_latency_us: 95}; allowed figures: seq_read_mb_per_sec, "), r::toString);
        // Settings alone give nothing to compare.
        Files.writeString(file, "profile: ssd-fast\ntargets:\n  queue_depth: 4\n");
        r = Cli.run("profiles", "check", file.toString());
        assertEquals(2, r.code(), r::toString);
        assertTrue(r.err().startsWith(file + ":2:1: key 'targets': profile '" + file + "' has no targets to check;"),
                r::toString);
    }

    @Test
    void aTargetRequestLargerThanTheDeviceIsRefusedAtItsKey(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("mine.yaml");
        Files.writeString(file, "kind: queue\nservers: 1\nmean: 100us\ncapacity: 1MiB\ntargets:\n"
                + "  seq_read_mb_per_sec: 40\n  seq_block: 2MiB\n");
        Cli r = Cli.run("profiles", "check", file.toString());
        assertEquals(2, r.code(), r::toString);
        assertEquals(file + ":7:3: key 'seq_block': a request of 2MiB does not fit the device's 1048576 B; allowed: at"
                + " most 1048576 B", r.err().strip());
    }

    /** picocli formats descriptions with String.format and only warns on System.err when a bare % breaks it. */
    @Test
    void everyCommandsHelpFormatsCleanly() {
        PrintStream original = System.err;
        ByteArrayOutputStream warnings = new ByteArrayOutputStream();
        System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
        try {
            for (String[] args : new String[][] {{"run"}, {"list"}, {"reproduce"}, {"profiles"}, {"profiles", "check"}, {"profiles", "show"},
                {"validate"}, {"validate", "disksim"}, {"validate", "fio"}, {"validate", "trace"}, {"import"},
                {"calibrate"}, {"calibrate", "probe"}, {"calibrate", "import-fio"}, {"calibrate", "fit"},
                {"calibrate", "check"}, {"replay"}}) {
                String[] withHelp = Arrays.copyOf(args, args.length + 1);
                withHelp[args.length] = "--help";
                Cli r = Cli.run(withHelp);
                assertEquals(0, r.code(), r::toString);
            }
        } finally {
            System.setErr(original);
        }
        assertEquals("", warnings.toString(StandardCharsets.UTF_8));
    }

    @Test
    void validateListsEverySubcommandThoughOnlyTheNamedOneIsRegistered() {
        Cli r = Cli.run("validate", "--help");
        assertEquals(0, r.code(), r::toString);
        for (String sub : new String[] {"disksim", "fio", "trace"}) {
            assertTrue(r.out().contains("  " + sub + " "), sub + " in " + r);
        }
        // validate fio is calibrate check under another name; each writes to a folder named after itself.
        assertTrue(Cli.run("validate", "fio", "--help").out().contains("(default: results/validate-fio)"));
        assertTrue(Cli.run("calibrate", "check", "--help").out().replaceAll("\\s+", " ")
                .contains("(default: results/calibrate-check)"));
        Cli missing = Cli.run("validate", "disksim", "nope.parv", "nope.trace");
        assertEquals(2, missing.code(), missing::toString);
        assertEquals("cannot read DiskSim parameter file nope.parv: no such file", missing.err().strip());
    }

    @Test
    void badUsageExitsTwoWithoutStackTrace() {
        for (String[] args : new String[][] {{}, {"frobnicate"}, {"run"}, {"run", "--threads", "x", "a.yaml"},
            {"run", "no-such-file.yaml"}, {"reproduce", "no-such-suite"}, {"validate"}, {"validate", "frobnicate"}}) {
            Cli r = Cli.run(args);
            assertEquals(2, r.code(), r::toString);
            assertFalse(r.err().contains("\tat "), r::toString);
            assertFalse(r.err().isBlank(), r::toString);
        }
    }

    @Test
    void listShowsScenariosProfilesKindsAndSuites() {
        Cli r = Cli.run("list");
        assertEquals(0, r.code(), r::toString);
        for (String expected : new String[] {"quickstart.yaml", "checks/mm1.yaml", "mm1-reference", "queue", "checks"}) {
            assertTrue(r.out().contains(expected), () -> expected + " missing from\n" + r);
        }
        assertFalse(r.out().contains("src/"), r::toString);
    }
}
