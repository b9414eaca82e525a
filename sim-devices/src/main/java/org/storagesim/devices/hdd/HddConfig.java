package org.storagesim.devices.hdd;

import java.util.List;
import java.util.Locale;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Keys of a hard disk ({@code kind: hdd}). Mechanical and controller times are in milliseconds as
 * plain numbers, the unit the drive-characterisation literature (DIXtrac, DiskSim) publishes them
 * in; the write settle may be negative (it then shortens write seeks, as extracted for some drives).
 *
 * @param rpm              spindle speed
 * @param surfaces         data surfaces (heads)
 * @param cylinders        cylinders, including ones no zone uses
 * @param sparing          how spare sectors are laid out, see {@link SparingScheme}
 * @param rangeSize        cylinders per sparing range (sparing {@code sectors_per_range})
 * @param serpentine       odd cylinders of a zone are read from the last surface back to the first
 * @param zones            recording zones, ascending cylinders
 * @param seek             seek curve
 * @param headSwitchMs     head switch on the same cylinder
 * @param writeSettleMs    extra settling added to every positioning of a write
 * @param readWriteJogMs   moving the head between its read and write elements' radii when a
 *                         cylinder is read after being written or written after being read (the
 *                         micro-jog of magnetoresistive heads, see {@link Mechanism}); default the
 *                         single-cylinder seek time, 0 for heads that read and write with one gap
 * @param cache            buffer segments, read-ahead and write policy
 * @param overheads        controller command overheads
 * @param busReadSectorMs  host-interface time to move one 512-byte sector to the host
 * @param busWriteSectorMs host-interface time to move one sector from the host
 * @param scheduler        fcfs, sstf, clook, sptf or asptf
 * @param ageWeightMsPerS  asptf only: milliseconds of positioning time that one second of waiting
 *                         outweighs (DiskSim's "Timeout time/weight", in its units); default
 *                         {@value #DEFAULT_AGE_WEIGHT_MS_PER_S}
 * @param queueDepth       commands the drive accepts at once (NCQ/TCQ depth); more wait in the host
 * @param capacityBlocks   blocks the drive reports (may be fewer than the zones hold); default all
 */
public record HddConfig(double rpm, int surfaces, int cylinders, String sparing, Integer rangeSize,
                        Boolean serpentine, List<HddZone> zones, HddSeek seek, double headSwitchMs,
                        double writeSettleMs, Double readWriteJogMs, HddCache cache, HddOverheads overheads,
                        double busReadSectorMs, double busWriteSectorMs, String scheduler, Double ageWeightMsPerS,
                        Integer queueDepth, Long capacityBlocks) {
    /**
     * The weight DiskSim 4.0's validation setups give the host's request queue ("Timeout time/weight
     * = 6" in the device driver block of each {@code .parv}); their drives' own queues are FCFS.
     */
    public static final double DEFAULT_AGE_WEIGHT_MS_PER_S = 6;

    /** The slowest rotation a drive may have: a revolution in 1,000 minutes, within a step's day ({@link InvalidConfigException#MAX_STEP_MS}). */
    public static final double MIN_RPM = 0.001;

    /** The most cylinders a drive may have: 2^24, a seek table of 128 MiB. */
    public static final int MAX_CYLINDERS = 1 << 24;

    public HddConfig {
        if (!(rpm >= MIN_RPM)) {
            throw new InvalidConfigException(List.of("rpm"), rpm > 0 ? "must be at least " + MIN_RPM + " (a revolution "
                    + "in 1,000 minutes), got " + rpm : "must be positive, got " + rpm);
        }
        if (surfaces < 1) {
            throw new InvalidConfigException(List.of("surfaces"), "must be at least 1, got " + surfaces);
        }
        if (zones == null || zones.isEmpty()) {
            throw new InvalidConfigException(List.of("zones"), "at least one zone is required");
        }
        if (cylinders > MAX_CYLINDERS) {
            // Drives of the 2020s have under a million; the seek table holds a time for every distance.
            throw new InvalidConfigException(List.of("cylinders"), "must be at most " + MAX_CYLINDERS
                    + " (the seek time of every distance is tabulated), got " + cylinders);
        }
        int zonesEnd = zones.stream().mapToInt(HddZone::lastCylinder).max().getAsInt();
        if (cylinders <= zonesEnd) {
            // The seek table spans the cylinders: a longer seek would be timed as a shorter one.
            throw new InvalidConfigException(List.of("cylinders"), "the zones reach cylinder " + zonesEnd
                    + ", so the drive needs at least " + (zonesEnd + 1L) + " cylinders; got " + cylinders);
        }
        if (seek == null) {
            throw new InvalidConfigException(List.of("seek"), "is required: a curve or hpl coefficients");
        }
        if (cache == null) {
            throw new InvalidConfigException(List.of("cache"), "is required");
        }
        if (overheads == null) {
            overheads = HddOverheads.NONE;
        }
        sparing = sparing == null ? "none" : sparing;
        rangeSize = rangeSize == null ? 1 : rangeSize;
        // Only ranged sparing divides by the range; DiskSim's other schemes ignore its value.
        if (SparingScheme.parse(sparing) == SparingScheme.SECTORS_PER_RANGE && rangeSize < 1) {
            throw new InvalidConfigException(List.of("range_size"), "must be at least 1 cylinder, got " + rangeSize);
        }
        serpentine = serpentine != null && serpentine;
        scheduler = scheduler == null ? "fcfs" : scheduler;
        ageWeightMsPerS = ageWeight(SchedulingPolicy.parse(scheduler), ageWeightMsPerS);
        queueDepth = queueDepth == null ? 1 : queueDepth;
        if (queueDepth < 1) {
            throw new InvalidConfigException(List.of("queue_depth"), "must be at least 1, got " + queueDepth);
        }
        if (readWriteJogMs == null) {
            readWriteJogMs = SeekModel.of(seek, cylinders).nanos(1) / 1e6;
        } else {
            InvalidConfigException.requireMillis("read_write_jog_ms", readWriteJogMs);
        }
        if (!(Math.abs(writeSettleMs) <= InvalidConfigException.MAX_STEP_MS)) {
            // Negative is DiskSim's own: a write that settles sooner than a read (hp_c2490a: -0.642 ms).
            throw new InvalidConfigException(List.of("write_settle_ms"), "must be within a day either way (±"
                    + (long) InvalidConfigException.MAX_STEP_MS + " ms), got " + writeSettleMs);
        }
        InvalidConfigException.requireMillis("bus_read_sector_ms", busReadSectorMs);
        InvalidConfigException.requireMillis("bus_write_sector_ms", busWriteSectorMs);
        InvalidConfigException.requireMillis("head_switch_ms", headSwitchMs);
    }

    private static Double ageWeight(SchedulingPolicy policy, Double msPerS) {
        if (policy != SchedulingPolicy.ASPTF) {
            if (msPerS != null) {
                throw new InvalidConfigException(List.of("age_weight_ms_per_s"), "is given but the "
                        + "scheduler is " + policy.name().toLowerCase(Locale.ROOT) + "; set scheduler: asptf");
            }
            return null;
        }
        if (msPerS == null) {
            return DEFAULT_AGE_WEIGHT_MS_PER_S;
        }
        if (!(msPerS >= 0) || msPerS.isInfinite()) {
            throw new InvalidConfigException(List.of("age_weight_ms_per_s"),
                    "must be a number of at least 0, got " + msPerS);
        }
        return msPerS;
    }
}
