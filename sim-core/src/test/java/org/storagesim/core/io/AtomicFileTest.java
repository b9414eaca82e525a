package org.storagesim.core.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path dir;

    @Test
    void writesTheContentCreatingFoldersAndReplacesAnOldFile() throws IOException {
        Path target = dir.resolve("a/b/result.txt");
        AtomicFile.writeString(target, "first");
        AtomicFile.writeString(target, "second, longer");
        assertEquals("second, longer", Files.readString(target));
        assertEquals(List.of(target), Files.list(target.getParent()).toList(), "no temporary file is left");
    }

    @Test
    void aFailedWriteLeavesTheOldContentAndNoTemporaryFile() throws IOException {
        Path target = dir.resolve("result.txt");
        AtomicFile.writeString(target, "old");
        IOException failure = assertThrows(IOException.class, () -> AtomicFile.write(target, out -> {
            out.write("half of the new".getBytes());
            throw new IOException("disk full");
        }));
        assertEquals("disk full", failure.getMessage());
        assertEquals("old", Files.readString(target));
        assertEquals(List.of(target), Files.list(dir).toList());
    }

    @Test
    void twoThreadsWritingTheSameTargetUseDifferentTemporaryFiles() throws InterruptedException {
        Path target = dir.resolve("result.txt");
        AtomicReference<String> other = new AtomicReference<>();
        Thread t = new Thread(() -> other.set(AtomicFile.temporaryName(target)));
        t.start();
        t.join();
        assertNotEquals(AtomicFile.temporaryName(target), other.get());
    }
}
