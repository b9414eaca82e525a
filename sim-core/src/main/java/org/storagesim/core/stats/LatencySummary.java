package org.storagesim.core.stats;

/**
 * Latency figures of one run, in nanoseconds. {@code ci95HalfWidth} is the half-width of the 95 %
 * confidence interval of the mean under the usual normal approximation (it assumes independent
 * observations, so read it as a lower bound for correlated queueing output).
 */
public record LatencySummary(long count, double mean, long p50, long p90, long p99, long p999, long max,
                             double ci95HalfWidth) {
}
