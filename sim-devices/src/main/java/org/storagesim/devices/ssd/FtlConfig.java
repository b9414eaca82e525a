package org.storagesim.devices.ssd;

import java.util.List;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.ftl.GcCopy;
import org.storagesim.devices.ftl.GcPolicy;
import org.storagesim.devices.ftl.WearLeveling;

/**
 * The {@code ftl:} keys of a flash device.
 *
 * @param mapping                 {@code page} (page-level mapping with garbage collection) or
 *                                {@code hybrid} (FAST-style log blocks with merges)
 * @param overProvisioning        fraction of the flash hidden from the host (0..0.9)
 * @param gcThreshold             free-block fraction per plane at which collection blocks writes
 * @param gcCandidates            blocks drawn per choice by {@code gc_policy: random_greedy} (default:
 *                                log2 of the blocks per plane, as MQSim's RGA)
 * @param gcBackgroundThreshold   free-block fraction per plane below which idle time is used to collect
 * @param gcCopy                  how collection and merges move valid pages: {@code copyback} (in the
 *                                chip, the default) or {@code controller} (over the channel and back)
 * @param gcPreemptible           whether reads go ahead of collection's page moves and erases waiting
 *                                for a die (default false: a die collects a victim in one stretch)
 * @param cachedMappingTable      DRAM for mapping entries (8 B each); absent: the whole table is in DRAM
 * @param staticWearThreshold     erase-count spread that makes static wear levelling move cold data
 * @param logBlocks               random log blocks of the hybrid mapping
 */
public record FtlConfig(Mapping mapping, Double overProvisioning, GcPolicy gcPolicy, Integer gcCandidates, Double gcThreshold,
                        Double gcBackgroundThreshold, GcCopy gcCopy, Boolean gcPreemptible, ByteSize cachedMappingTable, WearLeveling wearLeveling,
                        Integer staticWearThreshold, Integer logBlocks) {
    /** Address mapping schemes. */
    public enum Mapping { PAGE, HYBRID }

    public FtlConfig {
        mapping = mapping == null ? Mapping.PAGE : mapping;
        overProvisioning = overProvisioning == null ? 0.07 : overProvisioning;
        if (overProvisioning < 0 || overProvisioning > 0.9) {
            throw new InvalidConfigException(List.of("over_provisioning"), "must be 0..0.9, got "
                    + overProvisioning);
        }
        gcPolicy = gcPolicy == null ? GcPolicy.GREEDY : gcPolicy;
        if (gcCandidates != null && gcPolicy != GcPolicy.RANDOM_GREEDY) {
            throw new InvalidConfigException(List.of("gc_candidates"), "applies to gc_policy: random_greedy"
                    + " only, and the policy is " + gcPolicy.name().toLowerCase());
        }
        if (gcCandidates != null && gcCandidates < 1) {
            throw new InvalidConfigException(List.of("gc_candidates"), "must be at least 1, got "
                    + gcCandidates);
        }
        gcThreshold = gcThreshold == null ? 0.05 : gcThreshold;
        gcBackgroundThreshold = gcBackgroundThreshold == null ? gcThreshold : gcBackgroundThreshold;
        if (gcThreshold <= 0 || gcThreshold >= 0.5 || gcBackgroundThreshold < gcThreshold || gcBackgroundThreshold >= 0.5) {
            throw new InvalidConfigException(List.of("gc_threshold"), "need 0 < gc_threshold ≤ gc_background_threshold < 0.5");
        }
        gcCopy = gcCopy == null ? GcCopy.COPYBACK : gcCopy;
        gcPreemptible = gcPreemptible != null && gcPreemptible;
        if (gcPreemptible && mapping == Mapping.HYBRID) {
            throw new InvalidConfigException(List.of("gc_preemptible"), "applies to mapping: page only;"
                    + " the hybrid mapping merges in line with the write that needs it");
        }
        wearLeveling = wearLeveling == null ? WearLeveling.DYNAMIC : wearLeveling;
        staticWearThreshold = staticWearThreshold == null ? 100 : staticWearThreshold;
        logBlocks = logBlocks == null ? 8 : logBlocks;
        if (logBlocks < 1) {
            throw new InvalidConfigException(List.of("log_blocks"), "must be at least 1");
        }
    }
}
