package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.validation.SharedData;

/** The byte scanner and the line reader must read the same trace, request for request. */
class DiskSimValidateScannerTest {

    @Test
    void scannerReadsTheSharedTracesExactlyAsTheLineReader() throws IOException {
        for (String drive : new String[] {"cheetah9LP", "hp_c2247a", "dec_rz26"}) {
            Path file = SharedData.data("disksim").resolve(drive + ".trace");
            Trace fast = new DiskSimValidateReader().read(file);
            Trace slow;
            try (BufferedReader in = Files.newBufferedReader(file)) {
                slow = new DiskSimValidateReader().read(in, drive);
            }
            assertSame(slow, fast);
        }
    }

    @Test
    void largeFilesAreScannedInPiecesAndJoinedInOrder(@TempDir Path dir) throws IOException {
        StringBuilder text = new StringBuilder("# comment\r\n\n");
        for (int i = 0; i < 200_000; i++) { // above 4 MiB: two halves, several chunks each
            text.append(i % 3 == 0 ? "W" : "R").append(" Miss\t").append(i * 7L).append("  ").append(1 + i % 16)
                    .append(' ').append(i % 1000).append('.').append(i % 10).append("0 ").append(i % 77).append("\r\n");
        }
        Path file = dir.resolve("big.trace");
        Files.writeString(file, text);
        Trace fast = new DiskSimValidateReader().read(file);
        Trace slow = new DiskSimValidateReader().read(new BufferedReader(new StringReader(text.toString())), "big");
        assertEquals(200_000, fast.size());
        assertSame(slow, fast);
    }

    @Test
    void blocksHandedOverJoinToTheWholeTrace(@TempDir Path dir) throws IOException {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 120_000; i++) { // about 3 MB: several blocks
            text.append(i % 5 == 0 ? "W" : "R").append(" Hit  ").append(i * 11L).append(' ').append(1 + i % 32)
                    .append("  ").append(i % 5000).append(".250 ").append(i % 91).append(".0\n");
        }
        Path file = dir.resolve("blocks.trace");
        Files.writeString(file, text);
        Trace joined = new Trace();
        int[] blocks = {0};
        boolean plain = DiskSimValidateReader.readPlainInBlocks(file, new DiskSimValidateReader.BlockSink() {
            private final Trace reused = new Trace(16);

            @Override
            public Trace emptyBlock() {
                return reused;
            }

            @Override
            public void accept(Trace block) {
                blocks[0]++;
                joined.append(block);
            }
        });
        assertTrue(plain);
        assertTrue(blocks[0] > 2, blocks[0] + " blocks");
        assertSame(new DiskSimValidateReader().read(new BufferedReader(new StringReader(text.toString())), "blocks"),
                joined);
    }

    @Test
    void aFileTheScannerDoesNotTakeIsNotStreamed(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("odd.trace");
        Files.writeString(file, "R Hit 10 4 100.0 1.0\nR Hit 10 4 1.23456 7e1\n");
        boolean plain = DiskSimValidateReader.readPlainInBlocks(file, new DiskSimValidateReader.BlockSink() {
            @Override
            public Trace emptyBlock() {
                return new Trace(16);
            }

            @Override
            public void accept(Trace block) {
            }
        });
        assertFalse(plain);
    }

    @Test
    void oddNumbersFallBackToTheLineReader(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("odd.trace");
        Files.writeString(file, "R Hit 10 4 1.23456 7e1\n");
        Trace t = new DiskSimValidateReader().read(file);
        assertEquals(1235, t.measured(0));
        assertEquals(70_000, t.think(0));
    }

    private static void assertSame(Trace expected, Trace actual) {
        assertEquals(expected.size(), actual.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.record(i), actual.record(i), "request " + i);
        }
    }
}
