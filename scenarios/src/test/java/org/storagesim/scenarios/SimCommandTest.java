package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

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
    void badUsageExitsTwoWithoutStackTrace() {
        for (String[] args : new String[][] {{}, {"frobnicate"}, {"run"}, {"run", "--threads", "x", "a.yaml"},
            {"run", "no-such-file.yaml"}, {"reproduce", "no-such-suite"}}) {
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
