package org.storagesim.scenarios.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code sim} command. Each subcommand is a small class of its own; add one by writing the
 * class and naming it in {@code subcommands} below. Exit codes: 0 success, 1 a run or check
 * failed, 2 bad usage or bad input.
 */
@Command(name = "sim", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Discrete-event simulator of hard disks, SSDs and PCIe flash under database workloads.",
        subcommands = {
            RunCommand.class,
            ListCommand.class,
            ReproduceCommand.class,
            ProfilesCommand.class,
            ValidateCommand.class,
            ImportCommand.class,
            CalibrateCommand.class,
            ReplayCommand.class,
            CommandLine.HelpCommand.class,
        },
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a run or check failed", "2:bad usage or bad input"})
public final class SimCommand implements Runnable {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int BAD_INPUT = 2;

    @Option(names = "--debug", scope = ScopeType.INHERIT, description = "Print the stack trace of internal errors.")
    boolean debug;

    @Spec
    CommandSpec spec;

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Missing command: give one of "
                + String.join(", ", spec.subcommands().keySet()));
    }

    public static void main(String[] args) {
        System.setProperty("java.awt.headless", "true");
        Charset cs = Charset.defaultCharset();
        int code = execute(args, new PrintWriter(new OutputStreamWriter(System.out, cs), true),
                new PrintWriter(new OutputStreamWriter(System.err, cs), true));
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code (used by tests too). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = new CommandLine(new SimCommand());
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(new UsageErrorHandler());
        int code = cl.execute(args);
        out.flush();
        err.flush();
        return code;
    }
}
