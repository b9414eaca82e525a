package org.storagesim.scenarios.cli;

import picocli.CommandLine.Command;

/** {@code sim validate trace TRACE --format F --device PROFILE}: a replay that must compare measured times. */
@Command(name = "trace", mixinStandardHelpOptions = true,
        description = "Replay a trace with measured response times on a device and compare them.")
final class ValidateTraceCommand extends ReplayCommand {
    @Override
    boolean requiresMeasurements() {
        return true;
    }
}
