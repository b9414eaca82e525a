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
    public String volumeField() {
        return "ASU";
    }

    @Override
    protected LineFields.Separator separator() {
        return LineFields.Separator.COMMAS;
    }

    @Override
    protected boolean mayHaveHeader() {
        return true;
    }

    @Override
    protected LineParser newParser() {
        return (f, trace) -> {
            f.require(5, LAYOUT);
            int asu = f.nonNegativeInt(0, "ASU");
            long offset = f.bytes(1, "LBA", 512);
            long size = f.size(2, "size (bytes)", 1);
            IoOp op = switch (f.text(3)) {
                case "r", "R" -> IoOp.READ;
                case "w", "W" -> IoOp.WRITE;
                default -> throw f.error(3, "opcode must be r or w, found '" + f.text(3) + "'");
            };
            long arrival = f.nanos(4, "timestamp (s)", 1e9);
            trace.add(op, offset, size, arrival, -1, -1, asu);
        };
    }
}
