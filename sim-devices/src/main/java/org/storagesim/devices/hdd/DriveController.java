package org.storagesim.devices.hdd;

import org.storagesim.devices.IoOp;

/**
 * The drive's firmware for one command at a time: command overheads, buffer hits, read misses on
 * the mechanism with read-ahead behind them, write-through or write-back with destaging, and the
 * host transfer that overlaps the media transfer (Ruemmler and Wilkes 1994, sections on caching
 * and data transfer; Worthington et al. 1995 for the overhead classes). Given a command and the
 * time it starts, {@link #serve} returns when the host sees it complete and moves the drive's
 * state (arm, buffer, read-ahead, write backlog) on; it allocates nothing.
 */
public final class DriveController {
    /** Bytes per logical block. */
    public static final int BLOCK = 512;

    private final Mechanism mech;
    private final DiskLayout layout;
    private final SegmentCache cache;
    private final HddCache policy;
    private final ReadAheadLimit readAheadLimit;
    private final WriteBacklog backlog;
    private final long busRead;
    private final long busWrite;
    private final long[] overhead = new long[8];
    private final long readCompletion;
    private final long writeCompletion;
    private final long reselect;
    private final long reselectOther;
    private final long dataPrep;
    private final long readDisconnectAfterRead;
    private final long readDisconnectAfterWrite;
    private final long writeDisconnect;
    private final long minimumWriteSeek;
    private final HddExtraWriteDisconnect extra;
    private final long extraMechanismDelay;
    private final long extraDataDelay;
    private final long extraSecondDisconnect;

    private final long capacityBlocks;
    private boolean lastWasWrite;
    private long mechFree;
    private boolean prefetching;
    private int prefetchSegment;
    private long prefetchNext;
    private long prefetchLimit;
    private long prefetchReady;
    private long lastWriteEnd = -1;
    private ReadSource lastReadSource = ReadSource.MEDIA;

    public DriveController(Mechanism mech, HddCache policy, HddOverheads o, double busReadSectorMs,
                           double busWriteSectorMs, long capacityBlocks) {
        this.capacityBlocks = capacityBlocks;
        this.mech = mech;
        this.layout = mech.layout();
        this.policy = policy;
        this.readAheadLimit = ReadAheadLimit.parse(policy.readAheadLimit());
        this.cache = new SegmentCache(policy.segments(), policy.segmentBlocks());
        this.backlog = new WriteBacklog(Math.max(4, policy.segments() * 8), policy.segments() * policy.segmentBlocks());
        this.busRead = nanos(busReadSectorMs);
        this.busWrite = nanos(busWriteSectorMs);
        overhead[index(false, true, false)] = nanos(o.readHitAfterRead());
        overhead[index(false, true, true)] = nanos(o.readHitAfterWrite());
        overhead[index(false, false, false)] = nanos(o.readMissAfterRead());
        overhead[index(false, false, true)] = nanos(o.readMissAfterWrite());
        overhead[index(true, true, false)] = nanos(o.writeHitAfterRead());
        overhead[index(true, true, true)] = nanos(o.writeHitAfterWrite());
        overhead[index(true, false, false)] = nanos(o.writeMissAfterRead());
        overhead[index(true, false, true)] = nanos(o.writeMissAfterWrite());
        this.readCompletion = nanos(o.readCompletion());
        this.writeCompletion = nanos(o.writeCompletion());
        this.reselect = nanos(o.reselect());
        this.reselectOther = nanos(o.reselectOther());
        this.dataPrep = nanos(o.dataPrep());
        this.readDisconnectAfterRead = nanos(o.readDisconnectAfterRead());
        this.readDisconnectAfterWrite = nanos(o.readDisconnectAfterWrite());
        this.writeDisconnect = nanos(o.writeDisconnect());
        this.minimumWriteSeek = nanos(o.minimumWriteSeek());
        this.extra = o.extraWriteDisconnect();
        HddExtraWriteDisconnect x = extra == null ? new HddExtraWriteDisconnect(0, 0, 0, 0, 0) : extra;
        this.extraMechanismDelay = nanos(x.commandMs() + x.seekDeltaMs());
        this.extraDataDelay = nanos(x.commandMs() + x.disconnectMs() + x.interDisconnectMs());
        this.extraSecondDisconnect = nanos(x.secondDisconnectMs());
    }

