package org.storagesim.core.kernel;

/**
 * Something that reacts to a scheduled event. Actors (devices, workload jobs, queries) implement it
 * once and tell their events apart by the {@code arg} they scheduled with, so scheduling allocates
 * nothing.
 */
@FunctionalInterface
public interface EventHandler {
    void handle(long arg);
}
