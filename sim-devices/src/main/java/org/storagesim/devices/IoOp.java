package org.storagesim.devices;

/** The kinds of block request a device accepts. */
public enum IoOp {
    READ, WRITE, TRIM, FLUSH;

    /** Whether the request moves data between host and device. */
    public boolean transfersData() {
        return this == READ || this == WRITE;
    }
}
