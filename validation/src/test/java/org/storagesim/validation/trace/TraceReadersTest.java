package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.storagesim.devices.IoOp;
import org.storagesim.validation.SharedData;

/** Every reader on the real samples in shared/data and on malformed input. */
class TraceReadersTest {

    private static Trace parse(String format, String text) throws IOException {
        return TraceFormats.require(format).read(new BufferedReader(new StringReader(text)), "sample.txt");
    }

    @Test
    void mqsimWorkloadsFromTheMqsimRepository() throws IOException {
        Trace t = TraceFormats.require("mqsim").read(SharedData.data("mqsim").resolve("tpcc-small.trace"));
        assertEquals(6_999, t.size());
        // First line: 938513000 4 264719034 16 0
        assertEquals(938_513_000L, t.arrival(0));
        assertEquals(4, t.device(0));
        assertEquals(264_719_034L * 512, t.offset(0));
        assertEquals(16 * 512, t.length(0));
        assertEquals(IoOp.WRITE, t.op(0));
        assertEquals(0, t.measuredTimes().length);
        Trace w = TraceFormats.require("mqsim").read(SharedData.data("mqsim").resolve("wsrch-small.trace"));
        assertEquals(24_783, w.size()); // 24,782 newlines: the last line has none
        assertEquals(IoOp.READ, w.op(0));
    }

    @Test
    void blkparseSampleKeepsDispatchesAndStopsAtTheSummary() throws IOException {
        Trace t = TraceFormats.require("blkparse").read(SharedData.data("blkparse").resolve("blkparse-output.txt"));
        // The sample's own summary: 161 read and 512 write dispatches (4 pass-through ones move no data).
        long reads = 0;
        long writes = 0;
        for (int i = 0; i < t.size(); i++) {
            if (t.op(i) == IoOp.READ) {
                reads++;
            } else if (t.op(i) == IoOp.WRITE) {
                writes++;
            }
        }
        assertEquals(161, reads);
        assertEquals(512, writes);
        assertEquals(540_544L * 512, t.offset(0));
        assertEquals(1_368_096, t.arrival(0));
        assertEquals(0, t.measuredTimes().length, "the sample has no completion events");
    }

    @Test
    void blkparsePairsDispatchAndCompletion() throws IOException {
        Trace t = parse("blkparse", """
                  8,0    1        1     0.000100000  100  Q   R 2048 + 8 [dd]
                  8,0    1        2     0.000200000  100  D   R 2048 + 8 [dd]
                  8,0    1        3     0.000250000  100  D   W 4096 + 16 [dd]
                  8,0    1        4     0.004200000    0  C   R 2048 + 8 [0]
                  8,0    1        5     0.005250000    0  C   W 4096 + 16 [0]
                """);
        assertEquals(2, t.size());
        assertEquals(4_000_000, t.measured(0));
        assertEquals(5_000_000, t.measured(1));
    }

