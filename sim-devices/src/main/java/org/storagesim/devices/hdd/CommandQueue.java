package org.storagesim.devices.hdd;

import java.util.ArrayDeque;
import java.util.Arrays;
import org.storagesim.devices.IoRequest;

/**
 * Commands waiting for the drive, in arrival order. The drive sees only the oldest
 * {@code depth - 1} of them besides the one it serves (its NCQ/TCQ slots); the rest wait in the
 * host, in a queue of their own, so a deep backlog costs nothing per command served.
 * {@link #take} removes the one the policy picks among those visible.
 */
final class CommandQueue {
    /** Slots allocated at first: the arrays grow with the commands queued, so a deep queue_depth costs nothing unused. */
    private static final int FIRST_SLOTS = 32;

    /** The commands the drive knows, oldest first: at most {@code depth - 1} between takes, {@code depth} in one. */
    private IoRequest[] items;
    /** When the drive learnt of each command (its age for {@link SchedulingPolicy#ASPTF}). */
    private long[] visibleSince;
    private int size;
    /** Commands still waiting in the host, oldest first: the drive does not know them yet. */
    private final ArrayDeque<IoRequest> host = new ArrayDeque<>();
    private final SchedulingPolicy policy;
    /** ASPTF's weight: nanoseconds of positioning one nanosecond of waiting outweighs. */
    private final double ageWeight;
    private final int visible;
    private long lastLbn;

    CommandQueue(SchedulingPolicy policy, double ageWeightMsPerS, int depth) {
        this.policy = policy;
        this.ageWeight = ageWeightMsPerS / 1000;
        this.visible = Math.max(1, depth);
        this.items = new IoRequest[Math.min(visible, FIRST_SLOTS)];
        this.visibleSince = new long[items.length];
    }

    boolean isEmpty() {
        return size == 0 && host.isEmpty();
    }

    /** Queues a command that arrives while the drive serves another, which takes one of its slots. */
    void add(IoRequest r, long now) {
        if (size < visible - 1 && host.isEmpty()) {
            makeRoom();
            visibleSince[size] = now;
            items[size++] = r;
        } else {
            host.addLast(r);
        }
    }

    /** Removes the command to serve next, now that the drive has finished the previous one and freed its slot. */
    IoRequest take(DriveController drive, long now) {
        if (size < visible && !host.isEmpty()) {
            makeRoom();
            visibleSince[size] = now; // it moves from the host into the freed slot
            items[size++] = host.removeFirst();
        }
        int n = size;
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
        // At most depth entries: the host's backlog, however long, is never moved.
        System.arraycopy(items, pick + 1, items, pick, size - pick - 1);
        System.arraycopy(visibleSince, pick + 1, visibleSince, pick, size - pick - 1);
        items[--size] = null;
        lastLbn = r.offset() / DriveController.BLOCK;
        return r;
    }

    /** Doubles the slots, up to the depth, when a command the drive may see finds them all in use. */
    private void makeRoom() {
        if (size == items.length) {
            int grown = (int) Math.min(visible, 2L * items.length);
            items = Arrays.copyOf(items, grown);
            visibleSince = Arrays.copyOf(visibleSince, grown);
        }
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
