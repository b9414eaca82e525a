package org.storagesim.scenarios.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.InputException;

/** A result folder replaces only a folder sim wrote: never a user's folder, the working folder or the root. */
class ResultFolderTest {
    @TempDir
    Path dir;

    @Test
    void aNewFolderIsWrittenWithItsMarkerAndAPreviousResultIsReplaced() throws IOException {
        Path out = dir.resolve("result");
        ResultFolder.write(out, d -> Files.writeString(d.resolve("first.txt"), "1"));
        assertEquals(List.of(ResultFolder.MARKER, "first.txt"), names(out));
        ResultFolder.write(out, d -> Files.writeString(d.resolve("second.txt"), "2"));
        assertEquals(List.of(ResultFolder.MARKER, "second.txt"), names(out));
        assertEquals(List.of("result"), names(dir), "no temporary folder is left beside it");
    }

    @Test
    void anEmptyFolderIsFilled() throws IOException {
        Path out = Files.createDirectory(dir.resolve("empty"));
        ResultFolder.write(out, d -> Files.writeString(d.resolve("a.txt"), "a"));
        assertEquals(List.of(ResultFolder.MARKER, "a.txt"), names(out));
    }

    @Test
    void aFolderSimDidNotWriteIsRefusedAndKept() throws IOException {
        Path mine = Files.createDirectory(dir.resolve("papers"));
        for (String name : List.of("draft.tex", "figures", "notes.md", "refs.bib")) {
            Files.writeString(mine.resolve(name), "keep me");
        }
        InputException e = assertThrows(InputException.class,
                () -> ResultFolder.write(mine, d -> Files.writeString(d.resolve("a.txt"), "a")));
        assertEquals(mine + " is a folder sim did not write (it holds draft.tex, figures, notes.md, ...); results"
                + " replace their whole folder, so sim writes them only to a new folder, an empty one or one it"
                + " wrote before", e.getMessage());
        assertEquals(List.of("draft.tex", "figures", "notes.md", "refs.bib"), names(mine));
        assertEquals(List.of("papers"), names(dir));
    }

    @Test
    void theWorkingFolderItsParentsAndTheRootAreRefused() {
        Path working = Path.of("").toAbsolutePath();
        for (Path target : List.of(Path.of(""), Path.of("."), working, working.getParent())) {
            InputException e = assertThrows(InputException.class, () -> ResultFolder.requireReplaceable(target));
            assertTrue(e.getMessage().endsWith(" holds the working folder, and writing results there would replace"
                    + " it; give a folder of its own for the results"), e.getMessage());
        }
        assertTrue(assertThrows(InputException.class, () -> ResultFolder.requireReplaceable(Path.of("")))
                .getMessage().startsWith("'' (the working folder) holds"));
        assertEquals("/ is the root of the file system; give a folder for the results",
                assertThrows(InputException.class, () -> ResultFolder.requireReplaceable(Path.of("/"))).getMessage());
    }

    @Test
    void aFileInTheWayIsRefused() throws IOException {
        Path file = Files.writeString(dir.resolve("out"), "a file");
        assertEquals(file + " exists and is not a folder; give a folder for the results",
                assertThrows(InputException.class, () -> ResultFolder.requireReplaceable(file)).getMessage());
        assertEquals("a file", Files.readString(file));
    }

    @Test
    void aFileOnTheWayToANewFolderIsRefusedBeforeAnyWork() throws IOException {
        Path file = Files.writeString(dir.resolve("notes.txt"), "a file");
        Path under = file.resolve("run").resolve("p4");
        InputException e = assertThrows(InputException.class, () -> ResultFolder.requireReplaceable(under));
        assertEquals(under + " lies under " + file + ", which is a file, not a folder; give a folder for the results",
                e.getMessage());
        ResultFolder.requireReplaceable(dir.resolve("new").resolve("deeper")); // folders to make: fine
        e = assertThrows(InputException.class,
                () -> ResultFolder.requireNoFileOnTheWay(file.resolve("fit.yaml"), "--out x", "the path of a file"));
        assertEquals("--out x lies under " + file + ", which is a file, not a folder; give the path of a file", e.getMessage());
    }

    @Test
    void aFailedFillLeavesThePreviousResultAsItWas() throws IOException {
        Path out = dir.resolve("result");
        ResultFolder.write(out, d -> Files.writeString(d.resolve("first.txt"), "1"));
        assertThrows(IOException.class, () -> ResultFolder.write(out, d -> {
            Files.writeString(d.resolve("half.txt"), "half");
            throw new IOException("disk full");
        }));
        assertEquals(List.of(ResultFolder.MARKER, "first.txt"), names(out));
        assertEquals(List.of("result"), names(dir));
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
