package org.storagesim.scenarios;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.scenarios.scenario.ScenarioLoader;

/**
 * Every YAML example in the README is a scenario, or part of one, that loads: a key renamed in the
 * code and not in the README fails here. A fragment (devices only, or a flash device's keys) is
 * completed with the fewest keys it needs around it. The {@code queries:} block is a reference list
 * of every query key, some of them for different experiments, so it is not one scenario and is
 * left out.
 */
class ReadmeExamplesTest {
    private static final Path README = Path.of("..", "README.md");
    private static final Pattern YAML_BLOCK = Pattern.compile("```yaml\n(.*?)```", Pattern.DOTALL);
    private static final String HEADER = "name: readme-example\ndescription: an example of the README\n";
    private static final String WORKLOAD = "workloads:\n  - {name: reads, rw: randread, bs: 4KiB, number_ios: 10}\n";

    @TempDir
    Path dir;

    @TestFactory
    Stream<DynamicTest> everyExampleLoads() throws IOException {
        String readme = Files.readString(README);
        List<DynamicTest> tests = new ArrayList<>();
        Matcher m = YAML_BLOCK.matcher(readme);
        while (m.find()) {
            String block = m.group(1);
            int line = (int) readme.substring(0, m.start()).lines().count() + 1;
            if (block.startsWith("queries:")) {
                continue;
            }
            String scenario = completed(block);
            tests.add(DynamicTest.dynamicTest("README.md:" + line, () -> {
                Path file = dir.resolve("readme-" + line + ".yaml");
                Files.writeString(file, scenario);
                assertDoesNotThrow(() -> ScenarioLoader.load(file), () -> "README.md:" + line + " as\n" + scenario);
            }));
        }
        assertTrue(tests.size() >= 5, "found only " + tests.size() + " YAML examples in " + README.toAbsolutePath());
        return tests.stream();
    }

    /** The block with what a scenario needs around it: a flash device for indented device keys, a name, a workload. */
    private static String completed(String block) {
        if (block.startsWith(" ")) {
            block = "devices:\n  - name: flash\n    profile: ssd-fast\n" + block;
        }
        String scenario = block.startsWith("name:") ? block : HEADER + block;
        return scenario.contains("\nworkloads:") ? scenario : scenario + WORKLOAD;
    }
}
