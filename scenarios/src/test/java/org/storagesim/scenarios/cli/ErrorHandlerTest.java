package org.storagesim.scenarios.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import org.junit.jupiter.api.Test;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.kernel.TimeLimitException;
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

    @Test
    void aFileThatCannotBeWrittenSaysWhyAndExitsOne() {
        // java.nio's FileAlreadyExistsException carries only the path: the reason is put in words.
        assertEquals(1, handle(new UncheckedIOException("the results of p4 to out/p4",
                new FileAlreadyExistsException("out")), "list"));
        assertEquals("sim: cannot write: the results of p4 to out/p4: out: a file of that name is in the way",
                err.toString().strip());
        err.getBuffer().setLength(0);
        assertEquals(1, handle(new AccessDeniedException("/r/summary.json"), "list"));
        assertEquals("sim: cannot write: /r/summary.json: permission denied", err.toString().strip());
    }

    @Test
    void anUnknownCommandIsNamedWithTheCommandsThereAre() {
        StringWriter out = new StringWriter();
        assertEquals(2, SimCommand.execute(new String[] {"bogus"}, new PrintWriter(out), new PrintWriter(err)));
        assertTrue(err.toString().startsWith("sim: unknown command 'bogus'; allowed: run, list, reproduce, profiles, "),
                err::toString);
        err.getBuffer().setLength(0);
        assertEquals(2, SimCommand.execute(new String[] {"validate", "bogus"}, new PrintWriter(out), new PrintWriter(err)));
        assertTrue(err.toString().startsWith("sim validate: unknown command 'bogus'; allowed: disksim, fio, trace"),
                err::toString);
    }

    @Test
    void runningOutOfMemoryNamesTheHeapAndWhatToChange() {
        String message = SimCommand.outOfMemory(6L << 30);
        assertTrue(message.startsWith("sim: out of memory: the command needs more than the Java heap's 6.0 GiB"),
                message);
        assertTrue(message.contains("--threads 1") && message.contains("-Xmx"), message);
        assertEquals(1, message.lines().count(), message);
        String small = SimCommand.outOfMemory(48L << 20);
        assertTrue(small.startsWith("sim: out of memory: the command needs more than the Java heap's 48 MiB "), small);
    }

    @Test
    void aRunPastTheClocksLimitIsBadInput() {
        Simulation sim = new Simulation();
        TimeLimitException e = assertThrows(TimeLimitException.class, () -> sim.schedule(Long.MAX_VALUE, arg -> { }, 0));
        assertEquals(2, handle(e, "list"));
        assertEquals("sim: " + e.getMessage(), err.toString().strip());
    }
}
