package org.storagesim.scenarios.cli;

import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.profile.DeviceFactory;

/** How a command says that the device it was given by name cannot be built. */
final class ProfileProblems {
    private ProfileProblems() {
    }

    /**
     * The problem located in the profile file {@code nameOrPath} names, when it lies there; otherwise
     * its message after {@code context} (the option or profile it came from).
     */
    static String describe(DeviceFactory factory, String nameOrPath, InvalidConfigException problem, String context) {
        return factory.catalog().locate(nameOrPath, problem).map(FileProblem::message)
                .orElse(context + ": " + problem.keyedMessage());
    }
}
