package org.storagesim.dbms.buffer;

/** Least recently used: frames on a doubly linked list (int arrays), most recent at the head. */
public final class LruBufferPool extends BufferPool {
    private final int[] prev;
    private final int[] next;
    private int head = -1;
    private int tail = -1;

    public LruBufferPool(int frames, int pageBytes) {
        super(frames, pageBytes);
        prev = new int[frames];
        next = new int[frames];
    }

    @Override
    protected int victim() {
        int f = tail;
        unlink(f);
        return f;
    }

    @Override
    protected void touched(int frame) {
        unlink(frame);
        pushFront(frame);
    }

    @Override
    protected void loaded(int frame) {
        pushFront(frame);
    }

    private void unlink(int f) {
        if (prev[f] >= 0) {
            next[prev[f]] = next[f];
        } else {
            head = next[f];
        }
        if (next[f] >= 0) {
            prev[next[f]] = prev[f];
        } else {
            tail = prev[f];
        }
    }

    private void pushFront(int f) {
        prev[f] = -1;
        next[f] = head;
        if (head >= 0) {
            prev[head] = f;
        }
        head = f;
        if (tail < 0) {
            tail = f;
        }
    }
}
