package org.storagesim.devices.ftl;

/**
 * How garbage collection picks the block to reclaim.
 * <ul>
 * <li>GREEDY: the block with the fewest valid pages (least copying now).</li>
 * <li>FIFO: the block sealed longest ago (a circular log).</li>
 * <li>COST_BENEFIT: the block maximising age·(1−u)/(2u), u its valid fraction (Kawaguchi et al.,
 * LFS cleaning): old, mostly invalid blocks first, sparing blocks that are still changing.</li>
 * </ul>
 */
public enum GcPolicy {
    GREEDY, FIFO, COST_BENEFIT
}
