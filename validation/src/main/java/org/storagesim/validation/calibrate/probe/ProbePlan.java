package org.storagesim.validation.calibrate.probe;

import java.util.ArrayList;
import java.util.List;

/**
 * What a probe run measures: the points, how long each runs, and an optional sustained random-write
 * phase (long enough on a flash device to exhaust its free blocks and expose garbage collection).
 *
 * @param sustainedWriteNanos 0 to skip; otherwise 4 KiB random writes at QD 32 for this long, reported
 *                            as consecutive points of {@code sustainedIntervalNanos} each
 */
public record ProbePlan(long fileSizeBytes, List<ProbePoint> points, long pointRuntimeNanos,
                        long sustainedWriteNanos, long sustainedIntervalNanos) {

    /** The default sweep: 4 KiB–1 MiB × QD 1–32 for random and sequential reads and writes. */
    public static List<ProbePoint> defaultPoints() {
        long[] sizes = {4096, 16384, 65536, 131072, 1 << 20};
        int[] depths = {1, 4, 8, 32};
        List<ProbePoint> points = new ArrayList<>();
        for (String rw : new String[] {"randread", "read", "randwrite", "write"}) {
            for (long bs : sizes) {
                for (int qd : depths) {
                    points.add(new ProbePoint(rw, bs, qd));
                }
            }
        }
        return points;
    }
}