    @Test
    void blkparseOfTwoDevicesIsRefusedAtTheFirstEventOfTheSecond() {
        // Both disks write sector 2048: pairing by sector alone would give one a completion of the other.
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> parse("blkparse", """
                  8,0    1        1     0.000200000  100  D   W 2048 + 8 [dd]
                  8,16   1        1     0.000210000  101  D   W 2048 + 8 [dd]
                  8,0    1        2     0.004200000    0  C   W 2048 + 8 [0]
                """));
        assertEquals("sample.txt:2:3: an event of device 8,16 among those of 8,0: a replay drives one device; keep one"
                + " device's events (blkparse -i of its trace alone)", e.getMessage());
    }

    @Test
    void blkparseLeavesOutFlushesThatMoveNoData() throws IOException {
        // A cache flush shows as "FWS 0 + 0": marked W, but no sectors.
        Trace t = parse("blkparse", """
                  8,0    1        1     0.000100000  100  D   FWS 0 + 0 [kworker]
                  8,0    1        2     0.000200000  100  D   R 2048 + 8 [dd]
                  8,0    1        3     0.000300000    0  C   FWS 0 + 0 [0]
                  8,0    1        4     0.004200000    0  C   R 2048 + 8 [0]
                """);
        assertEquals(1, t.size());
        assertEquals(IoOp.READ, t.op(0));
        assertEquals(4_000_000, t.measured(0));
    }

    /** A request of no bytes is never sent to a device, so a trace line with one is malformed. */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            spc           | 0,100,0,r,1.0                     | 1:7  | size (bytes) must be at least 1, found '0'
            msr           | 0,hm,0,Read,0,0,100               | 1:15 | size (bytes) must be at least 1, found '0'
            fio           | 10, 100, 0, 0, 0                  | 1:13 | size 0: a log fio averaged over time (log_avg_msec) has no per-I/O records; record the job with log_avg_msec=0
            mqsim         | 0 0 100 0 1                       | 1:9  | size in sectors must be at least 1, found '0'
            disksim-ascii | 0.0 0 100 0 1                     | 1:11 | block count must be at least 1, found '0'
            """)
    void aRequestOfNoBytesIsAnErrorAtItsSize(String format, String line, String at, String message) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> parse(format, line + "\n"));
        assertEquals("sample.txt:" + at + ": " + message, e.getMessage());
    }

    @Test
    void fioLatLogFromThisMachinesDisk() throws IOException {
        Trace t = TraceFormats.require("fio").read(SharedData.data("vm-disk").resolve("randrw70-8k-qd4/lat.log"));
        assertEquals(20_000, t.size());
        // First line: 0, 176842, 0, 8192, 518086656, 0
        assertEquals(176_842, t.measured(0));
        assertEquals(518_086_656L, t.offset(0));
        assertEquals(8192, t.length(0));
        assertEquals(IoOp.READ, t.op(0));
    }

    @Test
    void msrAndSpcAndDiskSimAscii() throws IOException {
        Trace msr = parse("msr", """
                128166372003061629,hm,1,Read,383496192,32768,5209
                128166372003074653,hm,1,Write,3428204544,4096,1430
                """);
        assertEquals(0, msr.arrival(0));
        assertEquals(1_302_400, msr.arrival(1)); // 13,024 units of 100 ns
        assertEquals(520_900, msr.measured(0));
        assertEquals(IoOp.WRITE, msr.op(1));
        Trace spc = parse("spc", "0,20941264,8192,W,0.551706\n1,20939840,8192,r,0.554041\n");
        assertEquals(20_941_264L * 512, spc.offset(0));
        assertEquals(551_706_000, spc.arrival(0));
        assertEquals(IoOp.READ, spc.op(1));
        Trace ascii = parse("disksim-ascii", "0.000000 0 1234 8 1\n2.5 1 88 16 0\n");
        assertEquals(2_500_000, ascii.arrival(1));
        assertEquals(IoOp.WRITE, ascii.op(1));
    }

    @Test
    void aCsvTraceMayOpenWithColumnNames(@TempDir Path dir) throws IOException {
        Trace msr = parse("msr", """
                Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime
                128166372003061629,hm,1,Read,383496192,32768,5209
                """);
        assertEquals(1, msr.size());
        assertEquals(520_900, msr.measured(0));
        Trace spc = parse("spc", "# UMass\nASU,LBA,Size,Opcode,Timestamp\n0,20941264,8192,W,0.551706\n");
        assertEquals(1, spc.size());
        // Only the first line may name columns; a request is counted from the line after them.
        TraceFormatException again = assertThrows(TraceFormatException.class,
                () -> parse("spc", "ASU,LBA,Size,Opcode,Timestamp\nASU,LBA,Size,Opcode,Timestamp\n"));
        assertTrue(again.getMessage().startsWith("sample.txt:2:1: ASU must be a non-negative integer"), again.getMessage());
        Path file = Files.writeString(dir.resolve("t.csv"), "ASU,LBA,Size,Opcode,Timestamp\n0,1,512,r,0\n0,2,512,w,1\n");
        assertEquals(file + ":3", ((LineTraceReader) TraceFormats.require("spc")).placeOfRequest(file, 1));
        // A format without column names reads such a line as the request it cannot be.
        assertThrows(TraceFormatException.class, () -> parse("mqsim", "Arrival Device Sector Sectors Type\n100 0 5 8 1\n"));
        // A spreadsheet's "CSV UTF-8" export starts with a byte order mark, before the names or the first request.
        Path marked = Files.writeString(dir.resolve("bom.csv"), "\uFEFFTimestamp,Hostname,DiskNumber,Type,Offset,Size,"
                + "ResponseTime\n128166372003061629,hm,1,Read,383496192,32768,5209\n");
        assertEquals(520_900, TraceFormats.require("msr").read(marked).measured(0));
        Path bare = Files.writeString(dir.resolve("bom.spc"), "\uFEFF0,20941264,8192,W,0.551706\n");
        assertEquals(20_941_264L * 512, TraceFormats.require("spc").read(bare).offset(0));
    }

    @Test
    void malformedLinesNameFileAndLineOrAreSkippedAndCounted() throws IOException {
        String text = "100 0 5 8 1\n200 0 x 8 1\n300 0 7 8 2\n400 0 9 8 0\n";
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> parse("mqsim", text));
        assertEquals(2, e.line());
        assertTrue(e.getMessage().startsWith("sample.txt:2:"), e.getMessage());
        assertTrue(e.getMessage().contains("start sector"), e.getMessage());
        BadLines skip = BadLines.skipping();
        Trace t = TraceFormats.require("mqsim").read(new BufferedReader(new StringReader(text)), "sample.txt", skip);
        assertEquals(2, t.size());
        assertEquals(2, skip.skipped());
        assertEquals(2, skip.firstError().line());
        for (String format : TraceFormats.all().keySet()) {
            assertThrows(TraceFormatException.class, () -> parse(format, "not a trace line at all\n"), format);
        }
    }

    @Test
    void anErrorPointsAtTheColumnWhereTheBadFieldStarts() {
        // Comma formats: the field's first character after the comma and any blanks.
        TraceFormatException fio = assertThrows(TraceFormatException.class,
                () -> parse("fio", "5, 100, 0, 4096, 0\n6, 120,  7, 4096, 4096\n"));
        assertEquals(2, fio.line());
        assertEquals(10, fio.column());
        assertTrue(fio.getMessage().startsWith("sample.txt:2:10: direction must be 0, 1 or 2, found '7'"),
                fio.getMessage());
        TraceFormatException spc = assertThrows(TraceFormatException.class,
                () -> parse("spc", "0,20941264,-8192,W,0.551706\n"));
        assertEquals(12, spc.column());
        // Blank-separated formats, with leading blanks kept in the count.
        TraceFormatException mqsim = assertThrows(TraceFormatException.class,
                () -> parse("mqsim", "  100 0 5 8 3\n"));
        assertEquals(13, mqsim.column());
        TraceFormatException msr = assertThrows(TraceFormatException.class,
                () -> parse("msr", "128166372003061629,usr,0,Read,7014609920,24576\n"));
        assertTrue(msr.getMessage().startsWith("sample.txt:1:47: expected 7 fields"), msr.getMessage());
    }

    /**
     * Times and positions beyond what a replay can hold (more than 104 days, more than 2^62 bytes) are
     * errors at the field, not values that overflow into negative times or offsets.
     */
    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', textBlock = """
            disksim       | R Miss 100 8 15000.0 1e18                    | 1:22 | think time (us) must be at most 9007199254740 (104 days)
            disksim       | R Miss 100 8 1e300 10.0                      | 1:14 | service time (us) must be at most
            disksim       | R Miss 9223372036854775807 8 1.0 1.0         | 1:8  | block number must be at most 9007199254740992
            mqsim         | 9223372036854775807 0 100 8 1                | 1:1  | arrival time (ns) must be at most 9007199254740992
            mqsim         | 0 0 9223372036854775807 8 1                  | 1:5  | start sector must be at most
            mqsim         | 0 4294967296 100 8 1                         | 1:3  | device id must be at most 2147483647
            disksim-ascii | 1e300 0 100 8 1                              | 1:1  | arrival time (ms) must be at most 9007199254 (104 days)
            spc           | 0,100,4096,r,1e12                            | 1:14 | timestamp (s) must be at most 9007199 (104 days)
            fio           | 9223372036854775807, 100, 0, 4096, 0         | 1:1  | completion time (ms) must be at most
            msr           | 0,hm,0,Read,0,4096,92233720368547758         | 1:20 | response time (100 ns) must be at most
            """)
    void valuesBeyondAReplaysRangeAreErrorsAtTheirField(String format, String line, String at, String message) {
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> parse(format, line + "\n"));
        assertTrue(e.getMessage().startsWith("sample.txt:" + at + ": " + message), e.getMessage());
    }

    @Test
    void msrTimestampsMoreThan104DaysAfterTheFirstAreErrors() {
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> parse("msr", "0,hm,0,Read,0,4096,100\n9223372036854775807,hm,0,Read,0,4096,100\n"));
        assertTrue(e.getMessage().startsWith("sample.txt:2:1: timestamp is more than 104 days after the first"),
                e.getMessage());
    }

    @Test
    void gzipInputIsRecognisedByContent(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("trace.mqsim");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write("938513000 4 264719034 16 0\n938828000 3 197570570 16 1\n".getBytes());
        }
        Trace t = TraceFormats.require("mqsim").read(file);
        assertEquals(2, t.size());
        assertEquals(IoOp.READ, t.op(1));
    }

    /** Lines as fio 3.33 writes them: without log_offset=1 the fifth field is the priority; log_avg_msec averages. */
    @Test
    void fioLogsWithoutPerIoOffsetsAreNotReplayed(@TempDir Path dir) throws IOException {
        Path noOffsets = Files.writeString(dir.resolve("noofs_lat.1.log"), "0, 586251, 0, 4096, 0\n1, 161085, 0, 4096, 0\n");
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceFormats.require("fio").read(noOffsets));
        assertTrue(e.getMessage().startsWith(noOffsets + ":2: every line has five fields and a fifth of 0: fio writes"
                + " offsets only with log_offset=1"), e.getMessage());
        assertEquals(2, FioLatLogReader.latenciesOnly().read(noOffsets).size(), "its latencies are still good");
        // fio 2 with log_offset=1: five fields, the fifth an offset.
        Path older = Files.writeString(dir.resolve("old_lat.log"), "0, 586251, 0, 4096, 8192\n1, 161085, 0, 4096, 0\n");
        assertEquals(8192, TraceFormats.require("fio").read(older).offset(0));
        Path averaged = Files.writeString(dir.resolve("avg_lat.2.log"), "10, 65324, 0, 0, 0, 0\n20, 63317, 0, 0, 0, 0\n");
        e = assertThrows(TraceFormatException.class, () -> TraceFormats.require("fio").read(averaged));
        assertEquals(averaged + ":1:15: size 0: a log fio averaged over time (log_avg_msec) has no per-I/O records;"
                + " record the job with log_avg_msec=0", e.getMessage());
    }

    @Test
    void damagedGzipIsATraceProblemNamingTheFile(@TempDir Path dir) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 20_000; i++) {
            text.append(938513000L + 1000L * i).append(" 4 ").append(264719034L + 977L * i % 1_000_000).append(" 16 0\n");
        }
        Path whole = dir.resolve("whole.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(whole))) {
            out.write(text.toString().getBytes());
        }
        byte[] bytes = Files.readAllBytes(whole);
        Path cut = Files.write(dir.resolve("cut.gz"), java.util.Arrays.copyOf(bytes, bytes.length / 2));
        TraceFormatException e = assertThrows(TraceFormatException.class, () -> TraceFormats.require("mqsim").read(cut));
        assertTrue(e.getMessage().matches(java.util.regex.Pattern.quote(cut + ": the gzip data is damaged or cut off after ")
                + "\\d+ whole lines of text \\(Unexpected end of ZLIB input stream\\); the file may be incomplete"), e.getMessage());
        Path header = Files.write(dir.resolve("header.gz"), new byte[] {0x1f, (byte) 0x8b, 8});
        e = assertThrows(TraceFormatException.class, () -> TraceFormats.require("mqsim").read(header));
        assertEquals(header + ": starts like gzip data (bytes 1f 8b) but has no valid gzip header (it ends early)",
                e.getMessage());
    }

    @Test
    void aRequestIsPlacedAtItsLineWhereTheFormatHasOnePerLine(@TempDir Path dir) throws IOException {
        Path mqsim = dir.resolve("trace.mqsim");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(mqsim))) {
            out.write("# captured\n938513000 4 264719034 16 0\n\n938828000 3 197570570 16 1\n".getBytes());
        }
        LineTraceReader reader = (LineTraceReader) TraceFormats.require("mqsim");
        assertEquals(mqsim + ":2", reader.placeOfRequest(mqsim, 0));
        assertEquals(mqsim + ":4", reader.placeOfRequest(mqsim, 1));
        assertEquals(mqsim.toString(), reader.placeOfRequest(mqsim, 2), "no such request: the file alone");
        // blkparse pairs a dispatch line with a completion line among other events: no one line to name.
        Path blkparse = SharedData.data("blkparse").resolve("blkparse-output.txt");
        assertEquals(blkparse.toString(), ((LineTraceReader) TraceFormats.require("blkparse")).placeOfRequest(blkparse, 0));
    }

    @Test
    void unknownFormatListsTheKnownOnes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> TraceFormats.require("csv"));
        assertTrue(e.getMessage().contains("blkparse") && e.getMessage().contains("msr"), e.getMessage());
    }
}
