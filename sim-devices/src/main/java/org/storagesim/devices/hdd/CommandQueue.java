package org.storagesim.devices.hdd;

import java.util.Arrays;
import org.storagesim.devices.IoRequest;

/**
 * Commands waiting for the drive, in arrival order. The drive sees only the oldest
 * {@code depth - 1} of them besides the one it serves (its NCQ/TCQ slots); the rest wait in the
 * host. {@link #take} removes the one the policy picks among those visible.
 */
final class CommandQueue {
    /** Marks a command still waiting in the host: the drive does not know it yet. */
    private static final long NOT_VISIBLE = Long.MIN_VALUE;

    private IoRequest[] items = new IoRequest[16];
    /** When the drive learnt of each command (its age for {@link SchedulingPolicy#ASPTF}). */
    private long[] visibleSince = new long[16];
    private int size;
    private final SchedulingPolicy policy;
    /** ASPTF's weight: nanoseconds of positioning one nanosecond of waiting outweighs. */
    private final double ageWeight;
    private final int visible;
    private long lastLbn;

    CommandQueue(SchedulingPolicy policy, double ageWeightMsPerS, int depth) {
        this.policy = policy;
        this.ageWeight = ageWeightMsPerS / 1000;
        this.visible = Math.max(1, depth);
    }

    boolean isEmpty() {
        return size == 0;
    }

    /** Queues a command that arrives while the drive serves another, which takes one of its slots. */
    void add(IoRequest r, long now) {
        if (size == items.length) {
            items = Arrays.copyOf(items, size * 2);
            visibleSince = Arrays.copyOf(visibleSince, size * 2);
        }
        visibleSince[size] = size < visible - 1 ? now : NOT_VISIBLE;
        items[size++] = r;
    }

    /** Removes the command to serve next, now that the drive has finished the previous one and freed its slot. */
    IoRequest take(DriveController drive, long now) {
        int n = Math.min(size, visible);
        if (visibleSince[n - 1] == NOT_VISIBLE) {
            visibleSince[n - 1] = now; // it moves from the host into the freed slot
        }
        int pick = 0;
        if (n > 1) {
            pick = switch (policy) {
                case FCFS -> 0;
                case SSTF -> shortestSeek(drive.mechanism(), n);
                case CLOOK -> circularLook(n);
                case SPTF -> shortestPositioning(drive, now, n);
                case ASPTF -> agedShortestPositioning(drive, now, n);
            };
        }
        IoRequest r = items[pick];
        System.arraycopy(items, pick + 1, items, pick, size - pick - 1);
        System.arraycopy(visibleSince, pick + 1, visibleSince, pick, size - pick - 1);
        items[--size] = null;
        lastLbn = r.offset() / DriveController.BLOCK;
        return r;
    }

    private int shortestSeek(Mechanism mech, int n) {
        int best = 0;
        long bestDistance = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long d = Math.abs(mech.cylinderOf(items[i].offset() / DriveController.BLOCK) - mech.cylinder());
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    private int circularLook(int n) {
        int bestAhead = -1;
        int lowest = 0;
        for (int i = 0; i < n; i++) {
            long lbn = items[i].offset() / DriveController.BLOCK;
            if (lbn >= lastLbn && (bestAhead < 0 || lbn < items[bestAhead].offset() / DriveController.BLOCK)) {
                bestAhead = i;
            }
            if (lbn < items[lowest].offset() / DriveController.BLOCK) {
                lowest = i;
            }
        }
        return bestAhead >= 0 ? bestAhead : lowest;
    }

    private int shortestPositioning(DriveController drive, long now, int n) {
        int best = 0;
        long bestTime = Long.MAX_VALUE;
        for (int i = 0; i < n; i++) {
            long t = positioning(drive, i, now);
            if (t < bestTime) {
                bestTime = t;
                best = i;
            }
        }
        return best;
    }

    /** The least positioning time less the weighted time each command has waited; ties go to the older. */
    private int agedShortestPositioning(DriveController drive, long now, int n) {
        int best = 0;
        double bestTime = Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double t = positioning(drive, i, now) - ageWeight * (now - visibleSince[i]);
            if (t < bestTime) {
                bestTime = t;
                best = i;
            }
        }
        return best;
    }

    private long positioning(DriveController drive, int i, long now) {
        IoRequest r = items[i];
        return drive.positioningEstimate(r.op(), r.offset(), r.length(), now);
    }
}
