package org.storagesim.devices.flash;

/**
 * Garbage-collection work each die still has to do, in the order it was decided, and the time
 * from which the next piece may start. A piece is one page move or one erase, which a die does not
 * interrupt (except an erase on dies that suspend one for a read); between pieces, reads that are
 * waiting go first (see {@link NandArray#queueCopyBack}).
 *
 * <p>A piece is one {@code long}: a copy-back is its die time (≥ 0); an erase is its die time with
 * {@link #ERASE} set, so that it can be told apart where erases may be suspended; a move through
 * the controller is {@code ~(source << 32 | destination)}, which is negative.
 */
final class CollectionQueues {
    private static final long ERASE = 1L << 62;
    private final long[][] pieces;
    private final int[] head;
    private final int[] size;
    private final long[] cursor;
    /** Die time of each die's queued pieces, with {@code moveNanos} for each move through the controller. */
    private final long[] queuedNanos;
    private final long moveNanos;
    private int diesWithWork;

    /** @param moveNanos die time of a page move through the controller (sensing, two transfers, program) */
    CollectionQueues(int dies, long moveNanos) {
        this.moveNanos = moveNanos;
        queuedNanos = new long[dies];
        pieces = new long[dies][];
        head = new int[dies];
        size = new int[dies];
        cursor = new long[dies];
    }

    static long move(int source, int destination) {
        return ~((long) source << 32 | (destination & 0xFFFF_FFFFL));
    }

    static boolean isMove(long piece) {
        return piece < 0;
    }

    /** An erase piece of {@code nanos} die time. */
    static long erase(long nanos) {
        return ERASE | nanos;
    }

    static boolean isErase(long piece) {
        return piece >= 0 && (piece & ERASE) != 0;
    }

    /** Die time of a copy-back or an erase piece. */
    static long dieNanos(long piece) {
        return piece & ~ERASE;
    }

    static int source(long move) {
        return (int) (~move >>> 32);
    }

    static int destination(long move) {
        return (int) ~move;
    }

    /** Whether any die has work queued (the question every read asks, so it must be cheap). */
    boolean any() {
        return diesWithWork > 0;
    }

    boolean has(int die) {
        return size[die] > 0;
    }

    /** Queues {@code piece} on {@code die}; on an idle queue it may start at {@code earliest}. */
    void add(int die, long piece, long earliest) {
        if (size[die] == 0) {
            diesWithWork++;
            cursor[die] = earliest;
            head[die] = 0;
            queuedNanos[die] = 0;
        }
        queuedNanos[die] += nanos(piece);
        long[] ring = pieces[die];
        if (ring == null || size[die] == ring.length) {
            ring = grow(die);
        }
        ring[(head[die] + size[die]++) & (ring.length - 1)] = piece;
    }

    private long[] grow(int die) {
        long[] old = pieces[die];
        long[] ring = new long[old == null ? 256 : old.length * 2];
        for (int i = 0; i < size[die]; i++) {
            ring[i] = old[(head[die] + i) & (old.length - 1)];
        }
        head[die] = 0;
        pieces[die] = ring;
        return ring;
    }

    private long nanos(long piece) {
        return isMove(piece) ? moveNanos : dieNanos(piece);
    }

    /** When the die's queued work would end if it ran without a break from its cursor, or from {@code t} if later. */
    long uninterruptedEnd(int die, long t) {
        return Math.max(cursor[die], t) + queuedNanos[die];
    }

    long peek(int die) {
        return pieces[die][head[die]];
    }

    /** Puts {@code piece} in place of the die's next piece (what is left of a suspended erase). */
    void replaceNext(int die, long piece) {
        queuedNanos[die] += nanos(piece) - nanos(peek(die));
        pieces[die][head[die]] = piece;
    }

    long take(int die) {
        long[] ring = pieces[die];
        long piece = ring[head[die]];
        head[die] = (head[die] + 1) & (ring.length - 1);
        queuedNanos[die] -= nanos(piece);
        if (--size[die] == 0) {
            diesWithWork--;
        }
        return piece;
    }

    /** The earliest start of the die's next piece. */
    long cursor(int die) {
        return cursor[die];
    }

    void setCursor(int die, long t) {
        cursor[die] = t;
    }
}
