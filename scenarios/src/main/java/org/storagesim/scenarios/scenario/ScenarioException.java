package org.storagesim.scenarios.scenario;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.LocationIndex;
import org.storagesim.scenarios.InputException;

/**
 * A problem in a scenario file, located: {@code FILE:LINE:COLUMN: key 'K': what is wrong; allowed: ...};
 * or several, one such line each, located by the first.
 */
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

    private ScenarioException(List<ScenarioException> problems) {
        super(problems.stream().map(ScenarioException::getMessage).collect(Collectors.joining("\n")));
        ScenarioException first = problems.get(0);
        this.file = first.file;
        this.line = first.line;
        this.column = first.column;
        this.key = first.key;
    }

    /** The problems given, in their order, as one exception (the only one if there is one). */
    public static ScenarioException all(List<ScenarioException> problems) {
        return problems.size() == 1 ? problems.get(0) : new ScenarioException(problems);
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
