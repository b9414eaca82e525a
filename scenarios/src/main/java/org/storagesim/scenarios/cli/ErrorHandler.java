package org.storagesim.scenarios.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import org.storagesim.core.kernel.TimeLimitException;
import org.storagesim.scenarios.InputException;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * The last line of defence: bad input is printed as its message with exit code 2; a failure to
 * write results is one line with exit code 1; anything else is a bug, reported as one line
 * ("internal error") with exit code 1 and the stack trace only under {@code --debug}.
 */
final class ErrorHandler implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception ex, CommandLine commandLine, ParseResult parseResult) {
        PrintWriter err = commandLine.getErr();
        if (ex instanceof InputException) {
            err.println(ex.getMessage());
            return SimCommand.BAD_INPUT;
        }
        if (ex instanceof TimeLimitException) {
            // Inputs that ask for more simulated time than the clock holds; the commands that know which input say so.
            err.println("sim: " + ex.getMessage());
            return SimCommand.BAD_INPUT;
        }
        if (ex instanceof IOException io) {
            err.println("sim: cannot write: " + FileErrors.describe(io));
        } else if (ex instanceof UncheckedIOException io) {
            err.println("sim: cannot write: " + FileErrors.describe(io));
        } else {
            err.println("sim: internal error: " + ex + (debug(parseResult) ? "" : " (run with --debug for details)"));
        }
        if (debug(parseResult)) {
            ex.printStackTrace(err);
        }
        return SimCommand.FAILED;
    }

    private static boolean debug(ParseResult parseResult) {
        for (ParseResult p = parseResult; p != null; p = p.subcommand()) {
            if (p.hasMatchedOption("--debug")) {
                return true;
            }
        }
        return false;
    }
}
