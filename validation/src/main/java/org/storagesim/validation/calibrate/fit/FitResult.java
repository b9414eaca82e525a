package org.storagesim.validation.calibrate.fit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/**
 * The fitted profile tree, how each point compares, the search's final objective, and the
 * parameters the search left at an end of their range (the measurements may lie beyond the model).
 */
public record FitResult(ObjectNode profile, List<PointComparison> points, double objective, int evaluations,
                        List<AtBound> atBounds) {

    /** A parameter that ended at its lowest or highest allowed value. */
    public record AtBound(String name, double value, boolean highest) {
    }
}
