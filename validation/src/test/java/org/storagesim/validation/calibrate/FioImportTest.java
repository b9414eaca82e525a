package org.storagesim.validation.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real captures of this machine class (shared/data/vm-disk), with the numbers its README states. */
class FioImportTest {
    static Path vmDisk(String capture) {
        String shared = System.getProperty("storagesim.shared", "../../shared");
        return Path.of(shared, "data", "vm-disk", capture, "summary.json");
    }

    @Test
    void randomReadAtQd1MatchesTheCaptureTable(@TempDir Path out) throws IOException {
        Measurements m = FioImport.importSummaries(List.of(vmDisk("randread-4k-qd1")), out);
        MeasuredPoint p = m.points().get(0);
        assertEquals("randread", p.rw());
        assertEquals(4096, p.bs());
        assertEquals(1, p.iodepth());
        assertEquals(20_000, p.ios());
        assertEquals(34_800, p.iops(), 34_800 * 0.01); // "34.8 K IOPS"
        assertEquals(28_000, p.latencyNs().mean(), 1_000); // "mean 28 us"
        // The table's "p99 33 us" is fio's completion latency; total latency adds submission.
        assertTrue(p.latencyNs().p99() >= 33_000, "total p99 " + p.latencyNs().p99());
        assertEquals(8L << 30, m.sizeBytes());
        assertNotNull(p.perIoLog());
    }

    @Test
    void mixedJobTakesItsOverallDistributionFromThePerIoLog(@TempDir Path out) throws IOException {
        MeasuredPoint p = FioImport.importSummaries(List.of(vmDisk("randrw70-8k-qd4")), out).points().get(0);
        assertEquals(70, p.rwmixread());
        assertEquals(385, p.readMbPerSec(), 1); // "385 MB/s read + 165 MB/s write"
        assertEquals(165, p.writeMbPerSec(), 1);
        assertTrue(p.latencyNs().p99() > 0);
        assertTrue(p.latencyNs().mean() > p.readLatencyNs().mean() - 1 && p.latencyNs().mean() < p.writeLatencyNs().mean());
    }

    @Test
    void roundTripsThroughTheMeasurementFile(@TempDir Path out) throws IOException {
        Measurements m = FioImport.importSummaries(List.of(vmDisk("seqread-128k-qd4"), vmDisk("randread-4k-qd8")), out);
        Path file = out.resolve("m.json");
        m.write(file);
        assertEquals(m, Measurements.read(file));
        assertEquals(1086, m.points().get(0).readMbPerSec(), 11); // "1,086 MB/s"
        assertEquals(114_000, m.points().get(1).iops(), 1_500); // "114 K IOPS"
    }

    @Test
    void aMalformedMeasurementFileIsLocated(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("m.json");
        Files.writeString(file, "{\"source\": \"fio\", \"device\": \"x\",\n  \"sizeBytes\": \"big\", \"points\": []}");
        IOException e = assertThrows(IOException.class, () -> Measurements.read(file));
        assertEquals(file + ":2:3: key 'sizeBytes': got 'big'; allowed: a whole number", e.getMessage());
        Files.writeString(file, "{\"source\": \"fio\", \"size_bytes\": 5}");
        e = assertThrows(IOException.class, () -> Measurements.read(file));
        assertTrue(e.getMessage().startsWith(file + ":1:19: key 'size_bytes': unknown; allowed keys here"), e.getMessage());
    }

