package org.storagesim.devices.ftl;

/**
 * Writes the pages of a page-mapped FTL outside simulated time, as preconditioning does: over the
 * planes in the order timed writes stripe them, collecting garbage where a plane runs short, and
 * counting the programs this stands for so the NAND array's totals include them.
 */
final class UntimedWriter {
    private final PageMap map;
    private final BlockManager blocks;
    private final GarbageCollector collector;
    /** Every plane, in the order successive host pages take them. */
    private final int[] planeOrder;
    private int cursor;
    private long programs;

    UntimedWriter(PageMap map, BlockManager blocks, GarbageCollector collector, int[] planeOrder) {
        this.map = map;
        this.blocks = blocks;
        this.collector = collector;
        this.planeOrder = planeOrder;
    }

    /** Continues with the plane {@code source} would write next (the two write the same planes in the same order). */
    void copyFrom(UntimedWriter source) {
        cursor = source.cursor;
    }

    /** Writes logical page {@code lpn} on the next plane in order. */
    void place(int lpn) {
        int plane = planeOrder[cursor];
        cursor = cursor + 1 == planeOrder.length ? 0 : cursor + 1;
        if (collector.dueBeforeHostPage(plane)) {
            collector.collectUntimed(plane);
        }
        int ppn = blocks.takesHostPage(plane) ? blocks.allocate(plane, BlockManager.HOST) : blocks.allocateHostElsewhere(plane);
        map.map(lpn, ppn);
        programs++;
    }

    /**
     * Writes logical pages 0, 1, ... of a new drive as {@link #place} would one by one, but a
     * stretch of whole rounds over the planes at a time: while every plane's open block has room,
     * round r gives plane i the next page of its block, so each plane's share is one run of
     * consecutive pages. A round where a plane needs a fresh block opens it as {@link #place}
     * would, or, where that would first collect garbage, goes through {@link #place}. Returns how
     * many pages it wrote (whole rounds).
     */
    int fillNew(int filled) {
        int planes = planeOrder.length;
        int[] firstOfRun = new int[planes];
        int done = 0;
        while (filled - done >= planes) {
            int rounds = (filled - done) / planes;
            for (int i = 0; i < planes && rounds > 0; i++) {
                rounds = Math.min(rounds, blocks.roomInOpenBlock(planeOrder[i], BlockManager.HOST));
            }
            if (rounds == 0 && opensBlocksWithoutCollecting()) {
                // A round that opens fresh blocks, as place would without collecting, kept as a
                // stretch of one round (which the next stretch then extends).
                for (int i = 0; i < planes; i++) {
                    firstOfRun[i] = blocks.allocate(planeOrder[i], BlockManager.HOST);
                }
                rounds = 1;
            } else if (rounds == 0) {
                for (int i = 0; i < planes; i++) {
                    place(done++);
                }
                continue;
            } else {
                for (int i = 0; i < planes; i++) {
                    firstOfRun[i] = blocks.allocateRun(planeOrder[i], BlockManager.HOST, rounds);
                }
            }
            map.mapRounds(done, firstOfRun, rounds);
            programs += (long) rounds * planes;
            done += rounds * planes;
        }
        return done;
    }

    /** Whether every plane that needs a fresh block for the next round can open one without collecting first. */
    private boolean opensBlocksWithoutCollecting() {
        for (int plane : planeOrder) {
            if (collector.dueBeforeHostPage(plane) || !blocks.takesHostPage(plane)) {
                return false;
            }
        }
        return true;
    }

    /** Programs written, and pages moved by collection, since the last call. */
    long takePrograms() {
        long total = programs + collector.takeUntimedMoves();
        programs = 0;
        return total;
    }
}
