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
    public String volumeField() {
        return "device number";
    }

    @Override
    protected LineParser newParser() {
        return (f, trace) -> {
            f.require(5, LAYOUT);
            long arrival = f.wholeNanos(0, "arrival time (ns)", 1);
            int device = f.nonNegativeInt(1, "device id");
            long offset = f.bytes(2, "start sector", 512);
            long length = f.size(3, "size in sectors", 512);
            IoOp op = switch (f.text(4)) {
                case "0" -> IoOp.WRITE;
                case "1" -> IoOp.READ;
                default -> throw f.error(4, "type must be 0 (write) or 1 (read), found '" + f.text(4) + "'");
            };
            trace.add(op, offset, length, arrival, -1, -1, device);
        };
    }
}
