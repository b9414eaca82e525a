package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.storagesim.scenarios.reproduce.Finding;

class ReproduceTest {
    /** scenarios/checks/mm1.yaml: 1,000,000 requests of M/M/1 at rho = 0.8 (about a second). */
    @Test
    void mm1MatchesQueueingTheory() {
        Cli r = Cli.run("reproduce", "checks", "--quiet");
        assertEquals(0, r.code(), r::toString);
        List<String> lines = r.out().lines().toList();
        assertEquals(2, lines.size(), r::toString);
        assertTrue(lines.get(0).matches("PASS checks-mm1-mean .* simulated=[0-9.]+us paper=500\\.0us tolerance=±2%"),
                r::toString);
        assertTrue(lines.get(1).matches("PASS checks-mm1-p99 .* simulated=[0-9.]+us paper=2302\\.6us tolerance=±5%"),
                r::toString);
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
}
