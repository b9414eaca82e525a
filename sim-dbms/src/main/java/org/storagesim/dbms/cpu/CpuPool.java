package org.storagesim.dbms.cpu;

import java.util.Arrays;
import org.storagesim.core.kernel.EventHandler;
import org.storagesim.core.kernel.Simulation;

/**
 * The host's cores. Each task (a single-threaded query) runs one burst at a time; a burst takes a
 * free core or waits in FIFO order for one, and runs to completion. Keeps the CPU time each task
 * used, so a query's CPU share (P0 reports user + system time over elapsed time) falls out.
 */
public final class CpuPool implements EventHandler {
    private final Simulation sim;
    private final int cores;
    private CpuTask[] tasks = new CpuTask[4];
    private long[] pendingBurst = new long[4];
    private long[] cpuNanos = new long[4];
    private int taskCount;
    private int[] waiting = new int[4];
    private int waitHead;
    private int waitSize;
    private int busy;
    private long busyNanos;

    public CpuPool(Simulation sim, int cores) {
        if (cores < 1) {
            throw new IllegalArgumentException("a host needs at least one core, got " + cores);
        }
        this.sim = sim;
        this.cores = cores;
    }

    /** Registers a task and returns its id for {@link #run}. */
    public int register(CpuTask task) {
        if (taskCount == tasks.length) {
            tasks = Arrays.copyOf(tasks, taskCount * 2);
            pendingBurst = Arrays.copyOf(pendingBurst, taskCount * 2);
            cpuNanos = Arrays.copyOf(cpuNanos, taskCount * 2);
            int[] ring = new int[taskCount * 2];
            for (int i = 0; i < waitSize; i++) {
                ring[i] = waiting[(waitHead + i) % waiting.length];
            }
            waiting = ring;
            waitHead = 0;
        }
        tasks[taskCount] = task;
        return taskCount++;
    }

    /** Runs a burst of {@code nanos} for {@code task}; {@link CpuTask#cpuDone()} follows. */
    public void run(int task, long nanos) {
        if (nanos < 0) {
            throw new IllegalArgumentException("negative CPU burst " + nanos);
        }
        if (busy < cores) {
            start(task, nanos);
        } else {
            pendingBurst[task] = nanos;
            waiting[(waitHead + waitSize++) % waiting.length] = task;
        }
    }

    private void start(int task, long nanos) {
        busy++;
        cpuNanos[task] += nanos;
        busyNanos += nanos;
        sim.schedule(nanos, this, task);
    }

    @Override
    public void handle(long arg) {
        int task = (int) arg;
        busy--;
        if (waitSize > 0) {
            int next = waiting[waitHead];
            waitHead = (waitHead + 1) % waiting.length;
            waitSize--;
            start(next, pendingBurst[next]);
        }
        tasks[task].cpuDone();
    }

    /** CPU time the task has been given so far. */
    public long cpuNanos(int task) {
        return cpuNanos[task];
    }

    /** Core-nanoseconds of work started so far, over all tasks. */
    public long busyNanos() {
        return busyNanos;
    }
}
