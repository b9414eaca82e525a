package org.storagesim.devices.hdd.disksim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Reading a DiskSim {@code .seek} file: every bad line is named with its line and column. */
class SeekCurveFileTest {
    @TempDir
    Path tmp;

    private Path seekFile(String points) throws Exception {
        Path file = tmp.resolve("drive.seek");
        Files.writeString(file, "Seek distances measured: 3\n" + points);
        return file;
    }

    @Test
    void pointsFollowTheHeaderAndBlankLinesAreSkipped() throws Exception {
        Path file = seekFile("1,\t1.943\n\n  2, 1.956\n2800 12.053\n");
        assertEquals(List.of(List.of(1.0, 1.943), List.of(2.0, 1.956), List.of(2800.0, 12.053)),
                DiskSimImporter.readSeekCurve(file));
    }

    @ParameterizedTest(name = "line {1}: {2}")
    @CsvSource(delimiter = '|', textBlock = """
            1, 1.9\\n2, 2. 4400     | 3:1 | expected 'distance, milliseconds' but found '2, 2. 4400'
            1, 1.9\\n   abc         | 3:4 | expected 'distance, milliseconds' but found 'abc'
            5, 1.9\\n3, 2.0         | 3:1 | seek distance 3 must be greater than the previous line's 5
            1, 1.9\\n1e12, 2.0      | 3:1 | seek distance 1e12 is not a whole number of cylinders up to 2147483647
            1.5, 1.9                | 2:1 | seek distance 1.5 is not a whole number of cylinders
            0, 1.9                  | 2:1 | seek distance 0 must be greater than 0; allowed: distances ascending from 1
            1, -0.5                 | 2:1 | seek time -0.5 ms is not a time; allowed: milliseconds ≥ 0
            1, NaN                  | 2:1 | seek time NaN ms is not a time
            ''                      | 1:1 | the seek curve has no points
            """)
    void aBadLineIsPointedAt(String points, String at, String message) throws Exception {
        Path file = seekFile(points.replace("\\n", "\n"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.readSeekCurve(file));
        String expected = file + ":" + at + ": " + message;
        assertEquals(expected, e.getMessage().substring(0, Math.min(expected.length(), e.getMessage().length())),
                e.getMessage());
    }
}
