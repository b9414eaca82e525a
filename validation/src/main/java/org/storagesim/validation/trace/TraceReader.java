package org.storagesim.validation.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads one trace format. Implementations are small classes registered by name in
 * {@link TraceFormats}; a reader parses one line at a time into a {@link Trace}.
 */
public interface TraceReader {
    /** The format's name as users type it ({@code disksim}, {@code mqsim}, {@code blkparse}, ...). */
    String format();

    /** One line for help texts. */
    String description();

    /** Parses text; problems are {@link TraceFormatException}s that name the source and line. */
    Trace read(BufferedReader in, String sourceName) throws IOException;

    default Trace read(Path file) throws IOException {
        try (BufferedReader in = Files.newBufferedReader(file)) {
            return read(in, file.toString());
        }
    }
}
