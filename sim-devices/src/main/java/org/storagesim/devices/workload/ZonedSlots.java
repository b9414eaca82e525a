package org.storagesim.devices.workload;

import org.storagesim.core.random.Mrg32k3aUniforms;

/** fio's zoned distribution: a zone chosen by its share of the requests, then a slot uniformly inside it. */
final class ZonedSlots implements SlotSampler {
    private final double[] accessUpTo;
    private final long[] starts;

    /**
     * @param accessUpTo cumulative percentage of the requests after each zone (the last is 100)
     * @param starts     each zone's first slot, then the slot count
     */
    ZonedSlots(double[] accessUpTo, long[] starts) {
        this.accessUpTo = accessUpTo;
        this.starts = starts;
    }

    @Override
    public long next(Mrg32k3aUniforms uniforms) {
        double point = uniforms.nextDouble() * 100;
        int zone = 0;
        while (zone < accessUpTo.length - 1 && point >= accessUpTo[zone]) {
            zone++;
        }
        long width = starts[zone + 1] - starts[zone];
        return starts[zone] + (long) (uniforms.nextDouble() * width);
    }
}
