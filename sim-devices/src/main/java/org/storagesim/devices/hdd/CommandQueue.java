package org.storagesim.devices.hdd;

import org.storagesim.devices.IoRequest;

/**
 * Commands waiting for the drive, in arrival order. The drive sees only the oldest
 * {@code depth - 1} of them besides the one it serves (its NCQ/TCQ slots); the rest wait in the
 * host. {@link #take} removes the one the policy picks among those visible.
 */
final class CommandQueue {
    private IoRequest[] items = new IoRequest[16];
    private int size;
    private final SchedulingPolicy policy;
    private final int visible;
    private long lastLbn;

    CommandQueue(SchedulingPolicy policy, int depth) {
        this.policy = policy;
        this.visible = Math.max(1, depth);
    }

    boolean isEmpty() {
        return size == 0;
    }

    void add(IoRequest r) {
        if (size == items.length) {
            items = java.util.Arrays.copyOf(items, size * 2);
        }
        items[size++] = r;
    }

    IoRequest take(DriveController drive, long now) {
        Mechanism mech = drive.mechanism();
        int n = Math.min(size, visible);
        int pick = 0;
        if (n > 1) {
            pick = switch (policy) {
                case FCFS -> 0;
                case SSTF -> shortestSeek(mech, n);
                case CLOOK -> circularLook(n);
                case SPTF -> shortestPositioning(drive, now, n);
            };
        }
        IoRequest r = items[pick];
        System.arraycopy(items, pick + 1, items, pick, size - pick - 1);
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
            IoRequest r = items[i];
            long t = drive.positioningEstimate(r.op(), r.offset(), r.length(), now);
            if (t < bestTime) {
                bestTime = t;
                best = i;
            }
        }
        return best;
    }
}
