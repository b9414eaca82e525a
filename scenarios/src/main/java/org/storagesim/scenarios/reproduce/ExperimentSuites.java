package org.storagesim.scenarios.reproduce;

import java.util.List;
import java.util.Optional;

/** Every suite {@code sim reproduce} knows, in the order it runs them. Add a new suite here. */
public final class ExperimentSuites {
    private static final List<ExperimentSuite> ALL = List.of(
            new ChecksSuite(),
            new P0Suite(),
            new P4Suite(),
            new P3Suite());

    private ExperimentSuites() {
    }

    public static List<ExperimentSuite> all() {
        return ALL;
    }

    public static Optional<ExperimentSuite> find(String id) {
        return ALL.stream().filter(s -> s.id().equals(id)).findFirst();
    }

    public static List<String> ids() {
        return ALL.stream().map(ExperimentSuite::id).toList();
    }
}
