package org.storagesim.dbms.experiments;

/**
 * One point of P0-8: an ORDERS select running beside {@code queries − 1} other scans.
 *
 * @param queries          queries running at once, the ORDERS select included
 * @param seconds          the ORDERS select's elapsed time
 * @param slowdown         that time over the same select run alone
 * @param seeks            seeks the device saw while the select ran
 * @param meanRequestBytes mean request length the device saw while the select ran
 * @param cpuShare         the select's CPU time over its elapsed time
 */
public record ConcurrencyPoint(int queries, double seconds, double slowdown, long seeks, double meanRequestBytes,
                               double cpuShare) {
}
