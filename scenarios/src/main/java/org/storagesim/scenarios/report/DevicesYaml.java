package org.storagesim.scenarios.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import org.storagesim.devices.profile.DefaultedKeys;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.scenarios.scenario.PlannedRun;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * {@code devices.yaml}: every key each device of a scenario ran with, its profiles followed, its
 * sweep values and overrides applied, the keys it left out written with the defaults the model
 * took, and the devices stacked under it written out the same way. Results then say what they
 * were measured on even after a profile or a default changes, and each entry can be pasted into
 * a scenario's devices as it stands.
 */
public final class DevicesYaml {
    private static final YAMLMapper YAML = new YAMLMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES).build());
    private static final String HEADER = """
            # Every key each device ran with: profiles followed, sweep values and overrides applied, and
            # each key the scenario left out written with the default the model took.
            """;

    private final CompletableFuture<String> text;

    private DevicesYaml(CompletableFuture<String> text) {
        this.text = text;
    }

    /**
     * Starts on another thread the file for the plan's devices that have runs (all its devices, for
     * a query experiment): finding the defaults takes a cold process some tens of milliseconds of
     * Jackson's start-up, which the simulation then hides.
     */
    public static DevicesYaml start(ScenarioPlan plan) {
        List<String> used = plan.runs().stream().map(PlannedRun::device).toList();
        List<JsonNode> devices = plan.scenario().devices().stream()
                .filter(d -> used.isEmpty() || used.contains(d.get("name").asText())).toList();
        return new DevicesYaml(CompletableFuture.supplyAsync(() -> render(plan.factory(), devices)));
    }

    /** Writes the file once its text is ready. */
    public void write(Path file) throws IOException {
        Files.writeString(file, text.join());
    }

    private static String render(DeviceFactory factory, List<JsonNode> devices) {
        ObjectNode root = JsonNodeFactory.instance.objectNode();
        for (JsonNode device : devices) {
            ObjectNode whole = DefaultedKeys.withDefaults(factory, device);
            whole.remove("name");
            ObjectNode entry = root.withArray("devices").addObject();
            entry.set("name", device.get("name"));
            entry.setAll(whole);
        }
        try {
            return HEADER + YAML.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
