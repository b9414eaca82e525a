package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * SNIA IOTTA / MSR Cambridge block traces (CSV): {@code Timestamp,Hostname,DiskNumber,Type,Offset,Size,
 * ResponseTime}, with the timestamp in Windows file-time units of 100 ns, Type Read or Write, offset
 * and size in bytes, and the measured response time in 100 ns units. Arrival times are made relative
 * to the first request.
 */
public final class MsrCambridgeReader extends LineTraceReader {
    private static final String LAYOUT = "Timestamp,Hostname,DiskNumber,Type,Offset,Size,ResponseTime";

    @Override
    public String format() {
        return "msr";
    }

    @Override
    public String description() {
        return "SNIA/MSR Cambridge CSV: " + LAYOUT + " (times in 100 ns units, measured response times)";
    }

    @Override
    public String volumeField() {
        return "disk number";
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
        return new LineParser() {
            private long origin = -1;

            @Override
            public void parse(LineFields f, Trace trace) {
                f.require(7, LAYOUT);
                long stamp = f.nonNegativeLong(0, "timestamp (100 ns)");
                int disk = f.nonNegativeInt(2, "disk number");
                IoOp op = switch (f.text(3).toLowerCase(java.util.Locale.ROOT)) {
                    case "read" -> IoOp.READ;
                    case "write" -> IoOp.WRITE;
                    default -> throw f.error(3, "type must be Read or Write, found '" + f.text(3) + "'");
                };
                long offset = f.bytes(4, "offset (bytes)", 1);
                long size = f.size(5, "size (bytes)", 1);
                long response = f.wholeNanos(6, "response time (100 ns)", 100);
                if (origin < 0) {
                    origin = stamp;
                }
                if (stamp < origin) {
                    throw f.error(0, "timestamp goes back before the first request");
                }
                if (stamp - origin > Trace.MAX_NANOS / 100) {
                    throw f.error(0, "timestamp is more than 104 days after the first request's");
                }
                trace.add(op, offset, size, (stamp - origin) * 100, -1, response, disk);
            }
        };
    }
}
