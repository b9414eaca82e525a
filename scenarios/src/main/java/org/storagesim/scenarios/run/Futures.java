package org.storagesim.scenarios.run;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/** Waits for work done on another thread and rethrows its failure as it was thrown there. */
public final class Futures {
    private Futures() {
    }

    /** The future's value; its task's RuntimeException or Error unwrapped, anything else wrapped. */
    public static <T> T await(Future<T> future, String what) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + what, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
