package org.storagesim.scenarios.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.storagesim.scenarios.InputException;

/**
 * Fills a result folder under a temporary name beside it and renames it into place only when it is
 * complete, so readers see either the previous result or the whole new one, never a half-written
 * folder.
 *
 * <p>Replacing a folder deletes it, so only a folder sim wrote is ever replaced: each result folder
 * holds a {@link #MARKER} file, and a folder that lacks it is replaced only when it is empty. Any
 * other folder (a user's {@code --out .}, an empty {@code --out}, a home folder) is refused before
 * anything is simulated or written.
 */
public final class ResultFolder {
    /** The file that marks a folder as a result sim wrote and may replace. */
    public static final String MARKER = ".sim-result";
    private static final String MARKER_TEXT = "A result folder written by sim. The next result written to this "
            + "folder replaces the whole folder; keep other files elsewhere.\n";

    /** Writes the folder's contents into the directory it is given. */
    public interface Filler {
        void fill(Path directory) throws IOException;
    }

    private ResultFolder() {
    }

    /**
     * Refuses a target that is not a new folder, an empty one or a previous result, saying why;
     * commands call it before simulating so that a bad {@code --out} costs nothing.
     */
    public static void requireReplaceable(Path target) {
        Path absolute = target.toAbsolutePath().normalize();
        String shown = target.toString().isEmpty() ? "'' (the working folder)" : target.toString();
        if (absolute.getParent() == null) {
            throw new InputException(shown + " is the root of the file system; give a folder for the results");
        }
        if (Path.of("").toAbsolutePath().normalize().startsWith(absolute)) {
            throw new InputException(shown + " holds the working folder, and writing results there would replace "
                    + "it; give a folder of its own for the results");
        }
        if (!Files.exists(absolute)) {
            requireNoFileOnTheWay(absolute, shown, "a folder for the results");
            return;
        }
        if (!Files.isDirectory(absolute)) {
            throw new InputException(shown + " exists and is not a folder; give a folder for the results");
        }
        List<String> entries = entries(absolute);
        if (!entries.isEmpty() && !entries.contains(MARKER)) {
            throw new InputException(shown + " is a folder sim did not write (it holds "
                    + String.join(", ", entries.subList(0, Math.min(3, entries.size())))
                    + (entries.size() > 3 ? ", ..." : "") + "); results replace their whole folder, so sim "
                    + "writes them only to a new folder, an empty one or one it wrote before");
        }
    }

    /**
     * Refuses a path to be created whose nearest existing ancestor is a file: the folders to make
     * on the way would meet it. {@code shown} is how the message names the path, {@code wanted} what to give instead.
     */
    public static void requireNoFileOnTheWay(Path path, String shown, String wanted) {
        Path existing = path.toAbsolutePath().normalize().getParent();
        while (existing != null && !Files.exists(existing)) {
            existing = existing.getParent();
        }
        if (existing != null && !Files.isDirectory(existing)) {
            throw new InputException(shown + " lies under " + existing + ", which is a file, not a folder; give " + wanted);
        }
    }

    public static void write(Path target, Filler filler) throws IOException {
        requireReplaceable(target);
        Path absolute = target.toAbsolutePath().normalize();
        Path parent = absolute.getParent();
        Files.createDirectories(parent);
        String tag = absolute.getFileName() + "." + ProcessHandle.current().pid() + "." + Thread.currentThread().getId();
        Path temporary = parent.resolve("." + tag + ".partial");
        Path previous = parent.resolve("." + tag + ".previous");
        deleteTree(temporary);
        Files.createDirectory(temporary);
        try {
            Files.writeString(temporary.resolve(MARKER), MARKER_TEXT);
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

    private static List<String> entries(Path folder) {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("listing " + folder, e);
        }
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
