package org.storagesim.validation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.devices.hdd.disksim.DiskSimImporter;
import org.storagesim.validation.trace.DiskSimValidateReader;
import org.storagesim.validation.trace.Trace;
import org.storagesim.validation.trace.TraceFormatException;

/**
 * {@link DiskSimValidation#run} replays a plain trace while a second thread is still reading it;
 * the outcome must be that of reading the whole trace first and replaying it, and a file the fast
 * reader does not take must still be read, or rejected with the line reader's message.
 */
class StreamedValidationTest {
    private static final Path DIR = SharedData.disksim();

    @Test
    void replayWhileReadingGivesTheServiceTimesOfReadThenReplay(@TempDir Path tmp) throws IOException {
        // Five copies of the hp_c2247a trace: about 2.5 MB, so several blocks pass between the threads.
        String once = Files.readString(DIR.resolve("hp_c2247a.trace"));
        Path file = tmp.resolve("five.trace");
        Files.writeString(file, once.repeat(5));
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(DIR.resolve("hp_c2247a.parv"));
        Trace whole = new DiskSimValidateReader().read(file);
        long[] expected = DiskSimValidation.replay(disk, whole);
        Arrays.sort(expected);
        long[] measured = whole.measuredTimes();
        Arrays.sort(measured);

        DiskSimValidation.Result r = DiskSimValidation.run(DIR.resolve("hp_c2247a.parv"), file);

        assertTrue(Files.size(file) > 2 << 20, "the trace spans several blocks");
        assertEquals(whole.size(), r.comparison().requests());
        assertArrayEquals(expected, r.sortedSimulatedNanos());
        assertArrayEquals(measured, r.sortedMeasuredNanos());
    }

    @Test
    void numbersOnlyTheLineReaderTakesAreStillReplayed(@TempDir Path tmp) throws IOException {
        Path file = tmp.resolve("odd.trace");
        Files.writeString(file, "R Miss 1000 8 1.2e4 500\nR Miss 900000 8 9000.5 1e3\n");
        DiskSimValidation.Result r = DiskSimValidation.run(DIR.resolve("hp_c2247a.parv"), file);
        assertEquals(2, r.comparison().requests());
        assertArrayEquals(new long[] {9_000_500, 12_000_000}, r.sortedMeasuredNanos());
    }

    @Test
    void aBadLineLaterInTheTraceIsReportedBeforeAReplayError(@TempDir Path tmp) throws IOException {
        // The first request lies beyond the disk, which the replay rejects; the malformed last line
        // must still be the error reported, as when the trace is read before it is replayed.
        StringBuilder text = new StringBuilder("R Miss 999999999999 8 1000.0 10.0\n");
        text.append("R Miss 1000 8 1000.0 10.0\n".repeat(60_000));
        text.append("R Miss 1000 eight 1000.0 10.0\n");
        Path file = tmp.resolve("bad.trace");
        Files.writeString(file, text);
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> DiskSimValidation.run(DIR.resolve("hp_c2247a.parv"), file));
        assertTrue(e.getMessage().contains("60002"), e.getMessage());
    }

    @Test
    void aRequestBeyondTheDiskIsReportedAtItsLine(@TempDir Path tmp) throws IOException {
        // Comment and blank lines carry no request, so the fourth request sits on line 6.
        String text = "# measured on the drive\nR Miss 1000 8 1000.0 10.0\n\nR Miss 2000 8 1000.0 10.0\n"
                + "R Miss 3000 8 1000.0 10.0\nR Miss 999999999999 8 1000.0 10.0\nR Miss 1000 8 1000.0 10.0\n";
        Path file = tmp.resolve("beyond.trace");
        Files.writeString(file, text);
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> DiskSimValidation.run(DIR.resolve("hp_c2247a.parv"), file));
        assertEquals(6, e.line(), e.getMessage());
        assertEquals(8, e.column(), e.getMessage()); // the block number
        assertTrue(e.getMessage().startsWith(file + ":6:8: blocks 999999999999"), e.getMessage());
    }
}
