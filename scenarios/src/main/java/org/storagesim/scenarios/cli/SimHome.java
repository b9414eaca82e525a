package org.storagesim.scenarios.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Finds the project folder that holds the scenario library: the {@code storagesim.home} system
 * property (the {@code ./sim} launcher sets it), else the working directory or the nearest parent
 * of it that has a {@code scenarios/} folder.
 */
final class SimHome {
    private SimHome() {
    }

    static Path scenarios() {
        String home = System.getProperty("storagesim.home");
        if (home != null && !home.isBlank()) {
            return Path.of(home).resolve("scenarios");
        }
        Path cwd = Path.of("").toAbsolutePath();
        for (Path p = cwd; p != null; p = p.getParent()) {
            if (Files.isRegularFile(p.resolve("scenarios").resolve("quickstart.yaml"))) {
                return p.resolve("scenarios");
            }
        }
        return cwd.resolve("scenarios");
    }
}
