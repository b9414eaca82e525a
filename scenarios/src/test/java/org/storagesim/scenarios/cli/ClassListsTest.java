package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The class lists the build dumps class-data-sharing archives from (src/cds, see
 * record-class-lists.sh) name only classes that still exist: a list left stale by a rename or a
 * removal would quietly leave those classes out of the archive. Each list also holds the command
 * it was recorded for.
 */
class ClassListsTest {
    private static final Path LISTS = Path.of("src", "cds");

    @Test
    void everyListedProjectClassExists() throws IOException {
        List<Path> lists = lists();
        assertFalse(lists.isEmpty(), "no class lists in " + LISTS.toAbsolutePath());
        ClassLoader loader = getClass().getClassLoader();
        assertAll(lists.stream().flatMap(list -> projectClasses(list).map(name -> () ->
                assertDoesNotThrow(() -> Class.forName(name, false, loader),
                        list.getFileName() + " names " + name + ", which no longer exists: run "
                                + "scenarios/src/cds/record-class-lists.sh"))));
    }

    @Test
    void eachListHoldsItsCommand() throws IOException {
        assertListHolds("validate-disksim.classlist", ValidateDisksimCommand.class);
        assertListHolds("run.classlist", RunCommand.class);
        assertListHolds("replay.classlist", ReplayCommand.class);
    }

    private static void assertListHolds(String list, Class<?> command) throws IOException {
        assertTrue(projectClasses(LISTS.resolve(list)).anyMatch(command.getName()::equals),
                list + " does not hold " + command.getName());
    }

    private static List<Path> lists() throws IOException {
        try (Stream<Path> files = Files.list(LISTS)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".classlist")).sorted().toList();
        }
    }

    /** The project's classes a list names, as binary names (lines like {@code org/storagesim/a/B}). */
    private static Stream<String> projectClasses(Path list) {
        try {
            return Files.readAllLines(list).stream()
                    .filter(line -> line.startsWith("org/storagesim/"))
                    .map(line -> line.split(" ")[0].replace('/', '.'));
        } catch (IOException e) {
            throw new IllegalStateException("cannot read " + list, e);
        }
    }
}
