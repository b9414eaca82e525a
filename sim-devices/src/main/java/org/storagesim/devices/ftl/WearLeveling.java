package org.storagesim.devices.ftl;

/**
 * NONE takes free blocks in the order they were freed. DYNAMIC takes the least-erased free block.
 * STATIC also does that and, when a plane's erase counts spread beyond a threshold, reclaims the
 * least-erased block holding data, so cold data moves off little-worn blocks.
 */
public enum WearLeveling {
    NONE, DYNAMIC, STATIC
}
