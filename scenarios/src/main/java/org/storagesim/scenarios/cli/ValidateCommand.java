package org.storagesim.scenarios.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code sim validate}: how close a model is to measurements of the real thing — a DiskSim drive
 * against its measured trace, a device against fio captures, or a device against any trace that
 * carries measured response times. Its subcommands are registered by {@link SimCommand#commandLine}.
 */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = "Compare a model with measurements: DiskSim drive traces, fio captures, measured traces.")
public final class ValidateCommand implements Runnable {
    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "name what to validate: disksim, fio or trace");
    }
}
