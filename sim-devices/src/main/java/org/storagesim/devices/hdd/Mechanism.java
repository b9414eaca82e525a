package org.storagesim.devices.hdd;

/**
 * The head-disk assembly: where the arm is, how long moving it takes, and when sectors pass under
 * the head. The platters turn at a constant speed from angle 0 at time 0, so the angle under the
 * head is a function of time alone and rotational latency follows from where and when the head
 * arrives (Ruemmler and Wilkes, "An introduction to disk drive modeling", IEEE Computer 1994).
 * A transfer walks the request track by track; head and cylinder switches inside it cost their
 * time and the skews of the layout decide how much rotation they lose.
 *
 * <p>Turning from writing to reading a cylinder, or back, moves the arm even when the cylinder stays
 * the same: magnetoresistive heads read and write with separate elements, which the actuator's skew
 * puts on different radii, so the servo shifts the head by that offset before it follows the track
 * again (a micro-jog). A seek to another cylinder absorbs it. No DiskSim parameter gives that time;
 * a drive's {@code read_write_jog_ms} defaults to its single-cylinder seek, the spec's time for the
 * shortest move and settle. Without the jog, reads of the cylinder a write has just used come out
 * faster than measured by a near constant on every drive whose cache writes back (barracuda 1.1 ms,
 * ibm18es 0.85 ms, cheetah9LP 0.39 ms, atlas10k 0.29 ms); with it, the seven shared drives' mean
 * errors are within 1.3 % (README).
 */
public final class Mechanism {
    /** Rounding slack: a sector that started less than this fraction of a turn ago counts as now. */
    private static final double ANGLE_EPSILON = 1e-5;
    private static final byte UNALIGNED = 0;
    private static final byte READING = 1;
    private static final byte WRITING = 2;

    private final DiskLayout layout;
    private final SeekModel seek;
    private final double periodNanos;
    private final long headSwitchNanos;
    private final long writeSettleNanos;
    /** Moving the head between its read and its write element's radius on the same cylinder. */
    private final long elementJogNanos;
    private final PhysicalSector where = new PhysicalSector();

    private int cylinder;
    private int head;
    private long firstSectorEnd;
    private long firstArrival;
    private long lastEnd;
    /**
     * Which element the head is centred for: {@link #READING} or {@link #WRITING} after a transfer,
     * {@link #UNALIGNED} before the first (when the first positioning's settle aligns either).
     */
    private byte element = UNALIGNED;

    public Mechanism(DiskLayout layout, SeekModel seek, double rpm, long headSwitchNanos, long writeSettleNanos,
                     long elementJogNanos) {
        this.layout = layout;
        this.seek = seek;
        this.periodNanos = 60e9 / rpm;
        this.headSwitchNanos = headSwitchNanos;
        this.writeSettleNanos = writeSettleNanos;
        this.elementJogNanos = elementJogNanos;
    }

    public DiskLayout layout() {
        return layout;
    }

    public double periodNanos() {
        return periodNanos;
    }

    public int cylinder() {
        return cylinder;
    }

    public int head() {
        return head;
    }

    /** End of the first sector of the last transfer. */
    public long firstSectorEnd() {
        return firstSectorEnd;
    }

    /** When the head of the last transfer was on the first sector's track, ready to transfer. */
    public long firstArrival() {
        return firstArrival;
    }

    /** End of the last sector of the last transfer (when the mechanism is free again). */
    public long lastEnd() {
        return lastEnd;
    }

    /** Arm and head movement from the current track to {@code (toCyl, toHead)}. */
    public long switchNanos(int toCyl, int toHead, boolean write) {
        int distance = Math.abs(toCyl - cylinder);
        long t;
        if (distance > 0) {
            t = seek.nanos(distance);
        } else if (element != UNALIGNED && element != (write ? WRITING : READING)) {
            t = toHead != head ? Math.max(headSwitchNanos, elementJogNanos) : elementJogNanos;
        } else if (toHead != head) {
            t = headSwitchNanos;
        } else {
            return 0;
        }
        return write ? Math.max(0, t + writeSettleNanos) : t;
    }

    /** Time from {@code now} until the start of a sector at {@code angle} passes under the head. */
    public long rotationalWait(long now, double angle) {
        double delta = DiskLayout.fraction(angle - DiskLayout.fraction(now / periodNanos));
        if (delta > 1 - ANGLE_EPSILON) {
            delta = 0;
        }
        return ceil(delta * periodNanos - 1e-6);
    }

    /** {@code (long) Math.ceil(x)} for x above -1, without the library call (see {@link DiskLayout#fraction}). */
    static long ceil(double x) {
        long t = (long) x;
        return t < x ? t + 1 : t;
    }

    /**
     * {@code Math.round(x)} for x not below 0, without the library call (see {@link DiskLayout#fraction}):
     * x minus its whole part is exact, and a half rounds up as it does in {@code Math.round}.
     */
    static long round(double x) {
        long whole = (long) x;
        return x - whole >= 0.5 ? whole + 1 : whole;
    }

