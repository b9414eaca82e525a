package org.storagesim.devices;

/** Told when a request finishes; the request's completion time is set before the call. */
@FunctionalInterface
public interface IoCompletion {
    void onComplete(IoRequest request);
}
