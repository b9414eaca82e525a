package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * DiskSim's {@code ascii} input traces: {@code arrivalMillis deviceNumber blockNumber blockCount flags},
 * 512-byte blocks, flags bit 0 set for a read. Open loop; no measured times.
 */
public final class DiskSimAsciiReader extends LineTraceReader {
    private static final String LAYOUT = "arrivalMillis device block blockCount flags(1=read)";

    @Override
    public String format() {
        return "disksim-ascii";
    }

    @Override
    public String description() {
        return "DiskSim ascii traces: " + LAYOUT + " (open loop)";
    }

    @Override
    public String volumeField() {
        return "device number";
    }

    @Override
    protected LineParser newParser() {
        return (f, trace) -> {
            f.require(5, LAYOUT);
            long arrival = f.nanos(0, "arrival time (ms)", 1e6);
            int device = f.nonNegativeInt(1, "device number");
            long offset = f.bytes(2, "block number", 512);
            long length = f.size(3, "block count", 512);
            long flags = f.nonNegativeLong(4, "flags");
            trace.add((flags & 1) != 0 ? IoOp.READ : IoOp.WRITE, offset, length, arrival, -1, -1, device);
        };
    }
}
