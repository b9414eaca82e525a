package org.storagesim.devices.ftl;

import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import umontreal.ssj.rng.MRG32k3a;

/**
 * Blocks of every plane: which are free (per plane a ring in the order they were freed, or, with
 * wear levelling, a min-heap on erase count), which are open for writing (one write point per
 * plane for host data and one for garbage-collection copies, so hot and cold data do not share
 * blocks), and which are sealed and may be reclaimed. Chooses free blocks (wear levelling) and
 * victims (the {@link GcPolicy}; greedy uses {@link ValidCountBuckets}, so neither choice scans
 * the plane). Knows nothing about time.
 */
final class BlockManager {
    static final int HOST = 0;
    static final int GC = 1;
    private static final byte FREE = 0;
    private static final byte OPEN = 1;
    private static final byte SEALED = 2;

    private final NandGeometry geometry;
    private final NandArray nand;
    private final PageMap map;
    private final GcPolicy policy;
    /** Blocks drawn per choice, and where from, under {@link GcPolicy#RANDOM_GREEDY}. */
    private final int candidates;
    private final MRG32k3a draws;
    private final WearLeveling wearLeveling;
    private final int staticThreshold;
    private final int blocksPerPlane;
    private final int pagesPerBlock;
    private final byte[] state;
    private final long[] sealedAt;
    private final int[] freeRing;
    private final int[] freeHead;
    private final int[] freeCount;
    private final int[] openBlock;
    private final int[] writePointer;
    private final int[] maxErase;
    private final ValidCountBuckets sealedByValid;
    private long pagesAllocated;

    BlockManager(NandArray nand, PageMap map, GcSettings gc, WearLeveling wearLeveling, int staticThreshold) {
        this.geometry = nand.geometry();
        this.nand = nand;
        this.map = map;
        this.policy = gc.policy();
        this.candidates = gc.candidates();
        this.draws = gc.stream();
        this.wearLeveling = wearLeveling;
        this.staticThreshold = staticThreshold;
        this.blocksPerPlane = geometry.blocksPerPlane();
        this.pagesPerBlock = geometry.pagesPerBlock();
        int planes = geometry.planes();
        this.state = new byte[geometry.blocks()];
        this.sealedAt = new long[geometry.blocks()];
        this.freeRing = new int[geometry.blocks()];
        this.freeHead = new int[planes];
        this.freeCount = new int[planes];
        this.openBlock = new int[planes * 2];
        this.writePointer = new int[planes * 2];
        this.maxErase = new int[planes];
        this.sealedByValid = new ValidCountBuckets(planes, blocksPerPlane, pagesPerBlock);
        map.watch(sealedByValid);
        for (int plane = 0; plane < planes; plane++) {
            for (int b = 0; b < blocksPerPlane; b++) {
                freeRing[plane * blocksPerPlane + b] = geometry.block(plane, b);
            }
            freeCount[plane] = blocksPerPlane;
            openBlock[plane * 2] = -1;
            openBlock[plane * 2 + 1] = -1;
        }
    }

    /**
     * Makes the state of every block a copy of {@code source}'s, a manager of the same geometry,
     * and the stream that draws victims continue where {@code source}'s is.
     */
    void copyFrom(BlockManager source) {
        System.arraycopy(source.state, 0, state, 0, state.length);
        System.arraycopy(source.sealedAt, 0, sealedAt, 0, sealedAt.length);
        System.arraycopy(source.freeRing, 0, freeRing, 0, freeRing.length);
        System.arraycopy(source.freeHead, 0, freeHead, 0, freeHead.length);
        System.arraycopy(source.freeCount, 0, freeCount, 0, freeCount.length);
        System.arraycopy(source.openBlock, 0, openBlock, 0, openBlock.length);
        System.arraycopy(source.writePointer, 0, writePointer, 0, writePointer.length);
        System.arraycopy(source.maxErase, 0, maxErase, 0, maxErase.length);
        sealedByValid.copyFrom(source.sealedByValid);
        pagesAllocated = source.pagesAllocated;
        if (draws != null) {
            draws.setSeed(source.draws.getState());
        }
    }

    /** Bytes its per-block state takes. */
    long tableBytes() {
        return (long) state.length * (Byte.BYTES + Long.BYTES + Integer.BYTES) + sealedByValid.tableBytes();
    }

    int freeBlocks(int plane) {
        return freeCount[plane];
    }

