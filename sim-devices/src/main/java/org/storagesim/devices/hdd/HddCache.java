package org.storagesim.devices.hdd;

import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * The drive's buffer: segments of {@code segmentBlocks} sectors, replaced least recently used.
 *
 * @param readAheadBlocks         sectors read past a read miss while the drive is idle
 * @param readAheadOverRequested  read-ahead counts from the end of the request (else from its start),
 *                                and the blocks a read delivered leave the buffer (else they stay)
 * @param writeBack               acknowledge writes once in the buffer and write them to media later
 * @param readHitsOnWriteData     reads may be served from data written earlier
 * @param almostReadHits          a read whose sectors the running read-ahead is about to fetch waits for them
 * @param stopPrefetchInSector    a new request stops read-ahead at the next sector (else at the end of the track)
 * @param readWaterMark           fraction of a read miss buffered before the drive starts sending it
 * @param readAheadLimit          how far read-ahead may go, see {@link ReadAheadLimit}; default segment
 * @param writePrebuffering       write-back only: a write's data may enter the buffer while earlier
 *                                writes are still being destaged (default); if false the drive takes
 *                                the data only once the mechanism is free, except for a write that
 *                                continues the one being destaged (DiskSim's "Allow write prebuffering")
 * @param readAheadOnHit          a read served from the buffer pushes the read-ahead on past its own
 *                                end, as a miss does (DiskSim's "Read-ahead on idle hit"); default false
 * @param readAnyFreeBlocks       a read miss also keeps the blocks of its track that pass under the head
 *                                while it waits for its first sector (DiskSim's "Read any free blocks");
 *                                default false
 */
public record HddCache(int segments, int segmentBlocks, int readAheadBlocks, boolean readAheadOverRequested,
                       boolean writeBack, boolean readHitsOnWriteData, boolean almostReadHits,
                       boolean stopPrefetchInSector, double readWaterMark, String readAheadLimit,
                       Boolean writePrebuffering, Boolean readAheadOnHit, Boolean readAnyFreeBlocks) {
    /** Most segments a buffer may have; DiskSim's drives have 1 to a few dozen. */
    private static final int MAX_SEGMENTS = 1024;

    public HddCache {
        readAnyFreeBlocks = readAnyFreeBlocks != null && readAnyFreeBlocks;
        readAheadOnHit = readAheadOnHit != null && readAheadOnHit;
        writePrebuffering = writePrebuffering == null || writePrebuffering;
        readAheadLimit = readAheadLimit == null ? ReadAheadLimit.SEGMENT.key() : readAheadLimit;
        ReadAheadLimit.parse(readAheadLimit);
        if (segments < 1 || segmentBlocks < 1) {
            throw new InvalidConfigException(List.of(segments < 1 ? "segments" : "segment_blocks"),
                    "must be at least 1 (the cache needs a segment of a block at least), got "
                            + (segments < 1 ? segments : segmentBlocks));
        }
        if (segments > MAX_SEGMENTS) {
            throw new InvalidConfigException(List.of("segments"), "must be at most " + MAX_SEGMENTS
                    + " (a drive's buffer holds a few dozen ranges, and every request searches them all), got "
                    + segments);
        }
        if ((long) segments * segmentBlocks > Integer.MAX_VALUE) {
            throw new InvalidConfigException(List.of("segment_blocks"), "gives a buffer of "
                    + (long) segments * segmentBlocks + " blocks with " + segments
                    + " segments; segments x segment_blocks must be at most " + Integer.MAX_VALUE
                    + " blocks (1 TiB)");
        }
        InvalidConfigException.requireMillis("read_ahead_blocks", readAheadBlocks);
        if (!(readWaterMark >= 0 && readWaterMark <= 1)) {
            throw new InvalidConfigException(List.of("read_water_mark"),
                    "must be a fraction of the request from 0 to 1, got " + readWaterMark);
        }
    }

    public HddCache(int segments, int segmentBlocks, int readAheadBlocks, boolean readAheadOverRequested,
                    boolean writeBack, boolean readHitsOnWriteData, boolean almostReadHits,
                    boolean stopPrefetchInSector, double readWaterMark, String readAheadLimit) {
        this(segments, segmentBlocks, readAheadBlocks, readAheadOverRequested, writeBack, readHitsOnWriteData,
                almostReadHits, stopPrefetchInSector, readWaterMark, readAheadLimit, null, null, null);
    }
}
