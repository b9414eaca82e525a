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
    protected LineParser newParser() {
        return (line, source, number, trace) -> {
            String[] f = fields(line, "\\s+", 5, LAYOUT, source, number);
            long arrival = Math.round(nonNegativeDouble(f[0], "arrival time (ms)", source, number) * 1e6);
            int device = (int) nonNegativeLong(f[1], "device number", source, number);
            long block = nonNegativeLong(f[2], "block number", source, number);
            long count = nonNegativeLong(f[3], "block count", source, number);
            long flags = nonNegativeLong(f[4], "flags", source, number);
            if (count == 0) {
                throw new TraceFormatException(source, number, "block count must be at least 1");
            }
            trace.add((flags & 1) != 0 ? IoOp.READ : IoOp.WRITE, block * 512, count * 512, arrival, -1, -1, device);
        };
    }
}