    static long nanos(double ms) {
        return Math.round(ms * 1e6);
    }

    private static int index(boolean write, boolean hit, boolean afterWrite) {
        return (write ? 4 : 0) + (hit ? 2 : 0) + (afterWrite ? 1 : 0);
    }

    private long overhead(boolean write, boolean hit) {
        return overhead[index(write, hit, lastWasWrite)];
    }

    /** Blocks the drive exposes. */
    public long capacityBlocks() {
        return capacityBlocks;
    }

    public Mechanism mechanism() {
        return mech;
    }

    /** Serves one command that reaches an idle drive at {@code now}; returns its completion time. */
    public long serve(IoOp op, long offsetBytes, long lengthBytes, long now) {
        return serve(op, offsetBytes, lengthBytes, now, false);
    }

    /**
     * Serves one command that the drive starts at {@code now}; {@code waiting} when it was already
     * queued as the previous command completed. Read-ahead is background work that a queued command
     * preempts at once (queued commands are what NCQ firmware serves first), so only a command
     * that finds the drive reading ahead waits for the end of the track when the drive does not
     * stop read-ahead within a sector.
     */
    public long serve(IoOp op, long offsetBytes, long lengthBytes, long now, boolean waiting) {
        long lbn = offsetBytes / BLOCK;
        long endLbn = (offsetBytes + lengthBytes + BLOCK - 1) / BLOCK;
        int n = (int) (endLbn - lbn);
        if (op == IoOp.FLUSH) {
            return Math.max(now, backlog.lastEnd()) + writeCompletion;
        }
        if (op == IoOp.TRIM || n == 0) {
            // A disk has no TRIM command (BlockDevice.acceptsTrim): only md sends it trims, and only parts.
            return now;
        }
        if (endLbn > capacityBlocks) {
            throw new IllegalArgumentException("blocks " + lbn + ".." + (endLbn - 1) + " beyond the disk's "
                    + capacityBlocks + " blocks");
        }
        long done = op == IoOp.WRITE ? write(lbn, n, now, waiting) : read(lbn, n, now, waiting);
        lastWasWrite = op == IoOp.WRITE;
        return done;
    }

