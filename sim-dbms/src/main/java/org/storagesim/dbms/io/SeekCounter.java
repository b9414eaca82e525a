package org.storagesim.dbms.io;

import java.util.List;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.IoRequest;

/**
 * Watches the requests that reach a device, as P0's blktrace did, and counts seeks the way the
 * paper defines them (section 5.1.1): a request that starts at least 63 sectors away from where
 * the previous request ended. Put it directly above the device model (below any I/O scheduler) so
 * it sees the dispatch order.
 */
public final class SeekCounter implements BlockDevice {
    /** P0's threshold: 63 sectors of 512 bytes. */
    public static final long SEEK_SECTORS = 63;

    private final BlockDevice device;
    private final long thresholdBytes;
    private long lastEnd = -1;
    private long requests;
    private long seeks;
    private long bytes;

    public SeekCounter(BlockDevice device) {
        this.device = device;
        this.thresholdBytes = SEEK_SECTORS * 512;
    }

    /** Wraps {@code device} unless it already is a counter. */
    public static SeekCounter around(BlockDevice device) {
        return device instanceof SeekCounter c ? c : new SeekCounter(device);
    }

    @Override
    public String name() {
        return device.name();
    }

    @Override
    public long capacityBytes() {
        return device.capacityBytes();
    }

    @Override
    public int sectorBytes() {
        return device.sectorBytes();
    }

    @Override
    public void submit(IoRequest request) {
        if (lastEnd >= 0 && Math.abs(request.offset() - lastEnd) >= thresholdBytes) {
            seeks++;
        }
        lastEnd = request.end();
        requests++;
        bytes += request.length();
        device.submit(request);
    }

    public long seeks() {
        return seeks;
    }

    public long requests() {
        return requests;
    }

    public long bytes() {
        return bytes;
    }

    /** Mean request length in bytes (0 before any request). */
    public double meanRequestBytes() {
        return requests == 0 ? 0 : (double) bytes / requests;
    }

    /** Starts a new measurement: counts go to zero; the position of the last request is kept. */
    public void resetCounts() {
        requests = 0;
        seeks = 0;
        bytes = 0;
    }

    @Override
    public List<BlockDevice> members() {
        return List.of(device);
    }
}
