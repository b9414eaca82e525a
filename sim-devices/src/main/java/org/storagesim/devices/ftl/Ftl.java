package org.storagesim.devices.ftl;

import umontreal.ssj.rng.RandomStream;

/**
 * A flash translation layer: maps logical pages to NAND pages, and turns host page reads and
 * writes into NAND operations reserved on the array's timeline (garbage collection, merges and
 * mapping-table traffic included). Times are absolute nanoseconds; {@code earliest} is when the
 * controller has what it needs to start.
 */
public interface Ftl {
    /** Tells the FTL the current simulated time (before each request it serves). */
    void advanceTo(long now);

    /** Host-visible pages. */
    int logicalPages();

    int pageBytes();

    /** Reads {@code bytes} of logical page {@code lpn}; returns when they are in controller memory. */
    long read(int lpn, int bytes, long earliest);

    /**
     * Loads the bookkeeping a later access to {@code lpn} needs into the processor's cache (a
     * speed hint, see {@link org.storagesim.devices.BlockDevice#upcoming}); changes nothing.
     */
    default void prefetch(int lpn) {
    }

    /**
     * Offers the FTL a promise: until {@link #closeLookahead}, the host only reads, one page at a
     * time, the pages passed to {@link #announce}, in the order announced. An FTL that takes it up
     * (to look the pages up ahead, on another processor) returns how many pages may be announced
     * ahead of their reads; 0 declines, and nothing changes.
     */
    default int openLookahead() {
        return 0;
    }

    /** The host will read {@code lpn} after the pages announced before it (only after {@link #openLookahead}). */
    default void announce(int lpn) {
        throw new IllegalStateException("no lookahead is open");
    }

    /** Ends the promise of {@link #openLookahead}; every page announced must have been read. */
    default void closeLookahead() {
    }

    /** Where program completions are told; the default ignores them. */
    void programSink(ProgramSink sink);

    /**
     * Accepts one page for programming. {@code partial} marks a write of part of the page, which
     * needs the old page's other sectors (read-modify-write). The program's completion is told to
     * the program sink when it is issued, possibly during a later call (pages are grouped).
     */
    void write(int lpn, boolean partial, long earliest);

    /** Issues pages still waiting to fill a program group. */
    void flush(long earliest);

    /** Pages accepted by {@link #write} and not yet issued to the array. */
    int pendingPages();

    /**
     * Forgets a logical page (TRIM): its flash copy becomes invalid. Returns when the FTL has
     * recorded it, from {@code earliest} on: an FTL whose mapping lives in flash must first have
     * the page's entry in memory, as for a write, to learn which flash page to invalidate.
     */
    long trim(int lpn, long earliest);

    /**
     * Brings the FTL to a used state without simulated I/O: writes the first {@code fillFraction}
     * of the logical pages in order, then {@code overwrites} times that many random overwrites of
     * them, garbage collecting as it goes.
     */
    void precondition(double fillFraction, double overwrites, RandomStream stream);

    /**
     * As {@link #precondition(double, double, RandomStream)}, but the random overwrites hit only the
     * first {@code spanPages} logical pages ({@code overwrites} × that many of them), the state of a
     * drive benchmarked "over an 8 GB span" as Intel's data sheets state. FTLs without garbage
     * collection ignore the span.
     */
    default void precondition(double fillFraction, double overwrites, int spanPages, RandomStream stream) {
        precondition(fillFraction, overwrites, stream);
    }

    /** Whether {@code lpn} currently has a valid copy in flash. */
    boolean isMapped(int lpn);

    FtlStats stats();

    /** Checks the mapping's internal consistency; throws IllegalStateException describing the first fault. */
    void verify();
}