    private long read(long lbn, int n, long now, boolean waiting) {
        advancePrefetch(now);
        int hit = cache.findContaining(lbn, n);
        if (hit >= 0) {
            cache.touch(hit);
            long destageEnd = backlog.lastEnd();
            long done;
            if (!policy.writePrebuffering() && destageEnd > now) {
                // The mechanism is busy writing buffered data back and the firmware cannot take
                // another command past it: the read is treated as a miss, disconnects, and is
                // served from the buffer once the destage is over.
                long send = Math.max(now + overhead(false, false) + readDisconnect(), destageEnd) + reselect + dataPrep;
                done = send + n * busRead + readCompletion;
            } else {
                done = now + overhead(false, true) + dataPrep + n * busRead + readCompletion;
            }
            readAheadAfterHit(hit, lbn, n, now);
            releaseDelivered(hit, lbn + n);
            lastReadSource = ReadSource.BUFFER;
            return done;
        }
        if (policy.almostReadHits() && prefetching && cache.start(prefetchSegment) <= lbn && lbn <= prefetchLimit
                && lbn + n > prefetchNext && streamBeatsRepositioning(lbn, now)) {
            // A read that starts inside what the running read-ahead is fetching rides the stream:
            // the read-ahead goes on through the command overhead, so the read waits only for its
            // sectors (and any skipped ones before them) to pass under the head.
            if (lbn > prefetchNext) {
                mech.transfer(prefetchNext, (int) (lbn - prefetchNext), prefetchReady, 0, false, -1);
                prefetchNext = lbn;
                prefetchReady = mech.lastEnd();
            }
            long streamStart = prefetchNext;
            mech.transfer(prefetchNext, (int) (lbn + n - prefetchNext), prefetchReady, 0, false, -1);
            long first = lbn >= streamStart ? mech.firstSectorEnd() : now;
            prefetchNext = lbn + n;
            prefetchReady = mech.lastEnd();
            cache.extendTo(prefetchSegment, prefetchNext);
            cache.touch(prefetchSegment);
            releaseDelivered(prefetchSegment, lbn + n);
            prefetchLimit = Math.max(prefetchLimit, Math.min(prefetchNext + readAhead(n), capacityBlocks));
            long send = Math.max(now + overhead(false, true), first);
            lastReadSource = ReadSource.READ_AHEAD;
            return Math.max(send + n * busRead, prefetchReady + busRead) + readCompletion;
        }
        long commandDone = now + overhead(false, false);
        stopPrefetch(now, waiting);
        long start = Math.max(commandDone, mechFree);
        mech.transfer(lbn, n, start, 0, false, -1);
        long first = mech.firstSectorEnd();
        long last = mech.lastEnd();
        mechFree = last;
        // The drive reconnects to the host once the water mark of the request is buffered.
        int mark = Math.max(1, (int) Mechanism.ceil(policy.readWaterMark() * n));
        long markTime = n <= 1 ? first : first + (last - first) * (mark - 1) / (n - 1);
        // The bus is free for the reconnection only once the disconnect after the command is over.
        long send = Math.max(markTime, commandDone + readDisconnect()) + reselect + dataPrep;
        long done = Math.max(send + n * busRead, last + busRead) + readCompletion;
        int segment = cache.victim(-1);
        cache.fill(segment, policy.readAnyFreeBlocks() ? firstFreeBlock(lbn) : lbn, lbn + n);
        startReadAhead(segment, lbn, n, last);
        releaseDelivered(segment, lbn + n);
        lastReadSource = ReadSource.MEDIA;
        return done;
    }

    /** Where the last read's data came from (for validation reports). */
    public ReadSource lastReadSource() {
        return lastReadSource;
    }

    /**
     * With "read-ahead over requested" the blocks a read has delivered, and those before them in
     * its segment, give their room to read-ahead at once: a re-read of them misses. DiskSim erases
     * them so only for the value -1 and otherwise lets read-ahead overwrite them once it fills the
     * segment, but the three Seagate drives of its validation set, whose specs say 1, miss on 218
     * of 232 re-reads of the previous read's blocks, while the Quantum and IBM drives (0) hit on
     * 145 of 164 (see README, "DiskSim drives").
     */
    private void releaseDelivered(int segment, long end) {
        if (policy.readAheadOverRequested()) {
            cache.dropBefore(segment, end);
        }
    }

    /**
     * First block a read miss on {@code lbn} buffers when the drive also reads the sectors that
     * pass under the head while it waits for the first requested one: the whole sectors between
     * the head's arrival and that sector, as far as they hold the blocks just before {@code lbn}
     * on the same track (the segment stays one contiguous range).
     */
    private long firstFreeBlock(long lbn) {
        layout.locate(lbn, probe);
        double sectorNanos = mech.periodNanos() / probe.blocksPerTrack;
        long passed = (long) ((mech.firstSectorEnd() - sectorNanos - mech.firstArrival()) / sectorNanos);
        if (passed <= 0) {
            return lbn;
        }
        int cylinder = probe.cylinder;
        int head = probe.head;
        // The blocks b .. lbn - 1 run contiguously on this track for every b from the answer up.
        long low = Math.max(0, lbn - passed);
        long high = lbn;
        while (low < high) {
            long mid = (low + high) >>> 1;
            layout.locate(mid, probe);
            if (probe.cylinder == cylinder && probe.head == head && mid + probe.run >= lbn) {
                high = mid;
            } else {
                low = mid + 1;
            }
        }
        return high;
    }

