package org.storagesim.dbms.scan;

/** Told when a query has produced its last tuple. */
@FunctionalInterface
public interface ScanListener {
    void finished(int queryId);
}
