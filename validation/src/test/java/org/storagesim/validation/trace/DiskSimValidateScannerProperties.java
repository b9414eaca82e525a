package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;

/**
 * The byte scanner is a fast path for the line reader: on any file, well formed or not, it either
 * declines (the line reader then reads the file, or names its first bad line) or reads exactly the
 * requests the line reader reads.
 */
class DiskSimValidateScannerProperties {
    @Property(tries = 300, edgeCases = EdgeCasesMode.NONE) // files of edge-case lines are nearly all rejected
    void theScannerReadsWhatTheLineReaderReadsOrDeclines(@ForAll("traces") String text) throws IOException {
        Path file = Files.createTempFile("scanner", ".trace");
        try {
            Files.writeString(file, text);
            Trace fast;
            try (FileChannel channel = FileChannel.open(file)) {
                fast = DiskSimValidateScanner.scan(channel);
            }
            Trace slow;
            try {
                slow = new DiskSimValidateReader().read(new BufferedReader(new StringReader(text)), "t");
            } catch (TraceFormatException e) {
                assertNull(fast, () -> "the scanner took a file the line reader rejects: " + e.getMessage());
                return;
            }
            if (fast != null) {
                assertEquals(slow.size(), fast.size());
                for (int i = 0; i < slow.size(); i++) {
                    assertEquals(slow.record(i), fast.record(i), "request " + i);
                }
            }
        } finally {
            Files.delete(file);
        }
    }

    @Provide
    Arbitrary<String> traces() {
        Arbitrary<String> request = Combinators.combine(
                Arbitraries.frequencyOf(Tuple.of(200, Arbitraries.of("R", "W")), Tuple.of(10, Arbitraries.of("r", "w")),
                        Tuple.of(1, Arbitraries.of("X", "RW"))),
                blanks(), Arbitraries.of("Miss", "Hit", "Doub", "Trip"),
                wholeNumber(0, 10_000_000_000L), wholeNumber(1, 64), micros(), micros(),
                Arbitraries.frequencyOf(Tuple.of(10, Arbitraries.just("\n")), Tuple.of(1, Arbitraries.of("\r\n", " \n", "\t\n"))))
                .as((op, blank, outcome, block, count, service, think, end) ->
                        op + blank + outcome + blank + block + blank + count + blank + service + blank + think + end);
        Arbitrary<String> line = Arbitraries.frequencyOf(Tuple.of(30, request),
                Tuple.of(1, Arbitraries.of("# a comment\n", "\n", "   \n")));
        return line.list().ofMinSize(0).ofMaxSize(20).map(lines -> String.join("", lines));
    }

    private static Arbitrary<String> blanks() {
        return Arbitraries.of(" ", "  ", "\t", " \t ");
    }

    /** Whole numbers from {@code min} to {@code max}; rarely, so that most files are plain, a value that is no block number or count. */
    private static Arbitrary<String> wholeNumber(long min, long max) {
        return Arbitraries.frequencyOf(Tuple.of(400, Arbitraries.longs().between(min, max).map(String::valueOf)),
                Tuple.of(1, Arbitraries.of("0", "-1", "1.5", "x", "1e3", "007")));
    }

    /** Microseconds as the traces write them (up to three decimals); rarely more decimals, or no number. */
    private static Arbitrary<String> micros() {
        Arbitrary<String> decimals = Arbitraries.frequencyOf(
                Tuple.of(100, Arbitraries.strings().numeric().ofMinLength(0).ofMaxLength(3)),
                Tuple.of(1, Arbitraries.strings().numeric().ofMinLength(4).ofMaxLength(6)))
                .map(d -> d.isEmpty() ? "" : "." + d);
        Arbitrary<String> number = Combinators.combine(Arbitraries.longs().between(0, 1_000_000_000L), decimals)
                .as((whole, fraction) -> whole + fraction);
        return Arbitraries.frequencyOf(Tuple.of(400, number), Tuple.of(1, Arbitraries.of("-1.0", "1e3", "NaN", ".5", "5.")));
    }
}
