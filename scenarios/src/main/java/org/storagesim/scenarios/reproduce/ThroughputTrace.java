package org.storagesim.scenarios.reproduce;

import org.storagesim.scenarios.run.RunResult;

/**
 * A run's throughput as 1 s points in MiB/s (the unit P3 uses), with the averages its findings
 * compare: over a span of seconds, and the first second at which a moving average settles.
 */
final class ThroughputTrace {
    private static final double MIB = 1024.0 * 1024.0;

    private final double[] mibPerSec;
    private final long[] bytes;

    ThroughputTrace(RunResult run) {
        int n = run.intervals();
        mibPerSec = new double[n];
        bytes = new long[n];
        for (int i = 0; i < n; i++) {
            bytes[i] = run.bytesIn(i);
            mibPerSec[i] = run.bytesIn(i) / MIB / (run.intervalLengthNanos(i) / 1e9);
        }
    }

    int points() {
        return mibPerSec.length;
    }

    double at(int i) {
        return mibPerSec[i];
    }

    /** Mean of the points in [from, to). */
    double mean(int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += mibPerSec[i];
        }
        return sum / Math.max(1, to - from);
    }

    /** Bytes completed in the points [0, end). */
    long bytesBefore(int end) {
        long sum = 0;
        for (int i = 0; i < end; i++) {
            sum += bytes[i];
        }
        return sum;
    }

    /** First point from which the {@code window}-point moving average stays within {@code band} of {@code level}. */
    int settlesAt(double level, double band, int window) {
        int settled = -1;
        for (int i = 0; i + window <= points(); i++) {
            double avg = mean(i, i + window);
            if (Math.abs(avg - level) <= band * level) {
                if (settled < 0) {
                    settled = i;
                }
            } else {
                settled = -1;
            }
        }
        return settled;
    }
}
