package org.storagesim.dbms.cpu;

/** Something that runs bursts of computation on the {@link CpuPool}. */
@FunctionalInterface
public interface CpuTask {
    /** The burst handed to {@link CpuPool#run} has finished. */
    void cpuDone();
}
