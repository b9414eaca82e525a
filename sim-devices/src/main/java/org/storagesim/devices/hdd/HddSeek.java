package org.storagesim.devices.hdd;

import java.util.List;

/**
 * Seek time as a function of cylinder distance: either a measured curve of
 * {@code [distance, ms]} points (interpolated linearly), or the two-part formula of Ruemmler and
 * Wilkes ("An introduction to disk drive modeling", 1994) as DiskSim's HPL coefficients
 * {@code [boundary, a, b, c, d, singleCylinderMs]}: {@code a + b*sqrt(d)} below the boundary,
 * {@code c + d*distance} from it, optionally with measured times for distances 1..10.
 */
public record HddSeek(List<List<Double>> curve, List<Double> hpl, List<Double> firstTen,
                      Double singleCylinderMs) {
}
