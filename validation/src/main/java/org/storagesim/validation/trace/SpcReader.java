package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * UMass Trace Repository SPC format (Financial, WebSearch): {@code ASU,LBA,Size,Opcode,Timestamp}, with
 * the LBA in 512-byte blocks, the size in bytes, opcode r/R or w/W, and the timestamp in seconds.
 * Further fields, if any, are ignored. Open loop; no measured times.
 */
public final class SpcReader extends LineTraceReader {
    private static final String LAYOUT = "ASU,LBA,SizeBytes,Opcode(r|w),TimestampSeconds";

    @Override
    public String format() {
        return "spc";
    }

    @Override
    public String description() {
        return "UMass SPC traces: " + LAYOUT + " (open loop)";
    }

    @Override
    protected LineParser newParser() {
        return (line, source, number, trace) -> {
            String[] f = fields(line, "\\s*,\\s*", 5, LAYOUT, source, number);
            int asu = (int) nonNegativeLong(f[0], "ASU", source, number);
            long lba = nonNegativeLong(f[1], "LBA", source, number);
            long size = nonNegativeLong(f[2], "size (bytes)", source, number);
            IoOp op = switch (f[3].trim()) {
                case "r", "R" -> IoOp.READ;
                case "w", "W" -> IoOp.WRITE;
                default -> throw new TraceFormatException(source, number, "opcode must be r or w, found '" + f[3] + "'");
            };
            long arrival = Math.round(nonNegativeDouble(f[4], "timestamp (s)", source, number) * 1e9);
            trace.add(op, lba * 512, size, arrival, -1, -1, asu);
        };
    }
}
