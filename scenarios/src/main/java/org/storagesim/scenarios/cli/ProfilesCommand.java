package org.storagesim.scenarios.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.profile.ProfileCheck;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code sim profiles check [NAME...]}: microbenchmarks of built-in profiles against their targets. */
@Command(name = "profiles", mixinStandardHelpOptions = true, description = "Work with built-in device profiles.",
        subcommands = ProfilesCommand.Check.class)
public final class ProfilesCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().getErr().println("usage: sim profiles check [NAME...]");
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
            ProfileCheck check = new ProfileCheck(DeviceFactory.withBuiltInProfiles(Path.of(".")));
            List<String> selected = names == null || names.isEmpty() ? check.checkableProfiles() : names;
            // Every name is looked up before the first benchmark, so a typo stops the command at once.
            for (String name : selected) {
                try {
                    check.targetsOf(name);
                } catch (InvalidConfigException e) {
                    err.println("profile " + name + ": " + e.getMessage());
                    return 2;
                }
            }
            boolean allWithin = true;
            out.printf("%-20s %-28s %12s %12s %8s  %s%n", "profile", "metric", "target", "simulated", "diff", "");
            for (String name : selected) {
                List<ProfileCheck.Row> rows;
                try {
                    rows = check.check(name);
                } catch (InvalidConfigException e) {
                    err.println("profile " + name + ": " + e.getMessage());
                    return 2;
                }
                for (ProfileCheck.Row r : rows) {
                    boolean ok = r.within(ProfileCheck.TOLERANCE);
                    allWithin &= ok;
                    out.printf("%-20s %-28s %12s %12.1f %+7.1f%%  %s%n", r.profile(), r.metric(), r.target(),
                            r.simulated(), 100 * r.deviation(), ok ? "ok" : "OFF");
                }
            }
            return allWithin ? 0 : 1;
        }
    }
}
