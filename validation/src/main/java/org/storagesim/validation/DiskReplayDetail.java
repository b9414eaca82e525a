package org.storagesim.validation;

import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.storagesim.devices.IoOp;
import org.storagesim.devices.hdd.DriveController;
import org.storagesim.validation.metrics.ErrorBreakdown;
import org.storagesim.validation.trace.Trace;

/**
 * A validation replay request by request: each request of the trace with its measured and simulated
 * service times and its class (see {@link DiskRequestClasses}), for the breakdown of the mean error
 * and for analyses of one's own.
 */
public final class DiskReplayDetail {
    private final Trace trace;
    private final String[] classes;
    private final long[] simulatedNanos;

    DiskReplayDetail(Trace trace, String[] classes, long[] simulatedNanos) {
        this.trace = trace;
        this.classes = classes;
        this.simulatedNanos = simulatedNanos;
    }

    /** The mean error split by request class. */
    public ErrorBreakdown breakdown() {
        return ErrorBreakdown.of(classes, trace.measuredTimes(), simulatedNanos);
    }

    /**
     * Writes one CSV line per request, in trace order, after a header: its number (from 0), direction,
     * first block and block count, measured and simulated service times in ms, and class.
     */
    public void writeCsv(OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        w.write("request,op,block,blocks,measured_ms,simulated_ms,class\n");
        for (int i = 0; i < trace.size(); i++) {
            long block = trace.offset(i) / DriveController.BLOCK;
            long blocks = (trace.offset(i) + trace.length(i) + DriveController.BLOCK - 1) / DriveController.BLOCK - block;
            w.write(String.format(Locale.ROOT, "%d,%s,%d,%d,%.4f,%.4f,\"%s\"%n", i, trace.op(i) == IoOp.WRITE ? "W" : "R",
                    block, blocks, trace.measured(i) / 1e6, simulatedNanos[i] / 1e6, classes[i]));
        }
        w.flush();
    }
}
