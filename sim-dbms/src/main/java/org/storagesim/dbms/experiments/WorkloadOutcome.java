package org.storagesim.dbms.experiments;

import java.util.List;
import org.storagesim.dbms.scan.ScanResult;

/**
 * What a query workload measured.
 *
 * @param queries          each concurrent query's result, in query-id order
 * @param seeks            seeks the device saw over the whole run
 * @param meanRequestBytes mean length of the requests the device saw
 * @param modelSeconds     P0's model (equation 1 or 2) for one query alone
 */
public record WorkloadOutcome(List<ScanResult> queries, long seeks, double meanRequestBytes, double modelSeconds) {
}
