package org.storagesim.scenarios.cli;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;

/**
 * Finds the project folder that holds the scenario library: the {@code storagesim.home} system
 * property (the {@code ./sim} launcher sets it), else the working directory or the nearest parent
 * of it that has a {@code scenarios/} folder, else the checkout the jar was built in (a
 * {@code java -jar .../scenarios/target/sim.jar} run from elsewhere).
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
            if (isLibrary(p.resolve("scenarios"))) {
                return p.resolve("scenarios");
            }
        }
        Path beside = besideTheJar();
        return beside != null ? beside : cwd.resolve("scenarios");
    }

    private static boolean isLibrary(Path folder) {
        return Files.isRegularFile(folder.resolve("quickstart.yaml"));
    }

    /** The library of the checkout the jar was built in ({@code scenarios/target/sim.jar}), or null. */
    static Path besideTheJar() {
        CodeSource source = SimHome.class.getProtectionDomain().getCodeSource();
        if (source == null || source.getLocation() == null) {
            return null;
        }
        Path jar;
        try {
            jar = Path.of(source.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException e) {
            return null; // not a file on disk: the working directory it is
        }
        Path scenarios = jar.getParent() == null ? null : jar.getParent().getParent();
        return scenarios != null && isLibrary(scenarios) ? scenarios : null;
    }
}
