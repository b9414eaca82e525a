package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.Cli;

class ReplayCommandTest {
    private static Path data(String rest) {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data").resolve(rest);
    }

    @Test
    void openLoopTraceWithoutMeasurementsReportsTheDevice(@TempDir Path tmp) throws Exception {
        Cli c = Cli.run("replay", data("mqsim/wsrch-small.trace").toString(), "--format", "mqsim", "--device",
                "mm1-reference", "--time-scale", "4", "--out", tmp.toString());
        assertEquals(0, c.code(), c.toString());
        assertTrue(c.out().startsWith("device=mm1-reference trace=wsrch-small.trace mode=open-loop(x4.0) requests=24783 "),
                c.out());
        assertTrue(!c.out().contains("compared"), "no measured times, no comparison");
        assertTrue(!c.out().contains("write_amplification"), "a queueing station has no flash");
        JsonNode summary = new ObjectMapper().readTree(tmp.resolve("summary.json").toFile());
        assertEquals(24783, summary.path("requests").asLong());
        assertEquals(24783, summary.path("readLatencyNs").path("count").asLong()
                + summary.path("writeLatencyNs").path("count").asLong(), "every request is a read or a write");
        assertTrue(summary.path("flash").isMissingNode() && summary.path("comparedWithMeasured").isMissingNode(),
                summary.toString());
        assertTrue(!Files.exists(tmp.resolve("cdf.png")), "nothing measured to chart");
    }

    @Test
    void aFlashReplayReportsWhatTheFlashDid(@TempDir Path tmp) throws Exception {
        // tpcc-small writes 2,618 of its 6,999 requests; mqsim-default's 256 MiB buffer takes them.
        Cli c = Cli.run("replay", data("mqsim/tpcc-small.trace").toString(), "--format", "mqsim", "--device",
                "mqsim-default", "--out", tmp.toString());
        assertEquals(0, c.code(), c.toString());
        JsonNode summary = new ObjectMapper().readTree(tmp.resolve("summary.json").toFile());
        JsonNode flash = summary.path("flash");
        assertEquals(2618, summary.path("writeLatencyNs").path("count").asLong());
        assertEquals(4381, summary.path("readLatencyNs").path("count").asLong());
        assertTrue(flash.path("hostPagesWritten").asLong() > 0, summary.toString());
        assertTrue(c.out().strip().endsWith(" write_amplification=" + flash.path("writeAmplification").decimalValue()
                .setScale(3).toPlainString()), c.out());
        assertTrue(flash.path("writeAmplification").asDouble() >= 1, summary.toString());
    }

    @Test
    void measuredTraceIsComparedAndCharted(@TempDir Path tmp) throws Exception {
        Cli c = Cli.run("replay", data("disksim/hp_c2247a.trace").toString(), "--format", "disksim", "--device",
                "barracuda-7200", "--out", tmp.toString());
        assertEquals(0, c.code(), c.toString());
        assertTrue(c.out().contains("mode=closed-loop(qd1) requests=9999"), c.out()); // the trace holds 9,999 requests
        assertTrue(c.out().matches("(?s).*compared requests=9999 demerit_ms=\\S+ demerit_pct=\\S+ mean_err_pct=\\S+ .*"
                + "throughput_err_pct=-?[0-9.]+ paired_median_err_pct=.*"), c.out());
        assertTrue(Files.isRegularFile(tmp.resolve("cdf.png")));
        JsonNode compared = new ObjectMapper().readTree(tmp.resolve("summary.json").toFile()).path("comparedWithMeasured");
        assertEquals(9999, compared.path("requests").asInt());
        assertTrue(c.out().contains(" demerit_pct=" + compared.path("demeritPct").decimalValue().toPlainString() + " "),
                c.out() + compared);
    }

    /**
     * Replays a DiskSim trace of {@code lines} on barracuda-7200, expecting bad input: exit 2, an
     * error naming the trace that contains {@code expected} right after the name, and no chart written.
     */
    private static void assertRejected(Path tmp, String lines, String expected) throws Exception {
        Path trace = tmp.resolve("bad.trace");
        Files.writeString(trace, lines);
        Cli c = Cli.run("replay", trace.toString(), "--format", "disksim", "--device", "barracuda-7200", "--out",
                tmp.resolve("out").toString());
        assertEquals(2, c.code(), c.toString());
        assertTrue(c.err().contains(trace + expected), c.err());
        assertTrue(!Files.exists(tmp.resolve("out")), "nothing written");
    }

    @Test
    void aRequestBeyondTheDeviceIsNamedBeforeTheReplay(@TempDir Path tmp) throws Exception {
        // Named at its line: a comment and a blank line come before it.
        assertRejected(tmp, "# measured on a larger disk\nR Miss 1000 8 1000.0 10.0\n\nR Miss 999999999999 8 1000.0 10.0\n",
                ":4: request 2 (bytes 511999999999488..512000000003583) ends beyond the");
    }

