package org.storagesim.devices.profile;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.LocationIndex;
import org.storagesim.devices.config.YamlAliases;

/**
 * Device profiles: the calibrated ones shipped as resources ({@code /profiles/NAME.yaml}, listed
 * in {@code /profiles/index.txt}), and profile files on disk named by path (a fitted profile from
 * {@code sim calibrate fit}), resolved against a base directory.
 */
public final class ProfileCatalog {
    private static final String ROOT = "/profiles/";

    private final Path baseDirectory;
    private final List<String> names;

    public ProfileCatalog(Path baseDirectory) {
        this.baseDirectory = baseDirectory;
        this.names = readIndex();
    }

    /** Built-in profile names, in index order. */
    public List<String> names() {
        return names;
    }

    /** A profile's tree, or empty if there is no such built-in profile or file. */
    public Optional<JsonNode> load(String nameOrPath) {
        if (names.contains(nameOrPath)) {
            try (InputStream in = ProfileCatalog.class.getResourceAsStream(ROOT + nameOrPath + ".yaml")) {
                if (in == null) {
                    throw new IllegalStateException("profile index names " + nameOrPath + " but its file is missing");
                }
                return Optional.of(ConfigBinder.mapper().readTree(in));
            } catch (IOException e) {
                throw new UncheckedIOException("built-in profile " + nameOrPath + " is unreadable", e);
            }
        }
        Optional<Path> file = file(nameOrPath);
        if (file.isPresent()) {
            try {
                return Optional.of(YamlAliases.readTree(ConfigBinder.mapper(), Files.readAllBytes(file.get())));
            } catch (JsonProcessingException e) {
                throw new InvalidConfigException(List.of("profile"), "profile file "
                        + FileProblem.syntax(file.get(), e).message());
            } catch (IOException e) {
                throw new InvalidConfigException(List.of("profile"), "profile file " + file.get() + " is unreadable: "
                        + e.getMessage());
            }
        }
        return Optional.empty();
    }

    /**
     * A problem with a device built from the profile file {@code nameOrPath}, located in that file
     * when the file writes the section the problem is in (a value there, or a map lacking a key);
     * empty for a built-in profile, which is the product's own, and for a problem elsewhere.
     */
    public Optional<FileProblem> locate(String nameOrPath, InvalidConfigException problem) {
        Optional<Path> file = file(nameOrPath);
        if (file.isEmpty() || problem.path().isEmpty()) {
            return Optional.empty();
        }
        LocationIndex index;
        try (JsonParser parser = ConfigBinder.mapper().getFactory().createParser(Files.readAllBytes(file.get()))) {
            index = LocationIndex.of(parser);
        } catch (IOException e) {
            return Optional.empty(); // unreadable now: the problem is reported as it stands
        }
        // A top-level key missing from a file that names the kind itself (no base profile to inherit
        // it from) is missing from this file: reported where its map, the file, starts.
        boolean missingHere = problem.path().size() == 1 && index.contains(List.of("kind"));
        if (!index.contains(problem.path().subList(0, 1)) && !missingHere) {
            return Optional.empty();
        }
        return Optional.of(new FileProblem(file.get(), index.find(problem.path()), problem.key(), problem.getMessage()));
    }

    /**
     * Why {@code nameOrPath} names no profile, and what would: a profile file that is not there, a
     * DiskSim parameter file (which {@code sim import disksim} turns into a profile file), a file
     * of another kind, or a name that is not built in.
     */
    public String notFound(String nameOrPath) {
        Path path = baseDirectory.resolve(nameOrPath);
        if (file(nameOrPath).isEmpty() && (nameOrPath.endsWith(".yaml") || nameOrPath.endsWith(".yml")
                || nameOrPath.endsWith(".json"))) {
            return "no profile file " + path.toAbsolutePath().normalize();
        }
        if (nameOrPath.endsWith(".parv")) {
            return "'" + nameOrPath + "' is a DiskSim parameter file; 'sim import disksim " + nameOrPath
                    + " --out DRIVE.yaml' writes it as a profile file to name here";
        }
        if (Files.isRegularFile(path)) {
            return "'" + nameOrPath + "' is not a profile file; allowed: a built-in profile, or a file ending in .yaml, "
                    + ".yml or .json";
        }
        return "unknown profile '" + nameOrPath + "'; built-in profiles: " + String.join(", ", names)
                + " (or give the path of a profile file)";
    }

    /** The file a profile named by path stands in; empty for a built-in profile or a file that does not exist. */
    public Optional<Path> file(String nameOrPath) {
        if (names.contains(nameOrPath)
                || !(nameOrPath.endsWith(".yaml") || nameOrPath.endsWith(".yml") || nameOrPath.endsWith(".json"))) {
            return Optional.empty();
        }
        Path file = baseDirectory.resolve(nameOrPath);
        return Files.isRegularFile(file) ? Optional.of(file) : Optional.empty();
    }

    /** The one-line description a built-in profile carries. */
    public String description(String name) {
        return load(name).map(t -> t.path("description").asText("")).orElse("");
    }

    private static List<String> readIndex() {
        List<String> list = new ArrayList<>();
        try (InputStream in = ProfileCatalog.class.getResourceAsStream(ROOT + "index.txt")) {
            if (in == null) {
                return list;
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                String name = line.strip();
                if (!name.isEmpty() && !name.startsWith("#")) {
                    list.add(name);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(list);
    }
}
