package org.storagesim.dbms.scan;

/**
 * What one query measured.
 *
 * @param elapsedNanos from the query's start to its last tuple
 * @param cpuNanos     CPU time it used (user + system, one core's worth)
 * @param ioWaitNanos  time it sat waiting for data with nothing to compute
 * @param bytesRead    bytes its requests transferred
 * @param requests     requests it issued
 */
public record ScanResult(long elapsedNanos, long cpuNanos, long ioWaitNanos, long bytesRead, long requests) {
    public double seconds() {
        return elapsedNanos / 1e9;
    }

    /** CPU time over elapsed time, as P0 reports CPU utilisation. */
    public double cpuShare() {
        return elapsedNanos == 0 ? 0 : (double) cpuNanos / elapsedNanos;
    }

    /** Share of the elapsed time spent waiting for I/O. */
    public double ioWaitShare() {
        return elapsedNanos == 0 ? 0 : (double) ioWaitNanos / elapsedNanos;
    }
}
