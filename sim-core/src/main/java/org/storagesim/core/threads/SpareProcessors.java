package org.storagesim.core.threads;

import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The processors a simulation may borrow for a helper thread of its own: one fewer than the JVM
 * has, since the simulation's thread keeps one busy. Whoever runs several simulations at once
 * takes a processor for each one beyond the first, so helpers only use processors no simulation
 * needs. Taking never waits: a simulation that gets none simply runs without its helper.
 */
public final class SpareProcessors {
    private static final Semaphore SPARE = new Semaphore(Math.max(0, Runtime.getRuntime().availableProcessors() - 1));

    private SpareProcessors() {
    }

    /** Takes up to {@code wanted} spare processors; returns how many it got (give them back later). */
    public static int take(int wanted) {
        int got = 0;
        while (got < wanted && SPARE.tryAcquire()) {
            got++;
        }
        return got;
    }

    /** Returns processors taken by {@link #take}. */
    public static void giveBack(int taken) {
        if (taken > 0) {
            SPARE.release(taken);
        }
    }

    /**
     * Daemon threads named {@code name} for a pool that runs simulations side by side: every
     * thread but the first holds a spare processor while it lives, if one is left.
     */
    public static ThreadFactory simulationThreads(String name) {
        AtomicBoolean firstMade = new AtomicBoolean();
        return work -> {
            boolean first = firstMade.compareAndSet(false, true);
            Thread t = new Thread(() -> {
                int held = first ? 0 : take(1);
                try {
                    work.run();
                } finally {
                    giveBack(held);
                }
            }, name);
            t.setDaemon(true);
            return t;
        };
    }
}
