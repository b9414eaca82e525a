package org.storagesim.scenarios.cli;

import picocli.CommandLine.Command;

/**
 * {@code sim calibrate}: measure a real device (or import fio's measurements of it), fit a model's
 * parameters to those measurements, and check the fitted profile against per-I/O captures.
 */
@Command(name = "calibrate", mixinStandardHelpOptions = true,
        description = "Measure a real device, fit a device model to the measurements, check the fit.",
        subcommands = {CalibrateProbeCommand.class, CalibrateImportFioCommand.class, CalibrateFitCommand.class,
            CalibrateCheckCommand.class})
public final class CalibrateCommand implements Runnable {
    @picocli.CommandLine.Spec
    picocli.CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                "name a step: probe, import-fio, fit or check");
    }
}
