package org.storagesim.validation.calibrate;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.core.io.AtomicFile;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.KeyCheck;
import org.storagesim.devices.config.LocationIndex;

/**
 * A measurement file: what a prober run or a fio import saw on one device, the input of
 * {@code sim calibrate fit}. Written as JSON, under a temporary name and renamed when complete.
 *
 * @param source    "probe" or "fio"
 * @param device    what was measured (a path, or fio's file name)
 * @param sizeBytes size of the file the I/O ran over
 */
public record Measurements(String source, String device, long sizeBytes, List<MeasuredPoint> points) {

    public Measurements {
        if (sizeBytes < 0) {
            throw MeasuredPoint.problem("sizeBytes", "got " + sizeBytes, "the size in bytes of what the I/O ran over, or 0 if unknown");
        }
        if (points == null || points.isEmpty()) {
            throw MeasuredPoint.problem("points", points == null ? "is missing" : "is empty", "a list of measured points");
        }
    }

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    /** Reads a measurement file; one that is not valid JSON or not a measurement file is an error naming line and column. */
    public static Measurements read(Path file) throws IOException {
        JsonNode tree;
        try {
            tree = JSON.readTree(file.toFile());
        } catch (JsonProcessingException e) {
            throw located(FileProblem.syntax(file, e, "JSON"), e);
        }
        // Unknown keys and missing numbers first: Jackson would bind a missing number as 0.
        InvalidConfigException problem = KeyCheck.check(JSON, tree, Measurements.class).orElse(null);
        if (problem == null) {
            try {
                return JSON.treeToValue(tree, Measurements.class);
            } catch (JsonProcessingException e) {
                problem = ConfigBinder.translate(e, tree);
            }
        }
        LocationIndex index;
        try (JsonParser parser = JSON.getFactory().createParser(file.toFile())) {
            index = LocationIndex.of(parser);
        }
        throw located(new FileProblem(file, index.find(problem.path()), problem.key(), problem.getMessage()), problem);
    }

    private static IOException located(FileProblem problem, Exception cause) {
        return new IOException(problem.message(), cause);
    }

    public void write(Path file) throws IOException {
        AtomicFile.write(file, out -> JSON.writeValue(out, this));
    }
}
