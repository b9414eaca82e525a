package org.storagesim.scenarios.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/** Bad usage: the problem, a pointer to the help, and exit code 2 (no wall of usage text). */
final class UsageErrorHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException ex, String[] args) {
        CommandLine cl = ex.getCommandLine();
        PrintWriter err = cl.getErr();
        err.println(cl.getCommandSpec().qualifiedName() + ": " + describe(ex, cl));
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try '" + cl.getCommandSpec().qualifiedName() + " --help' for more information.");
        return SimCommand.BAD_INPUT;
    }

    /** picocli's message, or for a word where a command with subcommands wants one, the commands it has. */
    private static String describe(ParameterException ex, CommandLine cl) {
        if (ex instanceof UnmatchedArgumentException unmatched && !cl.getSubcommands().isEmpty()
                && !unmatched.getUnmatched().isEmpty() && !unmatched.getUnmatched().get(0).startsWith("-")) {
            return "unknown command '" + unmatched.getUnmatched().get(0) + "'; allowed: "
                    + String.join(", ", cl.getSubcommands().keySet());
        }
        return ex.getMessage();
    }
}
