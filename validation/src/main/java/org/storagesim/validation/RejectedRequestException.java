package org.storagesim.validation;

/**
 * A trace request the drive refused (it names blocks the drive does not have), with its position in
 * the trace, so the caller can point at the line it came from.
 */
final class RejectedRequestException extends IllegalArgumentException {
    private final long index;

    RejectedRequestException(long index, String reason) {
        super(reason);
        this.index = index;
    }

    /** Position of the request in the trace, counted from 0. */
    long index() {
        return index;
    }
}
