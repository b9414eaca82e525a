package org.storagesim.devices.ssd;

import java.lang.ref.SoftReference;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;
import org.storagesim.devices.ftl.PageFtl;

/**
 * Page-mapped drives as preconditioning with random overwrites left them, kept per configuration,
 * seed and device name, so that the runs of a process that start from the same drive (every
 * workload of a sweep on one device, the queries of P0's scenarios on SSD-Fast) precondition it
 * once and then copy its tables ({@link PageFtl#copyPreconditionedState}). Overwriting a drive at
 * random takes seconds (SSD-Fast) to minutes (MQSim's default drive); copying its tables takes a
 * tenth of that or less.
 *
 * <p>A copy serves every request exactly as a drive preconditioned afresh would, so results do
 * not depend on whether a run found a copy, only the time to get them does. That leaves the cache
 * free to forget: the drives kept stay within a byte budget and a count, the least recently used
 * going first, and are held softly, so the collector may take them before the heap runs short. A
 * drive whose tables exceed the budget alone, or half the heap free when it is preconditioned, is
 * preconditioned by each run. Runs on several threads that want the same drive at once wait for
 * the first to precondition it rather than repeat the work.
 */
public final class PreconditionedDrives {
    /**
     * A quarter of the heap, and a drive per processor (at least two): a scenario's runs go device
     * by device, so only the devices of the runs in progress still need theirs.
     */
    private static final PreconditionedDrives SHARED = new PreconditionedDrives(Runtime.getRuntime().maxMemory() / 4,
            Math.max(2, Runtime.getRuntime().availableProcessors()));

    /** What a preconditioned drive's state follows from: its configuration and its random streams (seed and device name). */
    public record Key(FlashConfig config, long seed, String deviceName) {
    }

    /** A drive in its preconditioned state, its victim-draw stream included, and the bytes its tables take. */
    private record Snapshot(SoftReference<PageFtl> drive, long bytes) {
    }

    private final long budgetBytes;
    private final int mostDrives;
    private final Map<Key, CompletableFuture<Snapshot>> snapshots = new LinkedHashMap<>(16, 0.75f, true);
    private long heldBytes;

    /**
     * @param budgetBytes most bytes of tables the kept drives may take together
     * @param mostDrives  most drives kept
     */
    public PreconditionedDrives(long budgetBytes, int mostDrives) {
        this.budgetBytes = budgetBytes;
        this.mostDrives = mostDrives;
    }

    /** The process's cache. */
    public static PreconditionedDrives shared() {
        return SHARED;
    }

    /**
     * Brings {@code drive}, new, into its preconditioned state: by copying a kept drive of the same
     * key, or else by running {@code precondition} on it and keeping a copy, made in a drive from
     * {@code blank} (new, of the same configuration).
     */
    public void precondition(Key key, PageFtl drive, Runnable precondition, Supplier<PageFtl> blank) {
        CompletableFuture<Snapshot> mine = new CompletableFuture<>();
        CompletableFuture<Snapshot> earlier;
        synchronized (this) {
            earlier = snapshots.get(key);
            Snapshot done = earlier == null ? null : earlier.getNow(null);
            if (done != null && keptDrive(done) == null) {
                heldBytes -= done.bytes(); // the collector took it
                earlier = null;
            }
            if (earlier == null) {
                snapshots.put(key, mine);
            }
        }
        if (earlier != null) {
            PageFtl kept = keptDrive(earlier.join());
            if (kept != null) {
                drive.copyPreconditionedState(kept);
            } else {
                precondition.run(); // not kept after all (too large, or taken while this run waited)
            }
            return;
        }
        Snapshot made = null;
        try {
            precondition.run();
            long bytes = drive.tableBytes();
            if (bytes <= budgetBytes && bytes <= freeHeapBytes() / 2) {
                PageFtl copy = blank.get();
                copy.copyPreconditionedState(drive);
                made = new Snapshot(new SoftReference<>(copy), bytes);
            }
        } finally {
            mine.complete(made);
            keepWithinBudget(key, mine, made);
        }
    }

    /** Heap not in use now: a copy is made only where it leaves room for what the runs still allocate. */
    private static long freeHeapBytes() {
        Runtime runtime = Runtime.getRuntime();
        return runtime.maxMemory() - (runtime.totalMemory() - runtime.freeMemory());
    }

    private static PageFtl keptDrive(Snapshot snapshot) {
        return snapshot == null ? null : snapshot.drive().get();
    }

    /**
     * Counts the snapshot just made of {@code key} (or forgets the key, if none was made) and drops
     * the least recently used beyond the budget or the count.
     */
    private synchronized void keepWithinBudget(Key key, CompletableFuture<Snapshot> entry, Snapshot made) {
        if (made == null) {
            snapshots.remove(key, entry);
            return;
        }
        heldBytes += made.bytes();
        Iterator<Map.Entry<Key, CompletableFuture<Snapshot>>> oldestFirst = snapshots.entrySet().iterator();
        while ((heldBytes > budgetBytes || snapshots.size() > mostDrives) && oldestFirst.hasNext()) {
            Map.Entry<Key, CompletableFuture<Snapshot>> e = oldestFirst.next();
            Snapshot s = e.getValue().getNow(null);
            if (s != null && e.getValue() != entry) {
                heldBytes -= s.bytes();
                oldestFirst.remove();
            }
        }
    }
}
