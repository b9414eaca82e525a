package org.storagesim.validation.calibrate;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.core.io.AtomicFile;

/**
 * A measurement file: what a prober run or a fio import saw on one device, the input of
 * {@code sim calibrate fit}. Written as JSON, under a temporary name and renamed when complete.
 *
 * @param source    "probe" or "fio"
 * @param device    what was measured (a path, or fio's file name)
 * @param sizeBytes size of the file the I/O ran over
 */
public record Measurements(String source, String device, long sizeBytes, List<MeasuredPoint> points) {

    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .build();

    public static Measurements read(Path file) throws IOException {
        return JSON.readValue(file.toFile(), Measurements.class);
    }

    public void write(Path file) throws IOException {
        AtomicFile.write(file, out -> JSON.writeValue(out, this));
    }
}