    @Test
    void aRequestBeyondTheDeviceIsNamedAtItsLineWhenMalformedLinesWereSkipped(@TempDir Path tmp) throws Exception {
        // Line 3 is skipped, so the request beyond the disk is the file's second request but its fourth line.
        Path trace = Files.writeString(tmp.resolve("t.trace"),
                "R Miss 1000 8 1000.0 10.0\n\nR Miss soon\nR Miss 999999999999 8 1000.0 10.0\n");
        Cli c = Cli.run("replay", trace.toString(), "--format", "disksim", "--device", "barracuda-7200",
                "--skip-bad-lines", "--out", tmp.resolve("out").toString());
        assertEquals(2, c.code(), c.toString());
        assertTrue(c.err().contains(trace + ":4: request 2 (bytes 511999999999488..512000000003583) ends beyond the"),
                c.err());
    }

    @Test
    void wrapFoldsAClosedLoopReplayToo(@TempDir Path tmp) throws Exception {
        // A DiskSim trace has no issue times, so it replays closed loop; its second request lies beyond the disk.
        Path trace = tmp.resolve("larger.trace");
        Files.writeString(trace, "R Miss 1000 8 1000.0 10.0\nR Miss 999999999999 8 1000.0 10.0\n");
        Cli c = Cli.run("replay", trace.toString(), "--format", "disksim", "--device", "barracuda-7200", "--wrap",
                "--out", tmp.resolve("out").toString());
        assertEquals(0, c.code(), c.toString());
        assertTrue(c.out().contains("mode=closed-loop(qd1) requests=2 "), c.out());
        // tpcc-small was recorded on a drive larger than ssd-fast; --depth makes its replay closed loop.
        Cli deep = Cli.run("replay", data("mqsim/tpcc-small.trace").toString(), "--format", "mqsim", "--device", "ssd-fast",
                "--depth", "4", "--wrap", "--out", tmp.resolve("deep").toString());
        assertEquals(0, deep.code(), deep.toString());
        assertTrue(deep.out().contains("mode=closed-loop(qd4) requests=6999 "), deep.out());
    }

    @Test
    void volumesShareTheDeviceUnlessOneIsPicked(@TempDir Path tmp) throws Exception {
        // wsrch-small names six volumes: 8,340, 8,231 and 8,187 requests of 0..2, 8, 7 and 10 of 3..5.
        String trace = data("mqsim/wsrch-small.trace").toString();
        Cli all = Cli.run("replay", trace, "--format", "mqsim", "--device", "mm1-reference", "--out",
                tmp.resolve("all").toString());
        assertEquals(0, all.code(), all.toString());
        assertTrue(all.out().contains("mode=open-loop(x1.0) requests=24783 "), all.out());
        assertTrue(all.err().startsWith("note: " + trace + " names 6 volumes (device number 0..5); they all replayed"),
                all.err());
        Cli one = Cli.run("replay", trace, "--format", "mqsim", "--device", "mm1-reference", "--volume", "3", "--out",
                tmp.resolve("one").toString());
        assertEquals(0, one.code(), one.toString());
        assertTrue(one.out().startsWith("device=mm1-reference trace=wsrch-small.trace volume=3 mode=open-loop(x1.0)"
                + " requests=8 "), one.out());
        assertEquals("", one.err());
        Cli none = Cli.run("replay", trace, "--format", "mqsim", "--device", "mm1-reference", "--volume", "9");
        assertEquals(2, none.code(), none.toString());
        assertTrue(none.err().contains("--volume 9: " + trace + " has no request of device number 9; allowed: 0 (8340"
                + " requests), 1 (8231 requests), 2 (8187 requests), 3 (8 requests), 4 (7 requests), 5 (10 requests)"),
                none.err());
        // A request of the volume that lies beyond the device is named as the file numbers it.
        Path spc = Files.writeString(tmp.resolve("two.spc"), "0,1,512,r,0\n1,999999999999,512,r,1\n1,2,512,r,2\n");
        Cli beyond = Cli.run("replay", spc.toString(), "--format", "spc", "--device", "barracuda-7200", "--volume", "1");
        assertEquals(2, beyond.code(), beyond.toString());
        assertTrue(beyond.err().startsWith(spc + ":2: request 2 (bytes 511999999999488..511999999999999) ends beyond"),
                beyond.err());
        Cli unnamed = Cli.run("replay", data("disksim/hp_c2247a.trace").toString(), "--format", "disksim", "--device",
                "barracuda-7200", "--volume", "0");
        assertEquals(2, unnamed.code(), unnamed.toString());
        assertTrue(unnamed.err().contains("--volume: the disksim format names no volumes; allowed: --volume with the "),
                unnamed.err());
    }

