package org.storagesim.devices.workload;

import org.storagesim.core.random.Mrg32k3aUniforms;

/** Draws one of a job's aligned offsets (a slot in [0, slots)) from a stream of uniforms. */
@FunctionalInterface
interface SlotSampler {
    long next(Mrg32k3aUniforms uniforms);
}
