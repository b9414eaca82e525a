package org.storagesim.devices.raid;

/**
 * A host bus adapter's uplink that several drives share: their data crosses it at a combined rate
 * no higher than its own, in each direction (PCIe is full duplex). P4 (Section 5.1) put three of
 * its four X25-M behind one Adaptec 1430SA, a SATA adapter in a PCIe x4 slot that carried about
 * 800 MB/s in all, the fourth on the mainboard's SATA; that is why its array peaked near 1 GB/s
 * and not at four times one drive's 270 MB/s.
 *
 * <p>A fluid first-in-first-out model: a transfer of {@code b} bytes takes {@code b / rate} of the
 * uplink and streams through it alongside the drive's own link (cut-through), so it may occupy the
 * uplink from {@code b / rate} before the moment its drive-side transfer ends. An idle uplink
 * therefore delays nothing; a busy one queues transfers behind one another.
 */
final class HostAdapter {
    private final double nanosPerByte;
    private long toHostFree;
    private long toDeviceFree;

    /** @param bytesPerSec the uplink's payload rate in each direction */
    HostAdapter(double bytesPerSec) {
        if (!(bytesPerSec > 0)) {
            throw new IllegalArgumentException("a host adapter needs a positive uplink rate, got " + bytesPerSec);
        }
        this.nanosPerByte = 1e9 / bytesPerSec;
    }

    /** When {@code bytes} a drive finished sending at {@code sent} have reached the host. */
    long toHost(long sent, long bytes) {
        long d = duration(bytes);
        toHostFree = Math.max(toHostFree, sent - d) + d;
        return Math.max(sent, toHostFree);
    }

    /** When the uplink starts passing {@code bytes} the host hands over at {@code ready} on to the drive. */
    long toDevice(long ready, long bytes) {
        long start = Math.max(ready, toDeviceFree);
        toDeviceFree = start + duration(bytes);
        return start;
    }

    private long duration(long bytes) {
        return Math.round(bytes * nanosPerByte);
    }
}
