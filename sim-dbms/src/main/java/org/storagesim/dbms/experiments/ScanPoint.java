package org.storagesim.dbms.experiments;

import org.storagesim.dbms.scan.ScanResult;

/**
 * One simulated query with what the device saw and what P0's model predicts for it.
 *
 * @param projected        k
 * @param result           the query's own measurements
 * @param seeks            seeks the device saw (P0's 63-sector rule)
 * @param meanRequestBytes mean length of the requests the device saw
 * @param modelSeconds     equation 1 (row) or 2 (column) for this query
 */
public record ScanPoint(int projected, ScanResult result, long seeks, double meanRequestBytes, double modelSeconds) {
    public double seconds() {
        return result.seconds();
    }
}
