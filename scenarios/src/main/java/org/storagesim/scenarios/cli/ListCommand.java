package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.profile.DeviceKind;
import org.storagesim.devices.profile.DeviceKinds;
import org.storagesim.devices.profile.ProfileCatalog;
import org.storagesim.scenarios.reproduce.ExperimentSuite;
import org.storagesim.scenarios.reproduce.ExperimentSuites;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code sim list}: the scenario library, the built-in device profiles, the device kinds and the reproduce suites. */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List scenario files, built-in device profiles, device kinds and reproduce suites.")
final class ListCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        PrintWriter out = spec.commandLine().getOut();
        Path library = SimHome.scenarios();
        out.println("Scenarios (" + library + "):");
        table(out, scenarios(library));
        ProfileCatalog catalog = new ProfileCatalog(Path.of("."));
        out.println();
        out.println("Device profiles (built in; use as 'profile: NAME'):");
        List<String[]> profiles = new ArrayList<>();
        for (String name : catalog.names()) {
            profiles.add(new String[] {name, catalog.description(name)});
        }
        table(out, profiles);
        out.println();
        out.println("Device kinds (use as 'kind: NAME' with all the kind's keys):");
        List<String[]> kinds = new ArrayList<>();
        for (Map.Entry<String, DeviceKind<?>> e : DeviceKinds.all().entrySet()) {
            kinds.add(new String[] {e.getKey(), e.getValue().description()});
        }
        table(out, kinds);
        out.println();
        out.println("Reproduce suites (sim reproduce NAME):");
        List<String[]> suites = new ArrayList<>();
        for (ExperimentSuite s : ExperimentSuites.all()) {
            suites.add(new String[] {s.id(), s.description()});
        }
        table(out, suites);
        out.flush();
    }

    /** Scenario files below the library folder (not its Maven sources or build output), sorted by path. */
    private static List<String[]> scenarios(Path library) {
        List<String[]> rows = new ArrayList<>();
        if (!Files.isDirectory(library)) {
            return rows;
        }
        try (Stream<Path> walk = Files.walk(library)) {
            List<Path> files = walk.filter(Files::isRegularFile).filter(ListCommand::isScenarioFile)
                    .filter(p -> !isBuildFolder(library.relativize(p))).sorted().toList();
            for (Path f : files) {
                rows.add(new String[] {library.relativize(f).toString(), description(f)});
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return rows;
    }

    private static boolean isScenarioFile(Path p) {
        String n = p.getFileName().toString();
        return n.endsWith(".yaml") || n.endsWith(".yml") || n.endsWith(".json");
    }

    private static boolean isBuildFolder(Path relative) {
        String first = relative.getName(0).toString();
        return first.equals("src") || first.equals("target") || first.startsWith(".");
    }

    private static String description(Path file) {
        try {
            JsonNode tree = ConfigBinder.mapper().readTree(file.toFile());
            return tree == null ? "" : tree.path("description").asText("");
        } catch (IOException e) {
            return "(unreadable: " + e.getMessage().lines().findFirst().orElse("") + ")";
        }
    }

    private static void table(PrintWriter out, List<String[]> rows) {
        if (rows.isEmpty()) {
            out.println("  (none)");
            return;
        }
        int width = rows.stream().mapToInt(r -> r[0].length()).max().orElse(0);
        for (String[] r : rows) {
            out.println("  " + r[0] + " ".repeat(width - r[0].length() + 2) + r[1]);
        }
    }
}