    @Test
    void malformedInputNamesTheFileAndLine(@TempDir Path dir) throws IOException {
        Path bad = dir.resolve("summary.json");
        Files.writeString(bad, "{\"jobs\": [\n  {\"jobname\": }\n]}");
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(bad), dir));
        assertTrue(e.getMessage().contains("summary.json:2:"), e.getMessage());
        Path log = dir.resolve("lat.log");
        Files.writeString(log, "0, 100, 0, 4096, 0, 0\n0, x, 0, 4096, 0, 0\n");
        e = assertThrows(IOException.class, () -> FioLatLog.read(log));
        assertTrue(e.getMessage().contains("lat.log:2"), e.getMessage());
    }

    /** The shared random-read summary with one edit, copied where no lat.log lies beside it. */
    private static Path editedSummary(Path dir, String from, String to) throws IOException {
        String text = Files.readString(vmDisk("randread-4k-qd1"));
        assertTrue(text.contains(from), from);
        Path copy = dir.resolve("summary.json");
        Files.writeString(copy, text.replace(from, to));
        return copy;
    }

    @Test
    void aJobFioCouldNotHaveRunIsNamed(@TempDir Path dir) throws IOException {
        Path summary = editedSummary(dir, "\"iodepth\" : \"1\"", "\"iodepth\" : \"one\"");
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(summary), dir));
        assertEquals(summary + ": job 'randread-4k-qd1': option iodepth='one' is not a whole number", e.getMessage());
    }

    @Test
    void aJobThatDidNoIoIsNotAMeasurement(@TempDir Path dir) throws IOException {
        Path summary = editedSummary(dir, "\"total_ios\" : 20000", "\"total_ios\" : 0");
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(summary), dir));
        assertEquals(summary + ": job 'randread-4k-qd1': ios got 0; allowed: a whole number of 1 or more", e.getMessage());
    }

    @Test
    void perDirectionBlockSizesFollowFio(@TempDir Path dir) throws IOException {
        // fio(1): "bs=8k,32k means 8k for reads, 32k for writes and trims"; an empty value is the default 4096.
        assertEquals(8192, FioBlockSize.of("randread", "8k,32k", 1024));
        assertEquals(32768, FioBlockSize.of("randwrite", "8k,32k", 1024));
        assertEquals(32768, FioBlockSize.of("randtrim", "8k,32k", 1024));
        assertEquals(4096, FioBlockSize.of("randtrim", "8k,32k,", 1024));
        assertEquals(4096, FioBlockSize.of("read", ",8k", 1024));
        assertEquals(8192, FioBlockSize.of("trim", ",8k", 1024));
        assertEquals(4096, FioBlockSize.of("write", "8k,", 1024));
        assertEquals(16384, FioBlockSize.of("randrw", "16k,16k", 1024));
        Path summary = editedSummary(dir, "\"bs\" : \"4k\"", "\"bs\" : \"4k,8k\"");
        assertEquals(4096, FioImport.importSummaries(List.of(summary), dir).points().get(0).bs());
        Path mixed = Files.writeString(summary, Files.readString(summary).replace("\"randread\"", "\"randrw\""));
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(mixed), dir));
        assertTrue(e.getMessage().endsWith("bs '4k,8k' gives reads 4096 B and writes 8192 B; a measured point has one"
                + " block size, so a mixed job needs one size"), e.getMessage());
    }

    @Test
    void sizesAreReadWithFiosUnitsAndKbBase(@TempDir Path dir) throws IOException {
        // fio(1) kb_base: by default k/m/g are powers of 1024 and kib/mib/gib powers of 1000; 1000 swaps them.
        assertEquals(4096, FioSize.parse("bs", "4k", 1024));
        assertEquals(4096, FioSize.parse("bs", "4KB", 1024));
        assertEquals(4000, FioSize.parse("bs", "4KiB", 1024));
        assertEquals(8L << 30, FioSize.parse("size", "8gi", 1024));
        assertEquals(8_000_000_000L, FioSize.parse("size", "8GiB", 1024));
        assertEquals(8_000_000_000L, FioSize.parse("size", "8g", 1000));
        assertEquals(8L << 30, FioSize.parse("size", "8GiB", 1000));
        assertEquals(512, FioSize.parse("bs", "512", 1024));
        Path summary = editedSummary(dir, "\"bs\" : \"4k\"", "\"bs\" : \"4k\", \"kb_base\" : \"1000\"");
        assertEquals(4000, FioImport.importSummaries(List.of(summary), dir).points().get(0).bs());
        assertRefused(editedSummary(dir, "\"bs\" : \"4k\"", "\"bs\" : \"4x\""), "option bs='4x' has the unit 'x';"
                + " fio's sizes take k, m, g, t or p (with b, or with ib for the other base)");
        assertRefused(editedSummary(dir, "\"bs\" : \"4k\"", "\"bs\" : \"4k\", \"kb_base\" : \"512\""),
                "option kb_base='512': fio takes 1024 or 1000");
    }

    @Test
    void aJobThatIsNotOneSizeOneJobAloneIsRefused(@TempDir Path dir) throws IOException {
        assertRefused(editedSummary(dir, "\"error\" : 0", "\"error\" : 5"),
                "fio ended the job with error 5 (an errno), so its figures are partial; measure it again");
        assertRefused(editedSummary(dir, "\"iodepth\" : \"1\"", "\"iodepth\" : \"1\", \"numjobs\" : \"4\""),
                "numjobs 4: its clones ran at once, so the device had up to 4 x iodepth requests at a time; a point is"
                        + " one job (numjobs=1, iodepth=N for N at once)");
        assertRefused(editedSummary(dir, "\"bs\" : \"4k\"", "\"bssplit\" : \"4k/50:64k/50\""),
                "bssplit '4k/50:64k/50' mixes block sizes; a point has one (bs)");
    }

    private static void assertRefused(Path summary, String problem) {
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(summary), summary.getParent()));
        assertEquals(summary + ": job 'randread-4k-qd1': " + problem, e.getMessage());
    }

    @Test
    void aLatLogBesideASummaryOfSeveralJobsIsRefused(@TempDir Path dir) throws IOException {
        String text = Files.readString(vmDisk("randread-4k-qd1"));
        int jobs = text.indexOf("\"jobs\" : [") + "\"jobs\" : [".length();
        int disk = text.lastIndexOf("],", text.indexOf("\"disk_util\""));
        String job = text.substring(jobs, disk);
        Path summary = dir.resolve("summary.json");
        Files.writeString(summary, text.substring(0, disk) + "," + job + text.substring(disk));
        assertEquals(2, FioImport.importSummaries(List.of(summary), dir).points().size(), "without a log, a point a job");
        Files.copy(vmDisk("randread-4k-qd1").resolveSibling("lat.log"), dir.resolve("lat.log"));
        IOException e = assertThrows(IOException.class, () -> FioImport.importSummaries(List.of(summary), dir));
        assertEquals(summary + ": 2 jobs share the lat.log beside it, whose lines do not say which job they belong to;"
                + " put each job's summary and lat.log in a folder of its own", e.getMessage());
    }
}
