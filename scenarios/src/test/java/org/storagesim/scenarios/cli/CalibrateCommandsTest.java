package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.Cli;

/**
 * The README's calibration example on this machine class's real captures: import the five fio
 * summaries, fit a model, and check that the fitted profile predicts every capture (replayed closed
 * loop at its queue depth) within the issue's limits: mean error ≤ 10 %, p99 error ≤ 25 %.
 */
class CalibrateCommandsTest {
    private static final String[] CAPTURES = {"randread-4k-qd1", "randread-4k-qd8", "seqread-128k-qd4",
        "randwrite-4k-qd1", "randrw70-8k-qd4"};

    private static Path vmDisk() {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data").resolve("vm-disk");
    }

    @Test
    void importFitAndCheckOnTheSharedCaptures(@TempDir Path tmp) throws Exception {
        List<String> args = new ArrayList<>(List.of("calibrate", "import-fio"));
        for (String c : CAPTURES) {
            args.add(vmDisk().resolve(c).resolve("summary.json").toString());
        }
        Path measurements = tmp.resolve("m.json");
        args.addAll(List.of("--out", measurements.toString()));
        Cli imported = Cli.run(args.toArray(String[]::new));
        assertEquals(0, imported.code(), imported.toString());

        Path profile = tmp.resolve("fitted.yaml");
        Cli fit = Cli.run("calibrate", "fit", measurements.toString(), "--kind", "queue", "--out", profile.toString(),
                "--evaluations", "400");
        assertEquals(0, fit.code(), fit.toString());
        assertEquals("", fit.err(), "no parameter stopped at an end of its range");
        assertTrue(Files.readString(profile).contains("kind: \"queue\""));

        List<String> check = new ArrayList<>(List.of("calibrate", "check", "--device", profile.toString(),
                "--out", tmp.resolve("charts").toString()));
        for (String c : CAPTURES) {
            check.add(vmDisk().resolve(c).toString());
        }
        Cli checked = Cli.run(check.toArray(String[]::new));
        assertEquals(0, checked.code(), checked.toString());
        Pattern line = Pattern.compile("capture=(\\S+) requests=20000 mean_err_pct=(\\S+) p99_err_pct=(\\S+) demerit_pct=\\S+");
        int lines = 0;
        for (String l : checked.out().split("\\R")) {
            Matcher m = line.matcher(l);
            assertTrue(m.matches(), l);
            assertTrue(Math.abs(Double.parseDouble(m.group(2))) <= 10, l);
            assertTrue(Math.abs(Double.parseDouble(m.group(3))) <= 25, l);
            assertTrue(Files.isRegularFile(tmp.resolve("charts").resolve(m.group(1) + "-cdf.png")));
            lines++;
        }
        assertEquals(CAPTURES.length, lines);
    }

    @Test
    void badInputExitsTwoWithAReason(@TempDir Path tmp) {
        Cli missing = Cli.run("calibrate", "fit", tmp.resolve("none.json").toString(), "--kind", "queue", "--out",
                tmp.resolve("p.yaml").toString());
        assertEquals(2, missing.code(), missing.toString());
        assertTrue(missing.err().contains("cannot read measurements"), missing.err());
        Cli kind = Cli.run("calibrate", "import-fio", vmDisk().resolve("randread-4k-qd1/summary.json").toString(),
                "--out", tmp.resolve("m.json").toString());
        assertEquals(0, kind.code());
        Cli badKind = Cli.run("calibrate", "fit", tmp.resolve("m.json").toString(), "--kind", "tape", "--out",
                tmp.resolve("p.yaml").toString());
        assertEquals(2, badKind.code(), badKind.toString());
        assertTrue(badKind.err().contains("allowed: flash, hdd, queue"), badKind.err());
        Cli noSearch = Cli.run("calibrate", "fit", tmp.resolve("m.json").toString(), "--kind", "queue", "--out",
                tmp.resolve("p.yaml").toString(), "--evaluations", "0");
        assertEquals(2, noSearch.code(), noSearch.toString());
        assertEquals("--evaluations must be at least 1, got 0", noSearch.err().strip());
        Cli existing = Cli.run("calibrate", "probe", "--file", tmp.resolve("m.json").toString(), "--size", "16MiB");
        assertEquals(2, existing.code(), existing.toString());
        assertTrue(existing.err().contains("--force"), existing.err());
    }

    @Test
    void aBadCaptureStopsTheCheckBeforeAnyChartIsWritten(@TempDir Path tmp) throws Exception {
        Path bad = tmp.resolve("bad");
        Files.createDirectories(bad);
        Files.copy(vmDisk().resolve("randread-4k-qd1/summary.json"), bad.resolve("summary.json"));
        Files.writeString(bad.resolve("lat.log"), "0, 26671, 0, 4096, 0, 0\n1, -5, 0, 4096, 4096, 0\n");
        Path charts = tmp.resolve("charts");
        Cli checked = Cli.run("calibrate", "check", "--device", "ssd-fast", "--out", charts.toString(),
                vmDisk().resolve("randread-4k-qd1").toString(), bad.toString());
        assertEquals(2, checked.code(), checked.toString());
        assertTrue(checked.err().contains(bad.resolve("lat.log") + ":2:"), checked.err());
        assertEquals("", checked.out());
        assertTrue(Files.notExists(charts), "no chart of the good capture either");
    }

