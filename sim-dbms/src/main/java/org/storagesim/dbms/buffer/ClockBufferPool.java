package org.storagesim.dbms.buffer;

/**
 * CLOCK (second chance): a reference bit per frame, set on load and on every hit; the hand sweeps
 * the frames, clearing set bits, and evicts the first frame whose bit is already clear.
 */
public final class ClockBufferPool extends BufferPool {
    private final boolean[] referenced;
    private int hand;

    public ClockBufferPool(int frames, int pageBytes) {
        super(frames, pageBytes);
        referenced = new boolean[frames];
    }

    @Override
    protected int victim() {
        while (referenced[hand]) {
            referenced[hand] = false;
            hand = (hand + 1) % frames;
        }
        int f = hand;
        hand = (hand + 1) % frames;
        return f;
    }

    @Override
    protected void touched(int frame) {
        referenced[frame] = true;
    }

    @Override
    protected void loaded(int frame) {
        referenced[frame] = true;
    }
}
