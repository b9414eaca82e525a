package org.storagesim.scenarios.cli;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DefaultedKeys;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.profile.ProfileCatalog;
import org.storagesim.devices.profile.ProfileCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sim profiles check [NAME...]}: microbenchmarks of built-in profiles against their targets;
 * {@code sim profiles show NAME...}: every key a profile sets.
 */
@Command(name = "profiles", mixinStandardHelpOptions = true, description = "Work with built-in device profiles.",
        subcommands = {ProfilesCommand.Check.class, ProfilesCommand.Show.class})
public final class ProfilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("usage: sim profiles check [NAME...] | sim profiles show NAME...");
        return 2;
    }

    /** Prints target vs simulated per metric; exit 1 if any is off by more than 10 %, 2 on bad input. */
    @Command(name = "check", mixinStandardHelpOptions = true,
            description = "Run each profile's microbenchmarks (sequential MB/s, 4 KiB random IOPS, QD1 read latency) "
                    + "and compare with the targets in the profile; exit 1 if any is off by more than 10 %%.")
    static final class Check implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(arity = "0..*", paramLabel = "NAME", description = "profiles to check (default: all with targets)")
        List<String> names;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of(""));
            ProfileCheck check = new ProfileCheck(factory);
            List<String> selected = names == null || names.isEmpty() ? check.checkableProfiles() : names;
            // Every name is looked up before the first benchmark, so a typo stops the command at once.
            for (String name : selected) {
                try {
                    check.targetsOf(name);
                } catch (InvalidConfigException e) {
                    err.println(ProfileProblems.describe(factory, name, e, "profile " + name));
                    return 2;
                }
            }
            boolean allWithin = true;
            boolean headed = false;
            // A profile file's path may be longer than the built-in names the column is sized for.
            String nameColumn = "%-" + Math.max(20, selected.stream().mapToInt(String::length).max().orElse(0)) + "s";
            for (String name : selected) {
                List<ProfileCheck.Row> rows;
                try {
                    rows = check.check(name);
                } catch (InvalidConfigException e) {
                    err.println(ProfileProblems.describe(factory, name, e, "profile " + name));
                    return 2;
                }
                if (!headed) {
                    out.printf(nameColumn + " %-28s %12s %12s %8s  %s%n", "profile", "metric", "target", "simulated", "diff", "");
                    headed = true;
                }
                for (ProfileCheck.Row r : rows) {
                    boolean ok = r.within(ProfileCheck.TOLERANCE);
                    allWithin &= ok;
                    out.printf(nameColumn + " %-28s %12s %12.1f %+7.1f%%  %s%n", r.profile(), r.metric(), r.target(),
                            r.simulated(), 100 * r.deviation(), ok ? "ok" : "OFF");
                }
            }
            return allWithin ? 0 : 1;
        }
    }

    /**
     * Prints each profile with its chain of base profiles followed and its overrides applied, as
     * YAML that a scenario can use as a device ({@code kind:} plus every key), so a variant is a copy
     * with one value changed. The targets, which only {@code check} uses, are left out. Comments
     * after the keys give the value of each key the profile leaves out, so every parameter the
     * device runs with is on the page.
     */
    @Command(name = "show", mixinStandardHelpOptions = true,
            description = "Print every key a profile sets (base profiles followed, overrides applied), as YAML to "
                    + "copy into a scenario, and in comments the defaults that the keys it leaves out take.")
    static final class Show implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Parameters(arity = "1..*", paramLabel = "NAME", description = "built-in profile names or profile files")
        List<String> names;

        @Override
        public Integer call() throws JsonProcessingException {
            PrintWriter out = spec.commandLine().getOut();
            DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of(""));
            YAMLMapper yaml = new YAMLMapper(YAMLFactory.builder()
                    .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
                    .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES).build());
            List<String> shown = new ArrayList<>();
            for (String name : names) {
                ObjectNode resolved;
                try {
                    factory.check(TextNode.valueOf(name));
                    resolved = factory.resolve(TextNode.valueOf(name));
                } catch (InvalidConfigException e) {
                    spec.commandLine().getErr().println(ProfileProblems.describe(factory, name, e, "profile " + name));
                    return 2;
                }
                JsonNode description = resolved.remove("description");
                resolved.remove("targets");
                StringBuilder text = new StringBuilder("# " + name);
                if (description != null) {
                    text.append(": ").append(description.asText());
                }
                List<String> bases = bases(factory.catalog(), name);
                if (!bases.isEmpty()) {
                    text.append(System.lineSeparator()).append("# built on ").append(String.join(" <- ", bases));
                }
                shown.add(text + System.lineSeparator() + yaml.writeValueAsString(resolved) + defaults(resolved));
            }
            out.print(String.join(System.lineSeparator(), shown));
            out.flush();
            return 0;
        }

        /**
         * The keys the profile leaves out and the values the model takes for them, as comments (the
         * output stays the profile's own keys, to copy), one {@code path: value} per line.
         */
        private static String defaults(ObjectNode resolved) {
            List<DefaultedKeys.Entry> entries = DefaultedKeys.of(resolved);
            if (entries.isEmpty()) {
                return "";
            }
            StringBuilder text = new StringBuilder("# Keys left out take these defaults:").append(System.lineSeparator());
            for (DefaultedKeys.Entry e : entries) {
                text.append("#   ").append(e.path()).append(": ").append(e.text()).append(System.lineSeparator());
            }
            return text.toString();
        }

        /** The profiles {@code name} builds on, nearest first (the chain has no loop: resolving it succeeded). */
        private static List<String> bases(ProfileCatalog catalog, String name) {
            List<String> bases = new ArrayList<>();
            JsonNode tree = catalog.load(name).orElse(null);
            while (tree != null && tree.path("profile").isTextual()) {
                String base = tree.get("profile").asText();
                bases.add(base);
                tree = catalog.load(base).orElse(null);
            }
            return bases;
        }
    }
}