    /** Seek plus rotational wait to the start of {@code lbn}, beginning at {@code now}; moves nothing. */
    public long positioningNanos(long lbn, long now, boolean write) {
        layout.locate(lbn, where);
        long arrive = now + switchNanos(where.cylinder, where.head, write);
        return arrive - now + rotationalWait(arrive, where.angle());
    }

    /** When a transfer of {@code count} blocks from {@code lbn}, the head free from {@code ready}, would end; moves nothing. */
    public long transferEnd(long lbn, int count, long ready) {
        int cyl = cylinder;
        int hd = head;
        long first = firstSectorEnd;
        long last = lastEnd;
        byte aligned = element;
        transfer(lbn, count, ready, 0, false, -1);
        long end = lastEnd;
        cylinder = cyl;
        head = hd;
        element = aligned;
        firstSectorEnd = first;
        lastEnd = last;
        return end;
    }

    /** Cylinder of a block, for seek-distance scheduling. */
    public int cylinderOf(long lbn) {
        layout.locate(lbn, where);
        return where.cylinder;
    }

    /**
     * Writes {@code n} blocks from {@code lbn} one sector at a time, the head free from {@code ready}:
     * sector {@code i} is written no earlier than {@code firstNotBefore} for the first and
     * {@code firstData + i * dataNanos} for the others (when its data are in the buffer). The same
     * as a one-block {@link #transfer} per sector (so {@link #firstSectorEnd} and {@link #firstArrival}
     * then describe the last sector), but the layout is asked once per run of sectors on a track
     * instead of once per sector, and a run whose data are all in the buffer when the head reaches
     * it (2,493 of the 3,503 runs the cheetah9LP trace writes) is timed as one pass, as {@link #transfer} times it: one rotational wait
     * and one rounding to whole nanoseconds, not one of each per sector (a 1 M-request cheetah9LP
     * replay 0.666 -> 0.639 s, mean of 8 paired runs; the seven drives' figures are unchanged).
     */
    public void writeSectorsAsReady(long lbn, int n, long ready, long firstNotBefore, long firstData, long dataNanos) {
        long t = ready;
        int i = 0;
        while (i < n) {
            layout.locate(lbn + i, where);
            double sectorNanos = periodNanos / where.blocksPerTrack;
            long sectorTime = round(sectorNanos);
            int runEnd = i + Math.min(n - i, where.run);
            // Only the first sector of a run may need the arm or another head; the rest follow on.
            long arrive = t + switchNanos(where.cylinder, where.head, true);
            cylinder = where.cylinder;
            head = where.head;
            element = WRITING;
            arrive = Math.max(arrive, i == 0 ? firstNotBefore : firstData + i * dataNanos);
            if (firstData + (runEnd - 1) * dataNanos <= arrive) {
                // Every sector's data is in the buffer when the head reaches the first: no sector waits.
                long start = arrive + rotationalWait(arrive, where.angle());
                int k = runEnd - i;
                firstArrival = k == 1 ? arrive : start + round((k - 1) * sectorNanos);
                firstSectorEnd = start + round(k * sectorNanos);
                t = firstSectorEnd;
                i = runEnd;
                continue;
            }
            for (int sector = where.sector; i < runEnd; i++, sector++) {
                long notBefore = i == 0 ? firstNotBefore : firstData + i * dataNanos;
                if (arrive < notBefore) {
                    arrive = notBefore;
                }
                long start = arrive + rotationalWait(arrive, where.angleOf(sector));
                firstArrival = arrive;
                firstSectorEnd = start + sectorTime;
                t = firstSectorEnd;
                arrive = t;
            }
        }
        lastEnd = t;
    }

    /**
     * Reads or writes up to {@code count} blocks from {@code lbn}, the head free from {@code ready},
     * the first sector not before {@code notBefore}. With {@code stopAt >= 0} the transfer ends at
     * the first sector boundary at or after {@code stopAt} (a preempted read-ahead) and no new track
     * is started after it. Returns the blocks transferred; {@link #lastEnd()} tells when it ended.
     */
    public int transfer(long lbn, int count, long ready, long notBefore, boolean write, long stopAt) {
        long t = ready;
        int done = 0;
        firstSectorEnd = -1;
        while (done < count) {
            layout.locate(lbn + done, where);
            long arrive = t + switchNanos(where.cylinder, where.head, write);
            if (done == 0 && arrive < notBefore) {
                arrive = notBefore;
            }
            long start = arrive + rotationalWait(arrive, where.angle());
            if (stopAt >= 0 && start >= stopAt) {
                break;
            }
            double sectorNanos = periodNanos / where.blocksPerTrack;
            int k = Math.min(count - done, where.run);
            if (stopAt >= 0 && start + k * sectorNanos > stopAt) {
                k = Math.min(k, (int) ceil((stopAt - start) / sectorNanos));
            }
            if (firstSectorEnd < 0) {
                firstSectorEnd = start + round(sectorNanos);
                firstArrival = arrive;
            }
            cylinder = where.cylinder;
            head = where.head;
            element = write ? WRITING : READING;
            t = start + round(k * sectorNanos);
            done += k;
            if (stopAt >= 0 && t >= stopAt) {
                break;
            }
        }
        lastEnd = t;
        return done;
    }
}