    /**
     * Whether the running read-ahead reaches {@code lbn} no later than a fresh access would: a
     * short skip is read through (it costs its angular time), a long one is cheaper to seek or
     * switch heads over.
     */
    private boolean streamBeatsRepositioning(long lbn, long now) {
        if (lbn <= prefetchNext) {
            return true;
        }
        long streamAt = mech.transferEnd(prefetchNext, (int) (lbn - prefetchNext), prefetchReady);
        long start = Math.max(now + overhead(false, false), Math.max(mechFree, prefetchReady));
        return streamAt <= start + mech.positioningNanos(lbn, start, false);
    }

    private long readDisconnect() {
        return lastWasWrite ? readDisconnectAfterWrite : readDisconnectAfterRead;
    }

    private int readAhead(int n) {
        return policy.readAheadOverRequested() ? policy.readAheadBlocks() : Math.max(0, policy.readAheadBlocks() - n);
    }

    /**
     * Shortest-positioning-time estimate for a queued command started at {@code now}: zero for a
     * read the buffer holds or the running read-ahead is about to deliver (the firmware serves those
     * without moving the arm), else the command overhead plus seek and rotational wait.
     */
    public long positioningEstimate(IoOp op, long offsetBytes, long lengthBytes, long now) {
        long lbn = offsetBytes / BLOCK;
        int n = (int) ((offsetBytes + lengthBytes + BLOCK - 1) / BLOCK - lbn);
        boolean write = op == IoOp.WRITE;
        if (!write && n > 0) {
            if (cache.findContaining(lbn, n) >= 0) {
                return 0;
            }
            if (prefetching && cache.start(prefetchSegment) <= lbn && lbn <= prefetchLimit) {
                return 0;
            }
        }
        long start = now + overhead(write, false);
        return start - now + mech.positioningNanos(lbn, Math.max(start, mechFree), write);
    }

    /**
     * A buffer hit pushes the read-ahead limit of its segment to where a miss on the same request
     * would have put it: a read-ahead running in that segment goes on further (DiskSim raises the
     * segment's read-ahead limit for every read that takes over the mechanism). With read-ahead
     * on hits, an idle mechanism also resumes reading ahead from the end of the segment once the
     * command is decoded (DiskSim charges the read-miss overhead before any mechanical work). A
     * read-ahead running in another segment keeps the mechanism.
     */
    private void readAheadAfterHit(int segment, long lbn, int n, long now) {
        long limit = Math.min(readAheadEnd(lbn, n), capacityBlocks);
        if (prefetching) {
            if (segment == prefetchSegment) {
                prefetchLimit = Math.max(prefetchLimit, limit);
            }
            return;
        }
        long from = cache.end(segment);
        if (policy.readAheadOnHit() && limit > from) {
            prefetching = true;
            prefetchSegment = segment;
            prefetchNext = from;
            prefetchLimit = limit;
            prefetchReady = Math.max(now + overhead(false, false), Math.max(mechFree, backlog.lastEnd()));
        }
    }

    private void startReadAhead(int segment, long lbn, int n, long ready) {
        // The segment is a ring: read-ahead beyond its size overwrites the oldest blocks, the
        // requested ones first (they have gone to the host already).
        long limit = Math.min(readAheadEnd(lbn, n), capacityBlocks);
        if (limit > lbn + n) {
            prefetching = true;
            prefetchSegment = segment;
            prefetchNext = lbn + n;
            prefetchLimit = limit;
            prefetchReady = ready;
        }
    }

