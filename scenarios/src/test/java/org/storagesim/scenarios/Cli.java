package org.storagesim.scenarios;

import java.io.PrintWriter;
import java.io.StringWriter;
import org.storagesim.scenarios.cli.SimCommand;

/** Runs the sim command in-process and captures what it printed. */
public record Cli(int code, String out, String err) {
    public static Cli run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int code = SimCommand.execute(args, new PrintWriter(out), new PrintWriter(err));
        return new Cli(code, out.toString(), err.toString());
    }

    @Override
    public String toString() {
        return "exit " + code + "\n--- stdout\n" + out + "--- stderr\n" + err;
    }
}
