package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * MQSim's ASCII workload traces: {@code arrivalNanos deviceId startSector sizeInSectors type}, with
 * 512-byte sectors and type 0 = write, 1 = read. Open loop; no measured times.
 */
public final class MqsimReader extends LineTraceReader {
    private static final String LAYOUT = "arrivalNanos deviceId startSector sizeInSectors type(0=write,1=read)";

    @Override
    public String format() {
        return "mqsim";
    }

    @Override
    public String description() {
        return "MQSim ASCII traces: " + LAYOUT + " (open loop)";
    }

    @Override
    protected LineParser newParser() {
        return (line, source, number, trace) -> {
            String[] f = fields(line, "\\s+", 5, LAYOUT, source, number);
            long arrival = nonNegativeLong(f[0], "arrival time (ns)", source, number);
            int device = (int) nonNegativeLong(f[1], "device id", source, number);
            long sector = nonNegativeLong(f[2], "start sector", source, number);
            long sectors = nonNegativeLong(f[3], "size in sectors", source, number);
            if (sectors == 0) {
                throw new TraceFormatException(source, number, "size in sectors must be at least 1");
            }
            IoOp op = switch (f[4]) {
                case "0" -> IoOp.WRITE;
                case "1" -> IoOp.READ;
                default -> throw new TraceFormatException(source, number, "type must be 0 (write) or 1 (read), found '"
                        + f[4] + "'");
            };
            trace.add(op, sector * 512, sectors * 512, arrival, -1, -1, device);
        };
    }
}
