package org.storagesim.validation.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.StringReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.storagesim.devices.IoOp;

class DiskSimValidateReaderTest {
    private static Path disksim() {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data").resolve("disksim");
    }

    @Test
    void readsTheRealCheetahTrace() throws Exception {
        Trace t = TraceFormats.require("disksim").read(disksim().resolve("cheetah9LP.trace"));
        assertEquals(10_000, t.size());
        // First line: "R Hit 1975456 4 15362.00000 56074.00000"
        assertEquals(new TraceRecord(IoOp.READ, 1975456L * 512, 4 * 512, -1, 56_074_000, 15_362_000, 0), t.record(0));
        double mean = 0;
        for (long m : t.measuredTimes()) {
            mean += m / 1e6;
        }
        assertEquals(4.27, mean / t.size(), 0.005); // the measured mean in data/README.md
    }

    @Test
    void malformedLinesNameSourceAndLine() {
        String text = "R Hit 100 4 1000.0 2000.0\nR Hit 100 four 1000.0 2000.0\n";
        TraceFormatException e = assertThrows(TraceFormatException.class,
                () -> new DiskSimValidateReader().read(new BufferedReader(new StringReader(text)), "x.trace"));
        assertEquals(2, e.line());
        assertEquals(11, e.column()); // 'four' starts in column 11 of "R Hit 100 four ..."
        assertTrue(e.getMessage().startsWith("x.trace:2:11: block count must be a non-negative integer, found 'four'"),
                e.getMessage());
        TraceFormatException fields = assertThrows(TraceFormatException.class,
                () -> new DiskSimValidateReader().read(new BufferedReader(new StringReader("X Hit 1 1 1 1\n")), "y"));
        assertTrue(fields.getMessage().startsWith("y:1:1: direction must be R or W"), fields.getMessage());
        TraceFormatException missing = assertThrows(TraceFormatException.class,
                () -> new DiskSimValidateReader().read(new BufferedReader(new StringReader("R Hit 1 1 1\n")), "z"));
        // The missing sixth field would start after the last character of the line.
        assertTrue(missing.getMessage().startsWith("z:1:12: expected 6 fields"), missing.getMessage());
        TraceFormatException extra = assertThrows(TraceFormatException.class,
                () -> new DiskSimValidateReader().read(new BufferedReader(new StringReader("R Hit 1 1 1 1 9\n")), "w"));
        assertTrue(extra.getMessage().startsWith("w:1:15: expected 6 fields"), extra.getMessage());
    }
}
