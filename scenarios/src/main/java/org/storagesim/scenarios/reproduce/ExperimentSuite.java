package org.storagesim.scenarios.reproduce;

import java.util.List;

/**
 * A group of findings that {@code sim reproduce} checks: usually one paper's experiments, each
 * run from the scenario files under {@code scenarios/}. Register an implementation in
 * {@link ExperimentSuites}.
 */
public interface ExperimentSuite {
    /** The name given on the command line ({@code sim reproduce p0}). */
    String id();

    /** One line for {@code sim reproduce --help} and {@code sim list}. */
    String description();

    /** Runs the experiments and returns the findings in a fixed order. */
    List<Finding> run(ReproduceContext context);
}
