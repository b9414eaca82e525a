package org.storagesim.devices.ftl;

import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;

/**
 * Garbage collection of a page-mapped FTL, one plane at a time: takes the victims
 * {@link BlockManager} chooses, moves their valid pages to the plane's collection write point and
 * erases them. It runs in the foreground when a plane's free blocks fall to the foreground
 * threshold (on the die's timeline, before the write that needs a block, or queued behind reads
 * when collection is pre-emptible); in time the die would otherwise idle while they are below the
 * background threshold; and outside simulated time while the drive is preconditioned.
 */
final class GarbageCollector {
    /** Most victims one call reclaims, so a plane whose victims free nothing cannot loop for ever. */
    private static final int ROUNDS_LIMIT = 64;

    private final NandArray nand;
    private final NandGeometry geometry;
    private final PageMap map;
    private final BlockManager blocks;
    private final boolean preemptible;
    private final int foregroundThreshold;
    private final int backgroundThreshold;
    /** Whether collection moves pages through the controller rather than by copy-back. */
    private final boolean throughController;
    /** Die time of one copy on average (exact when every page type takes the same time). */
    private final long copyNanos;
    private final boolean uniformPages;
    private final long eraseNanos;
    private final int[] victimPages;
    /**
     * Where the pages of the last {@link #relocate} came from and went, when they go through the
     * controller or are queued one by one (else null).
     */
    private final int[] movedFrom;
    private final int[] movedTo;
    /** Die time of the copies of the last {@link #relocate}, when they are copy-backs. */
    private long relocatedNanos;
    /** Pages moved outside simulated time since {@link #takeUntimedMoves} last asked. */
    private long untimedMoves;

    /**
     * @param foregroundThreshold  free blocks per plane at which collection comes before a host page (≥ 1)
     * @param backgroundThreshold  free blocks per plane below which idle time is used to collect
     */
    GarbageCollector(NandArray nand, PageMap map, BlockManager blocks, GcSettings gc, int foregroundThreshold,
                     int backgroundThreshold) {
        this.nand = nand;
        this.geometry = nand.geometry();
        this.map = map;
        this.blocks = blocks;
        this.preemptible = gc.preemptible();
        this.foregroundThreshold = foregroundThreshold;
        this.backgroundThreshold = Math.max(foregroundThreshold, backgroundThreshold);
        this.throughController = gc.copy() == GcCopy.CONTROLLER;
        int pageBytes = geometry.pageBytes();
        // Through the controller the page crosses the channel twice, and the die waits for both.
        this.copyNanos = nand.timing().meanReadNanos() + nand.timing().meanProgramNanos()
                + (throughController ? 2 * nand.timing().transferNanos(pageBytes) : 0);
        this.uniformPages = nand.timing().uniform();
        this.eraseNanos = nand.timing().eraseNanos();
        this.victimPages = new int[geometry.pagesPerBlock()];
        boolean pageByPage = throughController || preemptible;
        this.movedFrom = pageByPage ? new int[geometry.pagesPerBlock()] : null;
        this.movedTo = pageByPage ? new int[geometry.pagesPerBlock()] : null;
    }

    /** Whether {@code plane} must be collected before its next host page: it needs a fresh block and is at the threshold. */
    boolean dueBeforeHostPage(int plane) {
        return blocks.needsFreshBlock(plane, BlockManager.HOST) && blocks.freeBlocks(plane) <= foregroundThreshold;
    }

    /** Collects {@code plane} above the foreground threshold on its die's timeline, from {@code t} on. */
    void collectForeground(int plane, long t) {
        reclaim(plane, t, true);
    }

    /** Collects {@code plane} above the foreground threshold outside simulated time (preconditioning). */
    void collectUntimed(int plane) {
        reclaim(plane, 0, false);
    }

    /** Pages moved outside simulated time since the last call, for the NAND array's program count. */
    long takeUntimedMoves() {
        long moves = untimedMoves;
        untimedMoves = 0;
        return moves;
    }