    @Test
    void aTimeScaleIsBadInputWhereNoArrivalTimesAreReplayed() {
        Cli deep = Cli.run("replay", data("mqsim/wsrch-small.trace").toString(), "--format", "mqsim", "--device",
                "mm1-reference", "--depth", "4", "--time-scale", "0.5");
        assertEquals(2, deep.code(), deep.toString());
        assertEquals("--time-scale scales the arrival times of an open-loop replay, and this replay is closed loop"
                + " (--depth 4)", deep.err().strip());
        Path disksim = data("disksim/hp_c2247a.trace");
        Cli noTimes = Cli.run("replay", disksim.toString(), "--format", "disksim", "--device", "barracuda-7200",
                "--time-scale", "2");
        assertEquals(2, noTimes.code(), noTimes.toString());
        assertEquals("--time-scale scales the arrival times of an open-loop replay, and this replay is closed loop ("
                + disksim + " has no issue times)", noTimes.err().strip());
    }

    @Test
    void measuredTimesThatAreAllZeroAreBadInput(@TempDir Path tmp) throws Exception {
        assertRejected(tmp, "R Miss 1000 8 0.0 10.0\nR Miss 2000 8 0.0 10.0\n", ": every measured response time is 0");
    }

    @Test
    void malformedTracesAndBadOptionsExitTwo(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad.trace");
        Files.writeString(bad, "100 0 5 8 1\n200 0 x 8 1\n");
        Cli strict = Cli.run("replay", bad.toString(), "--format", "mqsim", "--device", "mm1-reference");
        assertEquals(2, strict.code(), strict.toString());
        assertTrue(strict.err().contains("bad.trace:2:"), strict.err());
        assertTrue(strict.err().strip().endsWith("(use --skip-bad-lines to skip such lines)"), strict.err());
        // A file with no requests has no line to skip: no such hint.
        Path empty = Files.writeString(tmp.resolve("empty.trace"), "# nothing yet\n");
        Cli none = Cli.run("replay", empty.toString(), "--format", "mqsim", "--device", "mm1-reference");
        assertEquals(2, none.code(), none.toString());
        assertEquals(empty + ":1: the trace has no requests", none.err().strip());
        Cli skipping = Cli.run("replay", bad.toString(), "--format", "mqsim", "--device", "mm1-reference",
                "--skip-bad-lines", "--out", tmp.resolve("skipping").toString());
        assertEquals(0, skipping.code(), skipping.toString());
        assertTrue(skipping.err().contains("skipped 1 malformed line; the first: " + bad + ":2:"), skipping.err());
        assertEquals(2, Cli.run("replay", bad.toString(), "--format", "nope", "--device", "mm1-reference").code());
        assertEquals(2, Cli.run("replay", bad.toString(), "--format", "mqsim", "--device", "no-such-profile").code());
        assertEquals(2, Cli.run("replay", bad.toString(), "--format", "mqsim", "--device", "mm1-reference", "--depth", "0")
                .code());
    }

    @Test
    void aDirectoryOrAMissingFileGivenAsInputIsNamed(@TempDir Path tmp) {
        String dir = tmp.toString();
        String missing = tmp.resolve("missing.parv").toString();
        Cli replay = Cli.run("replay", dir, "--format", "spc", "--device", "mm1-reference");
        assertEquals(2, replay.code(), replay.toString());
        assertEquals("cannot read trace " + dir + ": it is a directory", replay.err().strip());
        Cli validate = Cli.run("validate", "disksim", missing, dir);
        assertEquals(2, validate.code(), validate.toString());
        assertEquals("cannot read DiskSim parameter file " + missing + ": no such file", validate.err().strip());
        Cli imported = Cli.run("import", "disksim", dir);
        assertEquals(2, imported.code(), imported.toString());
        assertEquals("cannot read DiskSim parameter file " + dir + ": it is a directory", imported.err().strip());
    }

    @Test
    void validateSubcommandsShareTheReplayAndCaptureChecks(@TempDir Path tmp) {
        Cli trace = Cli.run("validate", "trace", data("disksim/hp_c2490a.trace").toString(), "--format", "disksim",
                "--device", "barracuda-7200", "--out", tmp.toString());
        assertEquals(0, trace.code(), trace.toString());
        assertTrue(trace.out().contains("compared requests="), trace.out());
        Cli unmeasured = Cli.run("validate", "trace", data("mqsim/wsrch-small.trace").toString(), "--format", "mqsim",
                "--device", "mm1-reference");
        assertEquals(2, unmeasured.code(), unmeasured.toString());
        assertTrue(unmeasured.err().contains("no measured response times"), unmeasured.err());
        Cli disksim = Cli.run("validate", "disksim", data("disksim/atlas10k.parv").toString(),
                data("disksim/atlas10k.trace").toString(), "--out", tmp.toString());
        assertEquals(0, disksim.code(), disksim.toString());
        assertTrue(disksim.out().startsWith("drive="), disksim.out());
        assertEquals(2, Cli.run("validate").code());
    }
}
