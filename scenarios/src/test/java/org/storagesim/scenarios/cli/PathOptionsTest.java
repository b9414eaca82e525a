package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.Cli;

/**
 * An empty path names no file (Java reads it as the working folder), and a folder is not a file to
 * write: each command says so with exit 2 before its work, and writes nothing.
 */
class PathOptionsTest {
    private static final Path VM_DISK = shared().resolve("vm-disk");

    private static Path shared() {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data");
    }

    @TempDir
    Path dir;

    @Test
    void emptyInputPathsAreNamedAsEmpty() {
        assertRefused("'': no scenario file named (the path is empty)", "run", "");
        assertRefused("cannot read trace '': the path is empty", "replay", "", "--format", "disksim", "--device",
                "barracuda-7200");
        assertRefused("cannot read DiskSim parameter file '': the path is empty", "validate", "disksim", "",
                shared().resolve("disksim/hp_c2247a.trace").toString());
        assertRefused(dir + ": is a folder, not a scenario file", "run", dir.toString());
    }

    @Test
    void outputFilesMustBeNamedFilesAndAreCheckedBeforeTheWork() throws IOException {
        Path measurements = dir.resolve("m.json");
        Cli imported = Cli.run("calibrate", "import-fio", VM_DISK.resolve("randread-4k-qd1/summary.json").toString(),
                "--out", measurements.toString());
        assertEquals(0, imported.code(), imported::toString);
        assertRefused("--out is empty; give a path", "calibrate", "import-fio",
                VM_DISK.resolve("randread-4k-qd1/summary.json").toString(), "--out", "");
        // A fit takes minutes; a folder given for its profile is refused before it starts.
        assertRefused("--out " + dir + " is a folder; give the path of the profile file to write", "calibrate", "fit",
                measurements.toString(), "--kind", "queue", "--out", dir.toString());
        assertRefused("--out is empty; give a path", "import", "disksim",
                shared().resolve("disksim/hp_c2247a.parv").toString(), "--out", "");
        assertRefused("--log-dir is empty; give a path", "calibrate", "probe", "--file", dir.resolve("p.img").toString(),
                "--out", dir.resolve("p.json").toString(), "--log-dir", "");
        try (Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(measurements), left.toList(), "nothing else written");
        }
    }

    private static void assertRefused(String message, String... args) {
        Cli cli = Cli.run(args);
        assertEquals(2, cli.code(), cli::toString);
        assertEquals(message, cli.err().strip(), cli::toString);
    }
}
