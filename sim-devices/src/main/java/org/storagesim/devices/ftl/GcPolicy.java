package org.storagesim.devices.ftl;

/**
 * How garbage collection picks the block to reclaim.
 * <ul>
 * <li>GREEDY: the block with the fewest valid pages (least copying now).</li>
 * <li>FIFO: the block sealed longest ago (a circular log), even one whose pages are all still
 * valid: the log moves cold data on, where the other policies wait for a block with something to gain.</li>
 * <li>COST_BENEFIT: the block maximising age·(1−u)/(2u), u its valid fraction (Kawaguchi et al.,
 * LFS cleaning): old, mostly invalid blocks first, sparing blocks that are still changing.</li>
 * <li>RANDOM_GREEDY: of d sealed blocks drawn uniformly at random, the one with the fewest valid
 * pages (the d-choices algorithm, Van Houdt, SIGMETRICS 2013, close to greedy from d ≈ 10 on;
 * MQSim's default RGA, with d = log2 of the blocks per plane). d = 1 is random selection.</li>
 * </ul>
 */
public enum GcPolicy {
    GREEDY, FIFO, COST_BENEFIT, RANDOM_GREEDY
}
