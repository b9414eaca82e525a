package org.storagesim.scenarios.scenario;

import java.nio.file.Path;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.LocationIndex;
import org.storagesim.scenarios.InputException;

/** A problem in a scenario file, located: {@code FILE:LINE:COLUMN: key 'K': what is wrong; allowed: ...}. */
public final class ScenarioException extends InputException {
    private final Path file;
    private final int line;
    private final int column;
    private final String key;

    public ScenarioException(Path file, LocationIndex.Position at, String key, String problem) {
        super(format(file, at, key, problem));
        this.file = file;
        this.line = at.line();
        this.column = at.column();
        this.key = key;
    }

    private static String format(Path file, LocationIndex.Position at, String key, String problem) {
        return new FileProblem(file, at, key, problem).message();
    }

    public Path file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    /** The offending key, or "" when the problem concerns the whole document. */
    public String key() {
        return key;
    }
}
