package org.storagesim.validation.calibrate.fit;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The fitted profile tree, how each point compares, and the search's final objective. */
public record FitResult(ObjectNode profile, List<PointComparison> points, double objective, int evaluations) {
}
