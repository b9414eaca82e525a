package org.storagesim.scenarios.scenario;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import org.storagesim.devices.workload.JobSpec;

/**
 * One device × workload run, checked and ready: the device spec to build a fresh device from, the
 * warm-up jobs whose statistics are discarded, and the measured job.
 */
public record PlannedRun(String device, ObjectNode deviceSpec, String workload, List<JobSpec> warmups, JobSpec job) {
    public PlannedRun {
        warmups = List.copyOf(warmups);
    }
}
