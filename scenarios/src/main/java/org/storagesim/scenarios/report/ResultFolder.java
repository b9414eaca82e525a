package org.storagesim.scenarios.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;
import org.storagesim.scenarios.InputException;

/**
 * Fills a result folder under a temporary name beside it and renames it into place only when it is
 * complete, so readers see either the previous result or the whole new one, never a half-written
 * folder. A previous result at the same place is replaced.
 */
public final class ResultFolder {
    /** Writes the folder's contents into the directory it is given. */
    public interface Filler {
        void fill(Path directory) throws IOException;
    }

    private ResultFolder() {
    }

    public static void write(Path target, Filler filler) throws IOException {
        Path absolute = target.toAbsolutePath().normalize();
        if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
            throw new InputException(target + " exists and is not a directory; give --out a directory");
        }
        Path parent = absolute.getParent();
        Files.createDirectories(parent);
        String tag = absolute.getFileName() + "." + ProcessHandle.current().pid() + "." + Thread.currentThread().getId();
        Path temporary = parent.resolve("." + tag + ".partial");
        Path previous = parent.resolve("." + tag + ".previous");
        deleteTree(temporary);
        Files.createDirectory(temporary);
        try {
            filler.fill(temporary);
        } catch (IOException | RuntimeException e) {
            deleteTree(temporary);
            throw e;
        }
        if (Files.exists(absolute)) {
            move(absolute, previous);
        }
        move(temporary, absolute);
        deleteTree(previous);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
