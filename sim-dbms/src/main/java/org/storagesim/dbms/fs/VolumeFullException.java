package org.storagesim.dbms.fs;

/** The files to place take more room than the volume has: the device is too small for the tables. */
public final class VolumeFullException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public VolumeFullException(String message) {
        super(message);
    }
}
