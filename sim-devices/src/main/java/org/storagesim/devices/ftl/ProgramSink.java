package org.storagesim.devices.ftl;

/** Told when pages handed to the FTL will be durable, so the write buffer can release their space. */
@FunctionalInterface
public interface ProgramSink {
    /** {@code hostPages} of the pages in this program came from host writes (the rest are FTL metadata). */
    void programmed(long doneNanos, int hostPages);
}