    private void reclaim(int plane, long t, boolean timed) {
        int die = geometry.dieOfPlane(plane);
        for (int round = 0; round < ROUNDS_LIMIT && blocks.freeBlocks(plane) <= foregroundThreshold; round++) {
            int victim = blocks.victim(plane);
            if (victim < 0) {
                break;
            }
            int moved = relocate(victim, plane);
            if (timed && preemptible) {
                queueRelocated(moved, t);
                nand.queueErase(victim, t);
            } else if (timed) {
                t = moveRelocated(die, moved, t);
                t = nand.erase(victim, t);
            } else {
                untimedMoves += moved;
                nand.countErase(victim);
            }
            blocks.release(victim);
        }
    }

    /**
     * Collects in the die's idle time before {@code t}: only victims whose whole cost fits there,
     * and none while queued collection work is still waiting for the die.
     */
    void collectInIdleTime(int die, long t) {
        if (nand.hasQueuedWork(die)) {
            return;
        }
        for (int p = 0; p < geometry.planesPerDie(); p++) {
            int plane = geometry.plane(die, p);
            for (int round = 0; round < ROUNDS_LIMIT && blocks.freeBlocks(plane) < backgroundThreshold; round++) {
                int victim = blocks.victim(plane);
                if (victim < 0) {
                    break;
                }
                // With page types that differ, the copies' exact time is known only once they are
                // placed; the mean stands for it here, and the die stays busy for the exact time.
                long cost = map.valid(victim) * copyNanos + eraseNanos;
                long idle = nand.dieGap(die, nand.now(), cost);
                if (idle + cost > t) {
                    break;
                }
                int moved = relocate(victim, plane);
                long done = moveRelocated(die, moved, idle);
                nand.erase(victim, done);
                blocks.release(victim);
            }
        }
    }

    /**
     * Moves the {@code moved} pages of the last {@link #relocate} in flash from {@code t} on: as
     * copy-backs, one stretch of die time; through the controller, each page read out and then
     * programmed, as the die and the channel allow. Returns when the last is durable.
     */
    private long moveRelocated(int die, int moved, long t) {
        if (!throughController) {
            return nand.copyBack(die, moved, relocatedNanos, t);
        }
        long done = t;
        for (int k = 0; k < moved; k++) {
            done = Math.max(done, nand.copyThroughController(movedFrom[k], movedTo[k], t));
        }
        return done;
    }

    /** Queues the moves of the last {@link #relocate} on their die, to start from {@code t} on, giving way to reads. */
    private void queueRelocated(int moved, long t) {
        for (int k = 0; k < moved; k++) {
            if (throughController) {
                nand.queueCopyThroughController(movedFrom[k], movedTo[k], t);
            } else {
                nand.queueCopyBack(movedFrom[k], movedTo[k], t);
            }
        }
    }

    /**
     * Maps the victim's valid pages to the plane's collection write point; returns how many, and
     * leaves what {@link #moveRelocated} and {@link #queueRelocated} need: the die time of their
     * copy-backs in {@link #relocatedNanos}, and where each page goes (when moved through the
     * controller or queued).
     */
    private int relocate(int victim, int plane) {
        blocks.collecting(victim);
        int found = map.validPages(victim, victimPages);
        relocatedNanos = uniformPages ? found * copyNanos : 0;
        // Moved as many at a time as the open collection block still takes.
        for (int i = 0; i < found; ) {
            int destination = blocks.allocate(plane, BlockManager.GC);
            if (destination < 0) {
                throw new IllegalStateException("plane " + plane + " has no block left for garbage collection");
            }
            int run = Math.min(found - i, 1 + blocks.roomInOpenBlock(plane, BlockManager.GC));
            if (run > 1) {
                blocks.allocateRun(plane, BlockManager.GC, run - 1);
            }
            if (movedFrom != null) {
                for (int k = 0; k < run; k++) {
                    movedFrom[i + k] = map.physical(victimPages[i + k]);
                    movedTo[i + k] = destination + k;
                }
            }
            if (!throughController && !uniformPages) {
                for (int k = 0; k < run; k++) {
                    relocatedNanos += nand.copyNanos(map.physical(victimPages[i + k]), destination + k);
                }
            }
            map.moveRun(victimPages, i, run, victim, destination);
            i += run;
        }
        return found;
    }
}
