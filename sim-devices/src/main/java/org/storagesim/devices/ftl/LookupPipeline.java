package org.storagesim.devices.ftl;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.storagesim.core.threads.SpareProcessors;

/**
 * Runs an FTL's mapping look-ups for the pages the host will read on a helper thread, ahead of
 * the reads, while the simulation thread keeps the timelines and events. Under random reads on a
 * large drive nearly every look-up misses the processor's caches (the cached mapping table's
 * index and LRU list, then a random entry of the logical-to-physical table); the helper takes
 * those misses off the simulation thread, which is the one that sets the pace.
 *
 * <p>The simulation thread tells the pipeline each page it will read, in the order it will read
 * them ({@link #tell}); the helper looks them up in that order, and each read takes its result
 * ({@link #take}). The look-ups are those the read would have made itself, in the same order, so
 * the results are the same bit for bit; the FTL must not change its tables meanwhile.
 *
 * <p>The helper starts only after a warm-up of a million pages, which the simulation thread looks
 * up itself as the pages are read: until the compiler has done most of its work, a second busy
 * thread takes the processor from it and makes a short run slower. A run that finds no spare
 * processor goes on the same way without a helper.
 *
 * <p>Single producer, single consumer on a ring: the two sides share only two counters, each
 * written by one side and published every few dozen pages, so they rarely touch each other's
 * cache lines.
 */
final class LookupPipeline {
    /** What the look-up of one page does, and how its memory is loaded ahead. */
    interface Lookup {
        long lookUp(int lpn);

        /** Loads what {@link #lookUp} of {@code lpn} will need into the cache; returns any value read. */
        int prefetch(int lpn);
    }

    /** Pages that may be told ahead of their reads: room for two batches of 16 K two-page reads (see JobInstance). */
    static final int CAPACITY = 1 << 16;
    /** System property: pages read before the helper starts (for tests; default a million). */
    static final String WARM_UP_PROPERTY = "storagesim.lookahead.warmUpPages";
    private static final long WARM_UP_PAGES = 1L << 20;
    private static final int MASK = CAPACITY - 1;
    private static final int PUBLISH_EVERY = 64;
    private static final int IDLE_SPINS = 2_000;
    /** Pages whose mapping memory the simulation thread loads at once when it looks pages up itself. */
    private static final int PREFETCH_BATCH = 32;

    private final Lookup lookup;
    private final long warmUpPages;
    private final int[] pages = new int[CAPACITY];
    private final long[] results = new long[CAPACITY];
    private final AtomicLong toldShared = new AtomicLong();      // written by the simulation thread
    private final AtomicLong resolvedShared = new AtomicLong();  // written by the helper
    private volatile boolean closing;
    private volatile boolean helperAsleep;
    private volatile Throwable failure;
    /** Consumes the helper's prefetching loads, so the compiler cannot drop them. */
    private volatile int helperTouchSink;
    // The simulation thread's own state.
    private Thread helper;          // null until started
    private boolean noSpareProcessor;
    private long told;
    private long taken;
    private long resolvedSeen;
    private int touchSink;

    LookupPipeline(Lookup lookup, long warmUpPages) {
        this.lookup = lookup;
        this.warmUpPages = warmUpPages;
    }

    /** A pipeline whose helper starts after the usual warm-up (or the one the system property sets). */
    static LookupPipeline open(Lookup lookup) {
        return new LookupPipeline(lookup, Long.getLong(WARM_UP_PROPERTY, WARM_UP_PAGES));
    }

    /** The simulation thread will read {@code lpn} after the pages told before it. */
    void tell(int lpn) {
        if (told - taken == CAPACITY) {
            throw new IllegalStateException("more than " + CAPACITY + " pages told ahead of their reads");
        }
        pages[(int) told & MASK] = lpn;
        told++;
        if (helper != null && (told & (PUBLISH_EVERY - 1)) == 0) {
            publishTold();
        }
    }

    /**
     * Shows the helper the pages told so far, waking it if it sleeps. A full volatile write, so
     * the helper, which marks itself asleep before its last look, cannot miss its wake-up.
     */
    private void publishTold() {
        toldShared.set(told);
        if (helperAsleep) {
            LockSupport.unpark(helper);
        }
    }

    /** The look-up result for {@code lpn}, which must be the next page told. */
    long take(int lpn) {
        if (taken == told) {
            throw new IllegalStateException("read of logical page " + lpn + ", which was not told ahead");
        }
        int slot = (int) taken & MASK;
        if (pages[slot] != lpn) {
            throw new IllegalStateException("read of logical page " + lpn + " where page " + pages[slot]
                    + " was told next");
        }
        if (taken == resolvedSeen) {
            if (helper == null && !startHelperIfDue()) {
                return lookUpHere(lpn);
            }
            resolvedSeen = awaitResolved();
        }
        taken++;
        return results[slot];
    }

