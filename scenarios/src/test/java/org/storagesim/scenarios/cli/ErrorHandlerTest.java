package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.storagesim.scenarios.InputException;
import picocli.CommandLine;

class ErrorHandlerTest {
    private final StringWriter err = new StringWriter();

    private int handle(Exception e, String... args) {
        CommandLine cl = SimCommand.commandLine(args);
        cl.setErr(new PrintWriter(err, true));
        CommandLine.ParseResult parsed = cl.parseArgs(args);
        return new ErrorHandler().handleExecutionException(e, cl, parsed);
    }

    @Test
    void inputErrorsAreTheirMessageAndExitTwo() {
        assertEquals(2, handle(new InputException("f.yaml:3:5: key 'bs': too big"), "list"));
        assertEquals("f.yaml:3:5: key 'bs': too big", err.toString().strip());
    }

    @Test
    void bugsAreOneLineAndExitOneWithTheTraceOnlyUnderDebug() {
        assertEquals(1, handle(new IllegalStateException("boom"), "list"));
        assertEquals(1, err.toString().strip().lines().count(), err::toString);
        assertTrue(err.toString().startsWith("sim: internal error: java.lang.IllegalStateException: boom"), err::toString);
        assertTrue(err.toString().contains("--debug"), err::toString);
        err.getBuffer().setLength(0);
        assertEquals(1, handle(new IllegalStateException("boom"), "list", "--debug"));
        assertTrue(err.toString().contains("\tat "), "stack trace under --debug: " + err);
        assertFalse(err.toString().contains("run with --debug"), err::toString);
    }
}
