package org.storagesim.scenarios.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.storagesim.scenarios.InputException;

/** Checks of the files a command reads, before it starts, so a wrong path gets one clear message and exit code 2. */
final class InputFiles {
    private InputFiles() {
    }

    /** Throws an {@link InputException} naming {@code file} (as the {@code what} it should be) unless it is a readable file. */
    static void requireReadableFile(Path file, String what) {
        String problem = file.toString().isEmpty() ? "the path is empty"
                : Files.isDirectory(file) ? "it is a directory"
                : !Files.exists(file) ? "no such file"
                : !Files.isReadable(file) ? "not readable" : null;
        if (problem != null) {
            throw new InputException("cannot read " + what + " " + (file.toString().isEmpty() ? "''" : file) + ": "
                    + problem);
        }
    }
}
