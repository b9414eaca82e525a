package org.storagesim.scenarios.cli;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import org.storagesim.scenarios.scenario.ScenarioLoader;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * The {@code sim} command. Each subcommand is a small class of its own; add one by writing the
 * class and naming it in {@link #SUBCOMMANDS}. Exit codes: 0 success, 1 a run or check failed,
 * 2 bad usage or bad input.
 */
@Command(name = "sim", mixinStandardHelpOptions = true, versionProvider = VersionProvider.class,
        description = "Discrete-event simulator of hard disks, SSDs and PCIe flash under database workloads.",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:success", "1:a run or check failed", "2:bad usage or bad input"})
public final class SimCommand implements Runnable {
    public static final int OK = 0;
    public static final int FAILED = 1;
    public static final int BAD_INPUT = 2;

    /** The subcommands by name, in the order usage help lists them. */
    private static final Map<String, Class<?>> SUBCOMMANDS = subcommands();

    /** sim validate's subcommands, registered the same way. */
    private static final Map<String, Class<?>> VALIDATE_SUBCOMMANDS = validateSubcommands();

    /** picocli's system property: patterns of the classes whose built-in converters it skips. */
    private static final String CONVERTER_EXCLUDES = "picocli.converters.excludes";

    private static Map<String, Class<?>> validateSubcommands() {
        Map<String, Class<?>> commands = new LinkedHashMap<>();
        commands.put("disksim", ValidateDisksimCommand.class);
        commands.put("fio", ValidateFioCommand.class);
        commands.put("trace", ValidateTraceCommand.class);
        return commands;
    }

    private static Map<String, Class<?>> subcommands() {
        Map<String, Class<?>> commands = new LinkedHashMap<>();
        commands.put("run", RunCommand.class);
        commands.put("list", ListCommand.class);
        commands.put("reproduce", ReproduceCommand.class);
        commands.put("profiles", ProfilesCommand.class);
        commands.put("validate", ValidateCommand.class);
        commands.put("import", ImportCommand.class);
        commands.put("calibrate", CalibrateCommand.class);
        commands.put("replay", ReplayCommand.class);
        commands.put("help", CommandLine.HelpCommand.class);
        return commands;
    }

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
        // picocli registers its converters for java.sql and java.time types by reflection at every
        // start, loading those classes (10-15 ms of a 0.5 s validation); no option of sim has one of
        // those types. A user's own setting of the property is kept.
        if (System.getProperty(CONVERTER_EXCLUDES) == null) {
            System.setProperty(CONVERTER_EXCLUDES, "java\\.(sql|time)\\..*");
        }
        if (args.length > 1 && args[0].equals("validate") && args[1].equals("disksim")) {
            // Its chart's start-up (Java2D, fonts) is the longest part of a short validation: begin
            // it on the other core while picocli reads the command line (−30 ms of 0.45 s).
            CdfChart.preload();
        }
        if (args.length > 0 && args[0].equals("run")) {
            // Jackson's start-up for the scenario file overlaps picocli's for the command line.
            ScenarioLoader.prepare();
        }
        Charset cs = Charset.defaultCharset();
        int code = execute(args, new PrintWriter(new OutputStreamWriter(System.out, cs), true),
                new PrintWriter(new OutputStreamWriter(System.err, cs), true));
        System.exit(code);
    }

    /** Runs the command line with the given streams and returns the exit code (used by tests too). */
    public static int execute(String[] args, PrintWriter out, PrintWriter err) {
        CommandLine cl = commandLine(args);
        cl.setOut(out);
        cl.setErr(err);
        cl.setExecutionExceptionHandler(new ErrorHandler());
        cl.setParameterExceptionHandler(new UsageErrorHandler());
        int code;
        try {
            code = cl.execute(args);
        } catch (OutOfMemoryError e) {
            // picocli hands only exceptions to the handlers. The failed run's tables are garbage by
            // now, so there is room to say what to change instead of dying with a stack trace.
            err.println(outOfMemory(Runtime.getRuntime().maxMemory()));
            code = FAILED;
        }
        out.flush();
        err.flush();
        return code;
    }

    /** What to do when a command does not fit in a heap of {@code maxHeapBytes}. */
    static String outOfMemory(long maxHeapBytes) {
        // A heap under a gibibyte (a small -Xmx) in MiB: "0.0 GiB" would say nothing.
        String heap = maxHeapBytes < 1L << 30
                ? String.format(Locale.ROOT, "%d MiB", maxHeapBytes >> 20)
                : String.format(Locale.ROOT, "%.1f GiB", maxHeapBytes / (double) (1L << 30));
        return "sim: out of memory: the command needs more than the Java heap's " + heap
                + " (a run's memory goes mostly to its devices' mapping tables, and runs in parallel each have their "
                + "own). Simulate fewer runs at once (--threads 1) or smaller devices, or give Java more memory: "
                + "JAVA_TOOL_OPTIONS=-Xmx16g ./sim ...";
    }

    /**
     * The command line for these arguments. picocli reads every registered command's annotations
     * up front, which costs a short command (validate, list) a good part of its start-up, so when
     * the first argument names a subcommand only that one is registered; anything else (no
     * command, an option, a typo, help) gets all of them for usage help and suggestions.
     */
    public static CommandLine commandLine(String[] args) {
        CommandLine cl = new CommandLine(new SimCommand());
        addNamedOrAll(cl, SUBCOMMANDS, args.length > 0 ? args[0] : "");
        CommandLine validate = cl.getSubcommands().get("validate");
        if (validate != null) {
            addNamedOrAll(validate, VALIDATE_SUBCOMMANDS, args.length > 1 ? args[1] : "");
        }
        return cl;
    }

    /** Registers the subcommand {@code wanted} names, or all of them if it names none (or help). */
    private static void addNamedOrAll(CommandLine parent, Map<String, Class<?>> subcommands, String wanted) {
        boolean named = subcommands.containsKey(wanted) && !wanted.equals("help");
        subcommands.forEach((name, command) -> {
            if (!named || name.equals(wanted)) {
                parent.addSubcommand(name, command);
            }
        });
    }
}
