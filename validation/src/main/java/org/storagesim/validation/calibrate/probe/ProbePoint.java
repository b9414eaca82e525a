package org.storagesim.validation.calibrate.probe;

/** One pattern the prober measures: fio's rw name (read, write, randread, randwrite), block size, queue depth. */
public record ProbePoint(String rw, long bs, int iodepth) {
    public ProbePoint {
        if (!rw.equals("read") && !rw.equals("write") && !rw.equals("randread") && !rw.equals("randwrite")) {
            throw new IllegalArgumentException("probe pattern '" + rw + "' is not one of read, write, randread, randwrite");
        }
        if (bs < 512 || bs % 512 != 0) {
            throw new IllegalArgumentException("block size " + bs + " B must be a positive multiple of 512 B");
        }
        if (iodepth < 1 || iodepth > 256) {
            throw new IllegalArgumentException("queue depth " + iodepth + " must be 1..256");
        }
    }

    public boolean isRandom() {
        return rw.startsWith("rand");
    }

    public boolean isWrite() {
        return rw.endsWith("write");
    }

    public String name() {
        return rw + "-" + org.storagesim.core.units.ByteSize.format(bs).toLowerCase(java.util.Locale.ROOT) + "-qd" + iodepth;
    }
}
