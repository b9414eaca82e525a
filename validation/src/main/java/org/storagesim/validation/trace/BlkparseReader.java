package org.storagesim.validation.trace;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import org.storagesim.devices.IoOp;

/**
 * Text output of Linux {@code blkparse}: {@code major,minor cpu seq seconds pid action rwbs sector + count
 * [process]}. Each dispatch ({@code D}) becomes a request issued at that time; a later completion
 * ({@code C}) of the same start sector gives its measured service time (device time, dispatch to
 * completion). Other actions (queue, merge, plug...) and requests without data ({@code N}) are
 * skipped, and reading stops at the per-CPU summary blkparse prints at the end. A trace of
 * dispatches only (as when completions were not captured) has no measured times. Requests of more
 * than one device (major,minor) are an error: sectors of two disks would be replayed as one's.
 */
public final class BlkparseReader extends LineTraceReader {
    private static final String LAYOUT = "major,minor cpu seq seconds pid action rwbs sector + count [process]";

    @Override
    public String format() {
        return "blkparse";
    }

    @Override
    public String description() {
        return "blkparse text output: " + LAYOUT + " (D/C events paired into service times)";
    }

    /** Requests are made of a dispatch and a completion line, among events of other kinds. */
    @Override
    protected boolean oneRequestPerLine() {
        return false;
    }

    @Override
    protected LineParser newParser() {
        return new LineParser() {
            /** Dispatched requests awaiting their completion, by start offset, oldest first. */
            private final Map<Long, ArrayDeque<Integer>> inFlight = new HashMap<>();
            private final Map<Integer, Long> dispatchTime = new HashMap<>();
            /** The major,minor of the first request: a replay drives one device, so events of another are an error. */
            private String device;

            @Override
            public boolean endsTrace(String line) {
                return line.startsWith("CPU") || line.startsWith("Total (");
            }

            @Override
            public void parse(LineFields f, Trace trace) {
                f.require(7, LAYOUT);
                String action = f.text(5);
                if (!action.equals("D") && !action.equals("C")) {
                    return;
                }
                IoOp op = operation(f.text(6));
                if (op == null || f.count() < 10 || !f.text(8).equals("+") || f.text(9).equals("0")) {
                    return; // no data moved (a flush, possibly marked W, or a pass-through command)
                }
                if (device == null) {
                    device = f.text(0);
                } else if (!device.equals(f.text(0))) {
                    throw f.error(0, "an event of device " + f.text(0) + " among those of " + device + ": a replay"
                            + " drives one device; keep one device's events (blkparse -i of its trace alone)");
                }
                long time = f.nanos(3, "timestamp (s)", 1e9);
                long offset = f.bytes(7, "sector", 512);
                long length = f.bytes(9, "sector count", 512);
                if (action.equals("D")) {
                    int index = trace.size();
                    trace.add(op, offset, length, time, -1, -1, 0);
                    inFlight.computeIfAbsent(offset, k -> new ArrayDeque<>()).addLast(index);
                    dispatchTime.put(index, time);
                } else {
                    ArrayDeque<Integer> waiting = inFlight.get(offset);
                    if (waiting != null && !waiting.isEmpty()) {
                        int index = waiting.pollFirst();
                        long service = time - dispatchTime.remove(index);
                        if (service < 0) {
                            throw f.error(3, "completion before its dispatch");
                        }
                        trace.setMeasured(index, service);
                    }
                }
            }
        };
    }

    /** READ, WRITE or TRIM from blkparse's rwbs flags; null when the request moves no data. */
    private static IoOp operation(String rwbs) {
        if (rwbs.contains("D")) {
            return IoOp.TRIM;
        }
        if (rwbs.contains("W")) {
            return IoOp.WRITE;
        }
        if (rwbs.contains("R")) {
            return IoOp.READ;
        }
        return null;
    }
}