    /** Whether the next page of {@code stream} in {@code plane} needs a block taken from the free pool. */
    boolean needsFreshBlock(int plane, int stream) {
        int slot = plane * 2 + stream;
        return openBlock[slot] < 0 || writePointer[slot] == pagesPerBlock;
    }

    /** The next free page of a write point, opening a free block if needed; −1 if the plane has none. */
    int allocate(int plane, int stream) {
        int slot = plane * 2 + stream;
        if (openBlock[slot] < 0 || writePointer[slot] == pagesPerBlock) {
            if (openBlock[slot] >= 0) {
                seal(openBlock[slot]);
                openBlock[slot] = -1;
            }
            if (freeCount[plane] == 0) {
                return -1;
            }
            openBlock[slot] = takeFree(plane);
            writePointer[slot] = 0;
        }
        pagesAllocated++;
        return geometry.firstPage(openBlock[slot]) + writePointer[slot]++;
    }

    /**
     * Whether {@code plane} can take a host page without its last free block, which is kept for
     * garbage collection's copies (a collection that cannot place them could never free a block).
     */
    boolean takesHostPage(int plane) {
        return !needsFreshBlock(plane, HOST) || freeCount[plane] > 1;
    }

    /** A host page on the first plane after {@code plane} (in index order) that {@link #takesHostPage takes one}. */
    int allocateHostElsewhere(int plane) {
        int planes = geometry.planes();
        for (int i = 1; i < planes; i++) {
            int p = (plane + i) % planes;
            if (takesHostPage(p)) {
                return allocate(p, HOST);
            }
        }
        throw new IllegalStateException("flash is full: no plane has a free block although the FTL keeps a reserve");
    }

    /** Pages the write point can still take without opening a block (0 if it has no open block). */
    int roomInOpenBlock(int plane, int stream) {
        int slot = plane * 2 + stream;
        return openBlock[slot] < 0 ? 0 : pagesPerBlock - writePointer[slot];
    }

    /**
     * Allocates the next {@code pages} pages of the write point's open block at once, which must
     * have room for them; returns the first (the others follow it).
     */
    int allocateRun(int plane, int stream, int pages) {
        int slot = plane * 2 + stream;
        if (pages > roomInOpenBlock(plane, stream)) {
            throw new IllegalArgumentException("the open block has room for " + roomInOpenBlock(plane, stream)
                    + " pages, not " + pages);
        }
        int first = geometry.firstPage(openBlock[slot]) + writePointer[slot];
        writePointer[slot] += pages;
        pagesAllocated += pages;
        return first;
    }

    /** Pages allocated since the drive was new. */
    long pagesAllocated() {
        return pagesAllocated;
    }

    private void seal(int block) {
        state[block] = SEALED;
        sealedAt[block] = pagesAllocated;
        sealedByValid.add(block, map.valid(block));
    }

    private int takeFree(int plane) {
        int block;
        if (wearLeveling == WearLeveling.NONE) {
            int head = freeHead[plane];
            block = freeRing[plane * blocksPerPlane + head];
            freeHead[plane] = head + 1 == blocksPerPlane ? 0 : head + 1;
            freeCount[plane]--;
        } else {
            block = popLeastErased(plane);
        }
        state[block] = OPEN;
        return block;
    }

    /** The victim is being emptied: stop tracking its valid count (its pages are about to move). */
    void collecting(int block) {
        sealedByValid.remove(block);
    }

    /** Returns an erased block to its plane's free pool. */
    void release(int block) {
        int plane = geometry.planeOfBlock(block);
        sealedByValid.remove(block);
        if (wearLeveling == WearLeveling.NONE) {
            int pos = freeHead[plane] + freeCount[plane];
            if (pos >= blocksPerPlane) {
                pos -= blocksPerPlane;
            }
            freeRing[plane * blocksPerPlane + pos] = block;
            freeCount[plane]++;
        } else {
            pushFree(plane, block);
        }
        state[block] = FREE;
        maxErase[plane] = Math.max(maxErase[plane], nand.eraseCount(block));
    }

    // The wear-levelling free pool: a binary min-heap per plane in that plane's stretch of freeRing,
    // ordered by erase count and then block number (erase counts do not change while a block is free).

    private boolean lessWorn(int a, int b) {
        int ca = nand.eraseCount(a);
        int cb = nand.eraseCount(b);
        return ca < cb || (ca == cb && a < b);
    }