    /** First block the read-ahead after a miss on {@code [lbn, lbn + n)} does not read. */
    private long readAheadEnd(long lbn, int n) {
        long end = lbn + n;
        long bySize = end + readAhead(n);
        return switch (readAheadLimit) {
            case NONE -> end;
            case SEGMENT -> bySize;
            case TRACK -> Math.min(bySize, layout.endOf(end - 1, false, capacityBlocks, probe));
            case CYLINDER -> Math.min(bySize, layout.endOf(end - 1, true, capacityBlocks, probe));
            case NEXT_TRACK -> {
                if (end >= capacityBlocks) {
                    yield end;
                }
                // lbn first: the transfer has just located it, so the layout most likely still remembers its run.
                layout.locate(lbn, probe);
                int cylinder = probe.cylinder;
                int head = probe.head;
                int blocksPerTrack = probe.blocksPerTrack;
                layout.locate(end, probe);
                boolean startedEarlier = probe.cylinder != cylinder || probe.head != head;
                long trackEnd = layout.endOf(end, false, capacityBlocks, probe);
                yield startedEarlier ? trackEnd + blocksPerTrack : trackEnd;
            }
        };
    }

    private long write(long lbn, int n, long now, boolean waiting) {
        advancePrefetch(now);
        int touching = cache.findTouching(lbn);
        stopPrefetch(now, waiting);
        long done;
        if (policy.writeBack() && policy.writePrebuffering()) {
            // A write-back "hit" is a write the buffer can take at once (DiskSim's classification,
            // confirmed by the measured write times); otherwise it waits for destaging to free room.
            boolean absorbed = backlog.roomAt(now, n) <= now;
            long commandDone = now + overhead(true, absorbed);
            long room = backlog.roomAt(commandDone, n);
            long dataIn = room + n * busWrite;
            long start = Math.max(room, mechFree);
            mech.transfer(lbn, n, start, dataIn, true, -1);
            mechFree = mech.lastEnd();
            backlog.add(mechFree, n);
            done = dataIn + writeCompletion;
        } else if (policy.writeBack()) {
            done = writeBackOneAtATime(lbn, n, now);
        } else {
            done = writeThrough(lbn, n, now, touching >= 0);
        }
        remember(lbn, n, touching);
        lastWriteEnd = lbn + n;
        return done;
    }

    /**
     * Write-back without prebuffering (DiskSim 4.0's disk controller): every write is charged the
     * write-hit overhead; it reports completion once its data is in the buffer, but the drive
     * takes the data only when the mechanism has finished destaging the previous write, unless
     * this write continues that one (it then streams on behind it).
     */
    private long writeBackOneAtATime(long lbn, int n, long now) {
        long destageEnd = backlog.lastEnd();
        boolean busy = destageEnd > now;
        boolean appends = busy && lbn == lastWriteEnd;
        long commandDone = now + overhead(true, true);
        long dataStart = busy && !appends
                ? Math.max(commandDone + writeDisconnect, destageEnd) + reselect + dataPrep
                : commandDone + dataPrep;
        long start = Math.max(commandDone, mechFree);
        writeAsDataArrives(lbn, n, start, appends ? 0 : start + minimumWriteSeek, dataStart);
        mechFree = mech.lastEnd();
        backlog.add(mechFree, n);
        return dataStart + n * busWrite + writeCompletion;
    }

    /**
     * Write-through: data goes to the media as it arrives from the host; the drive disconnects
     * after the data and reconnects for the status once the last sector is written.
     */
    private long writeThrough(long lbn, int n, long now, boolean touching) {
        boolean extraDisconnect = extra != null && lastWasWrite && lbn != lastWriteEnd;
        long mechReady;
        long dataStart;
        if (extraDisconnect) {
            // Command, first disconnect, a pause off the bus, then a reselection for the data.
            mechReady = now + extraMechanismDelay;
            dataStart = now + extraDataDelay + reselect + dataPrep;
        } else {
            mechReady = now + overhead(true, touching);
            dataStart = mechReady + dataPrep;
        }
        long start = Math.max(mechReady, mechFree);
        long earliest = start + minimumWriteSeek;
        if (extra != null) {
            // DiskSim's HP C2247A firmware model starts the media write only once a few blocks
            // of the request are buffered: all of a short one, 10 of a medium one (under 45
            // blocks), 15 of a long one.
            int buffered = n < 45 ? Math.min(n, 10) : 15;
            earliest = Math.max(earliest, dataStart + buffered * busWrite);
        }
        writeAsDataArrives(lbn, n, start, earliest, dataStart);
        mechFree = mech.lastEnd();
        long dataIn = dataStart + n * busWrite;
        long reconnect = Math.max(mechFree, dataIn + (extraDisconnect ? extraSecondDisconnect : writeDisconnect));
        return reconnect + (extraDisconnect ? reselectOther : reselect) + writeCompletion;
    }

