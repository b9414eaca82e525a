package org.storagesim.scenarios.scenario;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.storagesim.devices.config.FileProblem;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.config.LocationIndex;

/**
 * Turns key paths into located exceptions for one file; paths into entries a sweep expanded
 * (null: none yet) are traced back to where the file writes them.
 */
record Located(Path file, LocationIndex index, Sweeps sweeps) {
    ScenarioException at(List<Object> path, String key, String message) {
        return new ScenarioException(file, index.find(sweeps == null ? path : sweeps.origin(path)), key, message);
    }

    /** A problem found in the file's tree, located where its path leads. */
    ScenarioException at(InvalidConfigException problem) {
        return at(problem.path(), problem.key(), problem.getMessage());
    }

    ScenarioException syntax(IOException e) {
        FileProblem p = FileProblem.syntax(file, e);
        return new ScenarioException(file, p.at(), p.key(), p.problem());
    }
}
