package org.storagesim.scenarios.cli;

import picocli.CommandLine.Command;

/** {@code sim validate fio --device PROFILE CAPTURE...}: the same check as {@code sim calibrate check}. */
@Command(name = "fio", mixinStandardHelpOptions = true,
        description = "Replay fio captures (folders with summary.json and lat.log) on a device and compare latencies.")
final class ValidateFioCommand extends CalibrateCheckCommand {
}