    /**
     * Looks {@code lpn} up on the simulation thread. Every few dozen pages it first loads what the
     * look-ups of the next ones will need, in a loop of independent loads, so that their cache
     * misses overlap one another (one load at a time, each miss would hold the processor up).
     */
    private long lookUpHere(int lpn) {
        if ((taken & (PREFETCH_BATCH - 1)) == 0) {
            int touched = 0;
            for (long i = taken, end = Math.min(told, taken + PREFETCH_BATCH); i < end; i++) {
                touched += lookup.prefetch(pages[(int) i & MASK]);
            }
            touchSink += touched;
        }
        taken++;
        resolvedSeen = taken;
        return lookup.lookUp(lpn);
    }

    /** Starts the helper from the next page to read, once the warm-up is over and if a processor is spare. */
    private boolean startHelperIfDue() {
        if (taken < warmUpPages || noSpareProcessor) {
            return false;
        }
        if (SpareProcessors.take(1) == 0) {
            noSpareProcessor = true;
            return false;
        }
        long from = taken;
        resolvedShared.set(from);
        toldShared.set(told);
        helper = new Thread(() -> resolveFrom(from), "ftl-lookups");
        helper.setDaemon(true);
        try {
            helper.start();
        } catch (RuntimeException | Error e) {
            SpareProcessors.giveBack(1);
            throw e;
        }
        return true;
    }

    private long awaitResolved() {
        publishTold(); // the helper may be waiting for pages told since the last publication
        for (int spins = 0; ; spins++) {
            long resolved = resolvedShared.get();
            if (resolved > taken) {
                return resolved;
            }
            if (failure != null) {
                throw new IllegalStateException("a mapping look-up failed", failure);
            }
            if (spins < 256) {
                Thread.onSpinWait();
            } else {
                Thread.yield(); // on a busy machine the helper may need this processor
            }
        }
    }

    /** Whether the look-ups are made on a helper thread now. */
    boolean helperStarted() {
        return helper != null;
    }

    /**
     * Stops the helper and gives its processor back. Throws if pages were told but not read: their
     * look-ups have changed the cached mapping table as reads that never happened.
     */
    void close() {
        closing = true;
        if (helper != null) {
            LockSupport.unpark(helper);
            boolean interrupted = false;
            while (helper.isAlive()) {
                try {
                    helper.join();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            SpareProcessors.giveBack(1);
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        if (taken != told) {
            throw new IllegalStateException("pages told ahead but never read: " + (told - taken));
        }
    }

    /** The helper: looks up the pages told from position {@code done} on, in order, until closed. */
    private void resolveFrom(long done) {
        // The helper's working state in locals: the simulation thread writes its own counters in
        // this object, and the helper should not touch that cache line page by page.
        Lookup lookup = this.lookup;
        int[] pages = this.pages;
        long[] results = this.results;
        AtomicLong toldShared = this.toldShared;
        AtomicLong resolvedShared = this.resolvedShared;
        int touched = 0;
        try {
            for (int idle = 0; ; ) {
                long limit = toldShared.get();
                if (done == limit) {
                    if (closing) {
                        return;
                    }
                    idle = waitForPages(idle, done);
                    continue;
                }
                idle = 0;
                while (done < limit) {
                    long end = Math.min(limit, done + PUBLISH_EVERY);
                    // Independent loads first, so their cache misses overlap; then the look-ups,
                    // a chain of dependent ones through the cached table's list.
                    for (long i = done; i < end; i++) {
                        touched += lookup.prefetch(pages[(int) i & MASK]);
                    }
                    for (; done < end; done++) {
                        int slot = (int) done & MASK;
                        results[slot] = lookup.lookUp(pages[slot]);
                    }
                    resolvedShared.lazySet(done);
                }
            }
        } catch (Throwable t) {
            failure = t;
        } finally {
            helperTouchSink = touched;
        }
    }

    /**
     * Waits after finding nothing told beyond {@code done}: spins a while (the simulation thread
     * tells pages in batches, the next one soon), then sleeps until it is woken or a millisecond
     * has passed. Returns the updated count of empty looks.
     */
    private int waitForPages(int idle, long done) {
        if (idle < IDLE_SPINS) {
            Thread.onSpinWait();
            return idle + 1;
        }
        helperAsleep = true;
        if (toldShared.get() == done && !closing) {
            LockSupport.parkNanos(this, 1_000_000);
        }
        helperAsleep = false;
        return 0;
    }
}
