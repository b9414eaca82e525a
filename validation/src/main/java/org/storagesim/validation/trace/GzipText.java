package org.storagesim.validation.trace;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;

/**
 * The decompressed bytes of a gzip-compressed trace. Java reports bad gzip data as an I/O failure
 * ({@code ZipException}, or an {@code EOFException} with no message for a cut-off file); here it
 * becomes a {@link TraceFormatException} that names the file and how many whole lines came out
 * before the damage, so the user knows the file, not the disk, is at fault.
 */
final class GzipText extends FilterInputStream {
    private final String source;
    private long lines;

    private GzipText(InputStream gzip, String source) {
        super(gzip);
        this.source = source;
    }

    /** Reads the gzip header now, so a file that only starts like gzip is reported at once. */
    static InputStream open(InputStream raw, String source) {
        try {
            return new GzipText(new GZIPInputStream(raw, 1 << 16), source);
        } catch (IOException e) {
            throw new TraceFormatException(source, "starts like gzip data (bytes 1f 8b) but has no valid gzip header ("
                    + reason(e) + ")");
        }
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n;
        try {
            n = in.read(b, off, len);
        } catch (IOException e) {
            throw new TraceFormatException(source, "the gzip data is damaged or cut off after " + lines
                    + " whole lines of text (" + reason(e) + "); the file may be incomplete");
        }
        for (int i = off; i < off + n; i++) {
            if (b[i] == '\n') {
                lines++;
            }
        }
        return n;
    }

    private static String reason(IOException e) {
        return e.getMessage() == null ? "it ends early" : e.getMessage();
    }
}
