package org.storagesim.validation.calibrate.probe;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * The prober's rules about what it may touch: only a file it creates itself; an existing path only
 * with --force; a block device only with --raw-device and an explicit confirmation; never more than
 * the free space allows.
 */
public final class ProbeSafety {
    /** Space left free on the file system beyond the probe file, so the machine keeps working. */
    static final long HEADROOM_BYTES = 1L << 30;

    private ProbeSafety() {
    }

    /** Thrown when the prober refuses; the message says why and what would allow it. */
    public static final class Refusal extends Exception {
        public Refusal(String message) {
            super(message);
        }
    }

    /** Checks a target before anything is written. */
    public static void check(Path target, long sizeBytes, boolean force, boolean rawDevice, boolean confirmed)
            throws Refusal, IOException {
        if (Files.exists(target, LinkOption.NOFOLLOW_LINKS)) {
            BasicFileAttributes attrs = Files.readAttributes(target, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (attrs.isOther()) {
                if (!rawDevice) {
                    throw new Refusal(target + " is a device, not a file; measuring a raw device destroys its contents. "
                            + "Give --raw-device and confirm if that is really meant.");
                }
                if (!confirmed) {
                    throw new Refusal(target + " is a device and the destruction of its contents was not confirmed.");
                }
                return;
            }
            if (!attrs.isRegularFile()) {
                throw new Refusal(target + " exists and is not a regular file (a directory or a link); give a new file path.");
            }
            if (!force) {
                throw new Refusal(target + " already exists; the prober only measures a file it creates. "
                        + "Give --force to replace it (its contents will be lost).");
            }
        }
        Path parent = target.toAbsolutePath().getParent();
        if (parent == null || !Files.isDirectory(parent)) {
            throw new Refusal("the folder of " + target + " does not exist");
        }
        long usable = Files.getFileStore(parent).getUsableSpace();
        long existing = Files.isRegularFile(target) ? Files.size(target) : 0;
        if (usable + existing < sizeBytes + HEADROOM_BYTES) {
            throw new Refusal("not enough free space in " + parent + ": the probe needs " + sizeBytes / (1 << 20)
                    + " MiB plus " + HEADROOM_BYTES / (1 << 20) + " MiB headroom, "
                    + (usable + existing) / (1 << 20) + " MiB are available; use a smaller --size");
        }
    }
}
