package org.storagesim.devices.profile;

import java.nio.file.Path;
import java.util.List;

/** Not a test: prints target vs simulated for the named profiles (all checkable ones by default). */
public final class ProfileCheckProbe {
    public static void main(String[] args) {
        ProfileCheck check = new ProfileCheck(DeviceFactory.withBuiltInProfiles(Path.of(".")));
        List<String> names = args.length > 0 ? List.of(args) : check.checkableProfiles();
        for (String name : names) {
            long t0 = System.nanoTime();
            for (ProfileCheck.Row r : check.check(name)) {
                System.out.printf("%-18s %-28s target %10s simulated %10.1f  %+6.1f%%%n", r.profile(), r.metric(),
                        r.target(), r.simulated(), 100 * r.deviation());
            }
            System.out.printf("  (%.1f s)%n", (System.nanoTime() - t0) / 1e9);
        }
    }
}
