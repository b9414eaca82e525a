package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class SimHomeTest {
    @Test
    void aJarOrClassFolderBuiltInACheckoutFindsThatCheckoutsLibrary() {
        // Under Maven the classes lie in scenarios/target/classes and the working directory is scenarios/.
        assertEquals(Path.of("").toAbsolutePath(), SimHome.besideTheJar());
    }
}
