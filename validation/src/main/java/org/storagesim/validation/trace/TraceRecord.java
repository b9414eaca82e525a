package org.storagesim.validation.trace;

import org.storagesim.devices.IoOp;

/**
 * One request of a trace. Times are nanoseconds; -1 means the format does not give it.
 *
 * @param arrivalNanos    when the request was issued (open-loop formats)
 * @param thinkNanos      pause between the previous completion and this issue (closed-loop formats)
 * @param measuredNanos   service time measured on the real device
 * @param device          device number in multi-device traces (0 otherwise)
 */
public record TraceRecord(IoOp op, long offsetBytes, long lengthBytes, long arrivalNanos, long thinkNanos,
                          long measuredNanos, int device) {
}
