package org.storagesim.devices;

import java.util.List;

/**
 * A simulated block device (disk, SSD, RAID set, block layer in front of a device, reference
 * queue). It accepts requests at the current simulated time and completes each later through
 * {@link IoRequest#complete(long)}, driven by the kernel it was built on.
 */
public interface BlockDevice {
    /** A short name for reports. */
    String name();

    /** Addressable bytes; requests must lie inside [0, capacity). */
    long capacityBytes();

    /** Smallest addressable unit; offsets and lengths should be multiples of it. */
    default int sectorBytes() {
        return 512;
    }

    /** Accepts a request now. The request's submit time must already be stamped. */
    void submit(IoRequest request);

    /**
     * The submitter is through with its current call (Linux unplugs the queue at the end of each
     * direct I/O submission): a device that holds requests back to merge them starts them now.
     */
    default void unplug() {
    }

    /**
     * A request touching {@code offset} will probably be submitted soon. A device may load the
     * bookkeeping it will then need (mapping entries) into the processor's cache now: hints come in
     * batches, so their memory loads overlap instead of each request waiting for its own. A pure
     * speed hint: it must not change anything simulated.
     */
    default void upcoming(long offset) {
    }

    /**
     * Offers the device a promise: until {@link #endReadOnlyStretch}, it receives nothing but
     * reads of {@code bytes} bytes, one at each offset passed to {@link #upcoming}, in the order
     * passed, each submitted after its offset was passed. A device that takes the promise up (to
     * do its look-ups ahead on another processor) returns how many offsets it may be told ahead
     * of their requests, and from then on {@link #upcoming} must be exact; 0 declines, and
     * {@link #upcoming} stays a hint. Either way nothing simulated may change.
     */
    default int beginReadOnlyStretch(int bytes) {
        return 0;
    }

    /** Ends the promise of {@link #beginReadOnlyStretch}; every offset told must have been read. */
    default void endReadOnlyStretch() {
    }

    /**
     * Whether the device has a TRIM command. A stack has one when a device under it has: Linux md
     * sends discards to the members that take them and leaves out the rest. A device without one
     * does nothing for a trim it is given (a disk completes it when its turn comes, in no time),
     * which is why scenarios do not time trims on it.
     */
    default boolean acceptsTrim() {
        return members().stream().anyMatch(BlockDevice::acceptsTrim);
    }

    /**
     * The devices this one passes its requests on to (a RAID set's drives, the device behind a
     * block layer), so reports can find the drives under a stack; none for a device of its own.
     */
    default List<BlockDevice> members() {
        return List.of();
    }
}