    /**
     * Writes {@code n} sectors from {@code lbn}, the head free from {@code start} and on track no
     * earlier than {@code earliestArrival}, while their data arrive from the host one sector per
     * bus time from {@code dataStart}. The drive writes a sector as it passes under the head only
     * if its data are in the buffer; otherwise the sector waits for the next turn (DiskSim's
     * sector-by-sector media access). With a bus faster than the media only the first sector can
     * wait; with a slower one the head may catch up with the data and lose a turn.
     */
    private void writeAsDataArrives(long lbn, int n, long start, long earliestArrival, long dataStart) {
        long firstData = dataStart + busWrite;
        if (busWrite <= mech.periodNanos() / layout.blocksPerTrackAt(lbn + n - 1)) {
            mech.transfer(lbn, n, start, Math.max(earliestArrival, firstData), true, -1);
            return;
        }
        mech.writeSectorsAsReady(lbn, n, start, Math.max(earliestArrival, firstData), firstData, busWrite);
    }

    private final PhysicalSector probe = new PhysicalSector();

    /** Keeps written data in the buffer for later reads (appending to a sequential segment). */
    private void remember(long lbn, int n, int touching) {
        if (!policy.readHitsOnWriteData()) {
            cache.invalidateOverlap(lbn, n, -1);
            return;
        }
        if (touching >= 0 && cache.end(touching) == lbn) {
            cache.invalidateOverlap(lbn, n, touching);
            cache.extendTo(touching, lbn + n);
            cache.touch(touching);
            return;
        }
        cache.invalidateOverlap(lbn, n, -1);
        cache.fill(cache.victim(-1), lbn, lbn + n);
    }

    /** Lets the running read-ahead progress up to {@code now}. */
    private void advancePrefetch(long now) {
        if (!prefetching) {
            return;
        }
        int got = mech.transfer(prefetchNext, (int) (prefetchLimit - prefetchNext), prefetchReady, 0, false, now);
        if (got > 0) {
            prefetchNext += got;
            prefetchReady = mech.lastEnd();
            cache.extendTo(prefetchSegment, prefetchNext);
        }
        if (prefetchNext >= prefetchLimit) {
            prefetching = false;
            mechFree = Math.max(mechFree, prefetchReady);
        }
    }

    /**
     * Preempts the read-ahead for a new command: at the next sector, or at the end of the track
     * unless the command was already waiting (see {@link #serve(IoOp, long, long, long, boolean)}).
     */
    private void stopPrefetch(long now, boolean waiting) {
        if (!prefetching) {
            return;
        }
        if (!policy.stopPrefetchInSector() && !waiting && prefetchNext < prefetchLimit) {
            layout.locate(prefetchNext, probe);
            if (probe.sector != 0 && probe.cylinder == mech.cylinder() && probe.head == mech.head()) {
                int rest = (int) Math.min(probe.run, prefetchLimit - prefetchNext);
                mech.transfer(prefetchNext, rest, prefetchReady, 0, false, -1);
                prefetchNext += rest;
                prefetchReady = mech.lastEnd();
                cache.extendTo(prefetchSegment, prefetchNext);
            }
        }
        prefetching = false;
        mechFree = Math.max(mechFree, prefetchReady);
    }
}
