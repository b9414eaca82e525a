package org.storagesim.core.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: the content goes to a hidden file beside the target, which
 * is renamed over the target once complete, so a failed or interrupted write never leaves a
 * half-written result (house rule) and the target keeps its old content until then.
 */
public final class AtomicFile {
    private AtomicFile() {
    }

    /** Writes the content to an output stream (buffered; closed by {@link #write}). */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Writes {@code target} (creating its folders) with what {@code content} writes. */
    public static void write(Path target, Content content) throws IOException {
        Path parent = target.toAbsolutePath().getParent();
        Files.createDirectories(parent);
        Path temp = parent.resolve(temporaryName(target));
        try {
            try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(temp))) {
                content.writeTo(out);
            }
            Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /** Writes {@code target} with {@code text} in UTF-8. */
    public static void writeString(Path target, String text) throws IOException {
        write(target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * A name no other writer uses at the same time: process and thread, not the random name of
     * {@code Files.createTempFile}, whose first call seeds a SecureRandom (about 10 ms, a few per
     * cent of a short command such as {@code sim validate}). A leftover of a crashed process with
     * the same id is simply overwritten.
     */
    static String temporaryName(Path target) {
        return "." + target.getFileName() + "." + ProcessHandle.current().pid() + "-" + Thread.currentThread().getId() + ".tmp";
    }
}
