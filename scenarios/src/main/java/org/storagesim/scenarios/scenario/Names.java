package org.storagesim.scenarios.scenario;

import java.util.List;
import java.util.regex.Pattern;
import org.storagesim.devices.config.InvalidConfigException;

/** Names of scenarios, devices and workloads become file names, so they are kept to a safe alphabet. */
final class Names {
    private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");
    static final String ALLOWED = "1 to 64 letters, digits, '.', '_' or '-', starting with a letter or digit";

    private Names() {
    }

    static String require(String name, List<Object> path, String what) {
        if (name == null || name.isBlank()) {
            throw new InvalidConfigException(path, what + " needs a name; allowed: " + ALLOWED);
        }
        if (!SAFE.matcher(name).matches()) {
            throw new InvalidConfigException(path, "'" + name + "' is not a usable name; allowed: " + ALLOWED);
        }
        return name;
    }
}