    @Test
    void aCheckNamesTheLimitACaptureMisses(@TempDir Path tmp) {
        // ssd-fast's 0.1 ms reads (P0 Table 2) on a virtual disk's capture: their means differ, so a limit of 0 fails.
        Cli checked = Cli.run("calibrate", "check", "--device", "ssd-fast", "--out", tmp.resolve("c").toString(),
                "--max-mean-err-pct", "0", "--max-p99-err-pct", "1e9", vmDisk().resolve("randread-4k-qd1").toString());
        assertEquals(1, checked.code(), checked.toString());
        String meanError = checked.out().replaceAll("(?s).* mean_err_pct=(\\S+) .*", "$1");
        assertEquals("randread-4k-qd1: mean error " + meanError + " % is beyond --max-mean-err-pct 0",
                checked.err().strip());
        assertTrue(Files.isRegularFile(tmp.resolve("c").resolve("randread-4k-qd1-cdf.png")));

        Cli negative = Cli.run("calibrate", "check", "--device", "ssd-fast", "--out", tmp.resolve("n").toString(),
                "--max-p99-err-pct", "-5", vmDisk().resolve("randread-4k-qd1").toString());
        assertEquals(2, negative.code(), negative.toString());
        assertEquals("--max-p99-err-pct must be a percentage of 0 or more, got -5.0", negative.err().strip());
        assertTrue(Files.notExists(tmp.resolve("n")));
    }

    @Test
    void aFitShowsNoP99ErrorWhereTheMeasurementHasNoP99(@TempDir Path tmp) throws Exception {
        // Without its lat.log, a mixed job's summary gives each direction's latency but no overall percentiles.
        Path summary = tmp.resolve("summary.json");
        Files.copy(vmDisk().resolve("randrw70-8k-qd4/summary.json"), summary);
        Path measurements = tmp.resolve("m.json");
        assertEquals(0, Cli.run("calibrate", "import-fio", summary.toString(), "--out", measurements.toString()).code());
        Cli fit = Cli.run("calibrate", "fit", measurements.toString(), "--kind", "queue", "--out",
                tmp.resolve("p.yaml").toString(), "--evaluations", "2", "--ios", "200");
        assertEquals(0, fit.code(), fit.toString());
        String row = fit.out().lines().filter(l -> l.startsWith("randrw70-8k-qd4")).findFirst().orElseThrow();
        assertTrue(row.matches("randrw70-8k-qd4 +58\\.9us +\\S+ +\\S+% +n/a +\\S+us +n/a .*"), row);
        assertTrue(!fit.out().contains("NaN"), fit.out());
    }

    @Test
    void aDeviceSmallerThanTheCapturedFileIsNamedBeforeAnyReplay(@TempDir Path tmp) throws Exception {
        Path profile = tmp.resolve("small.yaml");
        Files.writeString(profile, "kind: queue\nservers: 1\nservice: exponential\nmean: 50us\ncapacity: 1GiB\n");
        Path capture = vmDisk().resolve("randread-4k-qd1");
        Cli checked = Cli.run("calibrate", "check", "--device", profile.toString(), "--out", tmp.resolve("c").toString(),
                capture.toString());
        assertEquals(2, checked.code(), checked.toString());
        // The capture's second I/O reads at 6,359,040,000 B of its 8 GiB file (lat.log line 2).
        assertEquals(capture.resolve("lat.log") + ":2: request 2 (bytes 6359040000..6359044095) ends beyond the 1073741824 B"
                + " of device " + profile, checked.err().strip());
        assertTrue(Files.notExists(tmp.resolve("c")));
    }

    @Test
    void aProbeChecksWhereItsResultsGoBeforeItMeasures(@TempDir Path tmp) throws Exception {
        Path probed = tmp.resolve("probe.bin");
        Path aFile = Files.writeString(tmp.resolve("taken"), "x");
        Cli logs = Cli.run("calibrate", "probe", "--file", probed.toString(), "--size", "16MiB", "--log-dir",
                aFile.toString());
        assertEquals(2, logs.code(), logs.toString());
        assertEquals("sim calibrate probe: cannot write results to the folder " + aFile + ": a file of that name is in"
                + " the way", logs.err().strip());
        Cli out = Cli.run("calibrate", "probe", "--file", probed.toString(), "--size", "16MiB", "--out", tmp.toString());
        assertEquals(2, out.code(), out.toString());
        assertTrue(out.err().contains("--out " + tmp + " is a folder; give the path of the measurement file to write"), out.err());
        // Sustained points are named by their start in whole seconds: a shorter interval would repeat names.
        Cli interval = Cli.run("calibrate", "probe", "--file", probed.toString(), "--size", "16MiB", "--sustained", "1m",
                "--sustained-interval", "500ms");
        assertEquals(2, interval.code(), interval.toString());
        assertEquals("sim calibrate probe: --sustained-interval must be from 1s up to --sustained (1m), got 500ms",
                interval.err().strip());
        // The fill writes whole MiB and direct I/O whole blocks: a ragged size used to fail after the fill began.
        Cli ragged = Cli.run("calibrate", "probe", "--file", probed.toString(), "--size", "16777217");
        assertEquals(2, ragged.code(), ragged.toString());
        assertEquals("sim calibrate probe: --size must be a whole number of MiB, at least 16MiB, got 16777217",
                ragged.err().strip());
        Cli still = Cli.run("calibrate", "probe", "--file", probed.toString(), "--size", "16MiB", "--runtime", "0");
        assertEquals(2, still.code(), still.toString());
        assertEquals("sim calibrate probe: --runtime must be positive, got 0", still.err().strip());
        assertTrue(Files.notExists(probed), "nothing was measured");
    }
}
