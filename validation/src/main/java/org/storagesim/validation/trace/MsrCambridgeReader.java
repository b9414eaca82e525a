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
    protected LineParser newParser() {
        return new LineParser() {
            private long origin = -1;

            @Override
            public void parse(String line, String source, long number, Trace trace) {
                String[] f = fields(line, ",", 7, LAYOUT, source, number);
                long stamp = nonNegativeLong(f[0], "timestamp (100 ns)", source, number);
                int disk = (int) nonNegativeLong(f[2], "disk number", source, number);
                IoOp op = switch (f[3].trim().toLowerCase(java.util.Locale.ROOT)) {
                    case "read" -> IoOp.READ;
                    case "write" -> IoOp.WRITE;
                    default -> throw new TraceFormatException(source, number, "type must be Read or Write, found '"
                            + f[3] + "'");
                };
                long offset = nonNegativeLong(f[4], "offset (bytes)", source, number);
                long size = nonNegativeLong(f[5], "size (bytes)", source, number);
                long response = nonNegativeLong(f[6], "response time (100 ns)", source, number);
                if (origin < 0) {
                    origin = stamp;
                }
                if (stamp < origin) {
                    throw new TraceFormatException(source, number, "timestamp goes back before the first request");
                }
                trace.add(op, offset, size, (stamp - origin) * 100, -1, response * 100, disk);
            }
        };
    }
}
