package org.storagesim.validation.trace;

import java.io.BufferedInputStream;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads one trace format. Implementations are small classes registered by name in
 * {@link TraceFormats}; most extend {@link LineTraceReader}, which parses one line at a time.
 */
public interface TraceReader {
    /** The format's name as users type it ({@code disksim}, {@code mqsim}, {@code blkparse}, ...). */
    String format();

    /** One line for help texts. */
    String description();

    /**
     * What the format calls the field that says which volume of the traced system a request went
     * to ({@code ASU}, {@code disk number}), or null if it has none.
     */
    default String volumeField() {
        return null;
    }

    /**
     * Parses text. A line that cannot be read is a {@link TraceFormatException} naming the source and
     * line, unless {@code badLines} skips it.
     */
    Trace read(BufferedReader in, String sourceName, BadLines badLines) throws IOException;

    default Trace read(BufferedReader in, String sourceName) throws IOException {
        return read(in, sourceName, BadLines.strict());
    }

    default Trace read(Path file) throws IOException {
        return read(file, BadLines.strict());
    }

    /** Reads a file, gzip-compressed or not (recognised by its magic bytes, whatever its name). */
    default Trace read(Path file, BadLines badLines) throws IOException {
        try (BufferedReader reader = open(file)) {
            return read(reader, file.toString(), badLines);
        }
    }

    /**
     * The text of a file, gunzipped when it is gzip-compressed (recognised by its magic bytes). Gzip
     * data that cannot be decompressed (a damaged or cut-off download) is a {@link TraceFormatException}
     * naming the file and the last whole line read, not an I/O failure. A leading UTF-8 byte order mark
     * is left out.
     */
    static BufferedReader open(Path file) throws IOException {
        InputStream raw = new BufferedInputStream(Files.newInputStream(file));
        try {
            raw.mark(2);
            boolean gzip = raw.read() == 0x1f && raw.read() == 0x8b;
            raw.reset();
            InputStream in = gzip ? GzipText.open(raw, file.toString()) : raw;
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
            skipByteOrderMark(reader);
            return reader;
        } catch (IOException | RuntimeException e) {
            raw.close();
            throw e;
        }
    }

    /**
     * Steps over a UTF-8 byte order mark at the start of the text, which Windows tools (a spreadsheet's
     * "CSV UTF-8") write before the first field.
     */
    private static void skipByteOrderMark(BufferedReader reader) throws IOException {
        reader.mark(1);
        if (reader.read() != '\uFEFF') {
            reader.reset();
        }
    }
}
