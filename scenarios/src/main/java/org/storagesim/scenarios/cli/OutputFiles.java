package org.storagesim.scenarios.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.report.ResultFolder;

/**
 * Checks, before a command does its work, the paths its options name for what it will write, so
 * that an empty or misdirected option is bad input (exit 2) at once rather than a failed write
 * after a long fit or probe.
 */
final class OutputFiles {
    private OutputFiles() {
    }

    /** Refuses an empty {@code option}, which names no file or folder (an empty path is the working folder). */
    static void requireNamed(Path path, String option) {
        if (path.toString().isEmpty()) {
            throw new InputException(option + " is empty; give a path");
        }
    }

    /** Refuses an {@code option} that is empty or names a folder, where a file ({@code what}) is to be written. */
    static void requireFile(Path out, String option, String what) {
        requireNamed(out, option);
        if (Files.isDirectory(out)) {
            throw new InputException(option + " " + out + " is a folder; give the path of the " + what + " to write");
        }
        ResultFolder.requireNoFileOnTheWay(out, option + " " + out, "the path of the " + what + " to write");
    }
}