    private void pushFree(int plane, int block) {
        int base = plane * blocksPerPlane;
        int i = freeCount[plane]++;
        while (i > 0) {
            int parent = (i - 1) >>> 1;
            if (!lessWorn(block, freeRing[base + parent])) {
                break;
            }
            freeRing[base + i] = freeRing[base + parent];
            i = parent;
        }
        freeRing[base + i] = block;
    }

    private int popLeastErased(int plane) {
        int base = plane * blocksPerPlane;
        int top = freeRing[base];
        int size = --freeCount[plane];
        int last = freeRing[base + size];
        int i = 0;
        while (true) {
            int child = 2 * i + 1;
            if (child >= size) {
                break;
            }
            if (child + 1 < size && lessWorn(freeRing[base + child + 1], freeRing[base + child])) {
                child++;
            }
            if (!lessWorn(freeRing[base + child], last)) {
                break;
            }
            freeRing[base + i] = freeRing[base + child];
            i = child;
        }
        freeRing[base + i] = last;
        return top;
    }

    /** The sealed block of {@code plane} to reclaim next, or −1 if none is worth reclaiming. */
    int victim(int plane) {
        if (policy == GcPolicy.GREEDY && wearLeveling != WearLeveling.STATIC) {
            return fewestValid(plane);
        }
        if (policy == GcPolicy.RANDOM_GREEDY && wearLeveling != WearLeveling.STATIC) {
            return randomGreedy(plane);
        }
        int first = geometry.block(plane, 0);
        int best = -1;
        double bestScore = Double.NEGATIVE_INFINITY;
        int coldest = -1;
        int coldestErase = Integer.MAX_VALUE;
        for (int block = first; block < first + blocksPerPlane; block++) {
            if (state[block] != SEALED) {
                continue;
            }
            int valid = map.valid(block);
            double score;
            switch (policy) {
                case GREEDY:
                    score = -valid;
                    break;
                case FIFO:
                    score = -sealedAt[block];
                    break;
                case RANDOM_GREEDY:
                    score = 0; // drawn below, once static wear levelling has had its say
                    break;
                default:
                    double u = (double) valid / pagesPerBlock;
                    score = u == 0 ? Double.MAX_VALUE : (pagesAllocated - sealedAt[block] + 1) * (1 - u) / (2 * u);
            }
            if (score > bestScore) {
                bestScore = score;
                best = block;
            }
            if (wearLeveling == WearLeveling.STATIC && nand.eraseCount(block) < coldestErase) {
                coldestErase = nand.eraseCount(block);
                coldest = block;
            }
        }
        if (coldest >= 0 && maxErase[plane] - coldestErase > staticThreshold) {
            return coldest;
        }
        if (policy == GcPolicy.RANDOM_GREEDY) {
            return randomGreedy(plane);
        }
        if (policy != GcPolicy.FIFO && best >= 0 && map.valid(best) == pagesPerBlock) {
            return -1; // nothing to gain: every page of the best candidate is still valid
        }
        return best;
    }

    /** The sealed block of {@code plane} with the fewest valid pages, or −1 if none has an invalid page. */
    private int fewestValid(int plane) {
        int best = sealedByValid.fewest(plane);
        return best < 0 || map.valid(best) == pagesPerBlock ? -1 : best;
    }

    /**
     * Of {@link #candidates} sealed blocks of {@code plane} drawn uniformly at random (with
     * replacement, as the d-choices model draws), the one with the fewest valid pages; −1 if the
     * plane has none. The choice may be a wholly valid block, which is moved and frees nothing:
     * that is the algorithm, and what its write amplification accounts for.
     */
    private int randomGreedy(int plane) {
        int open = (openBlock[plane * 2] >= 0 ? 1 : 0) + (openBlock[plane * 2 + 1] >= 0 ? 1 : 0);
        if (blocksPerPlane - freeCount[plane] - open == 0) {
            return -1; // no sealed block: every block is free or open
        }
        int first = geometry.block(plane, 0);
        int best = -1;
        for (int drawn = 0; drawn < candidates; ) {
            int block = first + draws.nextInt(0, blocksPerPlane - 1);
            if (state[block] == SEALED) {
                drawn++;
                if (best < 0 || map.valid(block) < map.valid(best)) {
                    best = block;
                }
            }
        }
        return best;
    }
}
