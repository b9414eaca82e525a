package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** What went wrong with a file, in words: java.nio's exceptions often carry the path and nothing else. */
final class FileErrors {
    private FileErrors() {
    }

    static String describe(IOException e) {
        if (e instanceof FileSystemException f && f.getReason() == null) {
            String why = e instanceof NoSuchFileException ? "no such file or folder"
                    : e instanceof NotDirectoryException ? "not a folder"
                    : e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof FileAlreadyExistsException ? "a file of that name is in the way"
                    : e instanceof DirectoryNotEmptyException ? "a folder that is not empty is in the way"
                    : null;
            if (why != null) {
                return f.getFile() + (f.getOtherFile() == null ? "" : " -> " + f.getOtherFile()) + ": " + why;
            }
        }
        return e.getMessage();
    }

    /** The context an unchecked wrapper gives, followed by what went wrong. */
    static String describe(UncheckedIOException e) {
        String cause = describe(e.getCause());
        return e.getMessage() == null || e.getMessage().equals(e.getCause().toString()) ? cause
                : e.getMessage() + ": " + cause;
    }
}
