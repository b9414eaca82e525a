package org.storagesim.validation.calibrate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A measurement file edited by hand is checked as it is read: a point a fit could not use fails at
 * the key that is wrong, with what is allowed there, instead of fitting to a 0 or printing NaN.
 */
class MeasurementsTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    /** The import of the shared random-read capture, edited, written one key per line, and read back. */
    private IOException readEdited(Consumer<ObjectNode> edit) throws IOException {
        Path file = dir.resolve("m.json");
        FioImport.importSummaries(List.of(FioImportTest.vmDisk("randread-4k-qd1")), dir).write(file);
        ObjectNode tree = (ObjectNode) JSON.readTree(file.toFile());
        edit.accept(tree);
        Files.writeString(file, JSON.writerWithDefaultPrettyPrinter().writeValueAsString(tree));
        return assertThrows(IOException.class, () -> Measurements.read(file));
    }

    private static ObjectNode point(ObjectNode tree) {
        return (ObjectNode) tree.get("points").get(0);
    }

    private String at(int line, int column) {
        return dir.resolve("m.json") + ":" + line + ":" + column + ": ";
    }

    @Test
    void aFileCutShortSaysWhereTheOpenListBegins() throws IOException {
        Path file = dir.resolve("m.json");
        Files.writeString(file, "{\"points\": [");
        IOException e = assertThrows(IOException.class, () -> Measurements.read(file));
        assertEquals(at(1, 13) + "not valid JSON: Unexpected end-of-input: expected close marker for Array "
                + "(start marker at line 1, column 12)", e.getMessage());
    }

    @Test
    void javaScriptsNaNWrittenByHandIsRefusedAtItsKeyNotAsAJacksonFeature() throws IOException {
        Path file = dir.resolve("m.json");
        FioImport.importSummaries(List.of(FioImportTest.vmDisk("randread-4k-qd1")), dir).write(file);
        List<String> lines = Files.readString(file).replaceFirst("\"iops\" : [0-9.]+", "\"iops\" : NaN").lines().toList();
        Files.write(file, lines);
        int line = 0;
        while (!lines.get(line).contains("NaN")) {
            line++;
        }
        IOException e = assertThrows(IOException.class, () -> Measurements.read(file));
        assertEquals(at(line + 1, lines.get(line).indexOf("NaN") + 1) + "key 'iops': 'NaN' is not a finite number;"
                + " allowed: a number such as 4, 0.5 or 1e-3, with a unit where the setting takes one", e.getMessage());
    }

    @Test
    void aMissingPatternIsNamedWithTheModesAllowed() throws IOException {
        IOException e = readEdited(t -> point(t).remove("rw"));
        assertEquals(at(5, 16) + "key 'rw': is missing; allowed: read, write, rw (alias readwrite), trim, randread,"
                + " randwrite, randrw, randtrim", e.getMessage());
        e = readEdited(t -> point(t).put("rw", "randomread"));
        assertEquals(at(7, 5) + "key 'rw': got 'randomread'; allowed: read, write, rw (alias readwrite), trim,"
                + " randread, randwrite, randrw, randtrim", e.getMessage());
    }

    @Test
    void aMissingPercentileIsMissingNotZero() throws IOException {
        IOException e = readEdited(t -> ((ObjectNode) point(t).get("latencyNs")).remove("p99"));
        assertEquals(at(15, 5) + "key 'p99': is missing; allowed: a whole number", e.getMessage());
        e = readEdited(t -> ((ObjectNode) point(t).get("latencyNs")).put("p99", 0));
        assertEquals(at(19, 7) + "key 'p99': got 0; allowed: a whole number of nanoseconds above 0, or -1 where not"
                + " recorded", e.getMessage());
    }

    @Test
    void throughputMustBeAFiniteMeasurement() throws IOException {
        IOException e = readEdited(t -> point(t).put("readMbPerSec", Double.POSITIVE_INFINITY));
        assertEquals(at(13, 5) + "key 'readMbPerSec': got Infinity; allowed: a finite number of 0 or more",
                e.getMessage());
        e = readEdited(t -> point(t).put("readMbPerSec", 0.0));
        assertEquals(at(13, 5) + "key 'readMbPerSec': and writeMbPerSec are both 0; allowed: the throughput the"
                + " point measured", e.getMessage());
    }

    @Test
    void aPatternMustHaveMovedData() throws IOException {
        IOException e = readEdited(t -> point(t).put("iodepth", 0));
        assertEquals(at(10, 5) + "key 'iodepth': got 0; allowed: a whole number of 1 or more", e.getMessage());
        e = readEdited(t -> point(t).put("rwmixread", 101));
        assertEquals(at(8, 5) + "key 'rwmixread': got 101; allowed: a percentage from 0 to 100", e.getMessage());
    }

    @Test
    void aFileWithoutPointsIsNotAMeasurement() throws IOException {
        IOException e = readEdited(t -> t.set("points", JSON.createArrayNode()));
        assertEquals(at(5, 3) + "key 'points': is empty; allowed: a list of measured points", e.getMessage());
        e = readEdited(t -> ((ArrayNode) t.get("points")).add(JSON.createObjectNode().put("name", "x")));
        assertEquals(at(33, 6) + "key 'rwmixread': is missing; allowed: a whole number", e.getMessage());
    }
}
