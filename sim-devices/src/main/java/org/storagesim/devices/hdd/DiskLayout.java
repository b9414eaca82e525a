package org.storagesim.devices.hdd;

import java.util.Arrays;
import java.util.List;
import org.storagesim.devices.config.InvalidConfigException;

/**
 * Exact LBN to physical sector mapping of a zoned disk, following the layout model of Worthington
 * et al. (SIGMETRICS 1995) that DiskSim's {@code dm_layout_g1} implements: LBNs run sector by sector
 * along a track, then to the next surface of the cylinder, then to the next cylinder; each zone has
 * its own sectors per track, track and cylinder skew; spare sectors and slipped defects are skipped.
 * A lookup fills a {@link PhysicalSector} supplied by the caller and allocates nothing; it remembers
 * the last run it found, so a layout belongs to one drive on one thread.
 */
public final class DiskLayout {
    private final int surfaces;
    private final SparingScheme sparing;
    private final int rangeSize;
    private final boolean serpentine;
    private final Zone[] zones;
    private final long[] zoneFirstLbn;
    private final long blocks;
    /** Zone of each bucket's first block (see {@link #indexZones}); buckets are {@code 1 << bucketShift} blocks. */
    private final int[] zoneByBucket;
    private final int bucketShift;
    /** Whether some block is remapped to a spare slot, so blocks no longer follow the slots in order. */
    private final boolean remapped;

    // The last run looked up: [memoLbn, memoEnd) lie contiguously on one track from memoSector.
    private long memoLbn = -1;
    private long memoEnd = -1;
    private int memoZone;
    private int memoCylinder;
    private int memoHead;
    private int memoSector;
    private int memoBpt;
    private double memoStartBase;

    /** One zone, compiled to primitives. */
    private static final class Zone {
        int firstCyl;
        int lastCyl;
        int bpt;
        double firstOffset;
        int dead;
        double trackSkew;
        double cylSkew;
        int spares;
        long[] slips;
        /** Per slip, the usable position it is slipped past: slip minus earlier slips of its unit. */
        long[] slipAdj;
        /**
         * For zone-wide units, an index into {@code slipAdj} by offset: bucket {@code offset >>>
         * bucketShift} starts at the first adjustment not below the bucket's first offset, so a
         * lookup scans a slip or two instead of binary-searching them all. Null for other units.
         */
        int[] bucketFirst;
        int bucketShift;
        long[] defect;
        long[] remap;
        long unitSlots;
        long unitUsable;
        long lbns;
    }

    public DiskLayout(int surfaces, SparingScheme sparing, int rangeSize, boolean serpentine, List<HddZone> specs) {
        this.surfaces = surfaces;
        this.sparing = sparing;
        this.rangeSize = rangeSize;
        this.serpentine = serpentine;
        this.zones = new Zone[specs.size()];
        this.zoneFirstLbn = new long[specs.size()];
        long next = 0;
        int previousLast = -1;
        for (int i = 0; i < zones.length; i++) {
            HddZone s = specs.get(i);
            checkZone(s, i, previousLast);
            previousLast = s.lastCylinder();
            zones[i] = compile(s, i);
            zoneFirstLbn[i] = next;
            next += zones[i].lbns;
        }
        this.blocks = next;
        this.bucketShift = Math.max(0, 64 - Long.numberOfLeadingZeros(Math.max(1, blocks - 1)) - 10);
        this.zoneByBucket = indexZones();
        this.remapped = Arrays.stream(zones).anyMatch(z -> z.defect.length > 0);
    }

    /** A zone's own values, each refused at its own key. */
    private static void checkZone(HddZone s, int index, int previousLast) {
        if (s.firstCylinder() <= previousLast) {
            throw new InvalidConfigException(List.of("zones", index, "first_cylinder"), index == 0
                    ? "must not be negative, got " + s.firstCylinder()
                    : "zone " + index + " must start after zone " + (index - 1) + " ends (cylinder " + previousLast
                            + "), got " + s.firstCylinder());
        }
        if (s.lastCylinder() < s.firstCylinder()) {
            throw new InvalidConfigException(List.of("zones", index, "last_cylinder"), "must be at least the zone's "
                    + "first cylinder " + s.firstCylinder() + ", got " + s.lastCylinder());
        }
        if (s.blocksPerTrack() < 1) {
            throw new InvalidConfigException(List.of("zones", index, "blocks_per_track"),
                    "must be at least 1, got " + s.blocksPerTrack());
        }
        if (s.spares() < 0) {
            throw new InvalidConfigException(List.of("zones", index, "spares"), "must not be negative, got " + s.spares());
        }
        if (s.deadSpace() < 0) {
            throw new InvalidConfigException(List.of("zones", index, "dead_space"),
                    "must not be negative, got " + s.deadSpace());
        }
    }

    /**
     * Slips and defects name positions inside the zone: a slip outside it would still shorten the
     * zone (sparing at its end counts slips), and a block remapped outside it would lie on another
     * zone's cylinders at this zone's sectors per track.
     */
    private static void checkPositions(HddZone s, int index, long slipPositions, long slots, String slipUnit) {
        for (long slip : s.slips()) {
            if (slip < 0 || slip >= slipPositions) {
                throw new InvalidConfigException(List.of("zones", index, "slips"), "slip " + slip + " lies outside zone "
                        + index + "'s " + slipPositions + " " + slipUnit + "; allowed: 0.." + (slipPositions - 1));
            }
        }
        for (long position : s.defects()) {
            if (position < 0 || position >= slots) {
                throw new InvalidConfigException(List.of("zones", index, "defects"), "position " + position
                        + " lies outside zone " + index + "'s " + slots + " sectors; allowed: 0.." + (slots - 1));
            }
        }
    }

    private Zone compile(HddZone s, int index) {
        Zone z = new Zone();
        z.firstCyl = s.firstCylinder();
        z.lastCyl = s.lastCylinder();
        z.bpt = s.blocksPerTrack();
        z.firstOffset = s.firstBlockOffset();
        z.dead = s.deadSpace();
        z.trackSkew = s.trackSkew();
        z.cylSkew = s.cylinderSkew();
        z.spares = s.spares();
        z.slips = s.slips().stream().mapToLong(Long::longValue).sorted().toArray();
        if (s.defects().size() % 2 != 0) {
            throw new InvalidConfigException(List.of("zones", index, "defects"),
                    "defects must come in pairs: defective position, replacement position");
        }
        int pairs = s.defects().size() / 2;
        z.defect = new long[pairs];
        z.remap = new long[pairs];
        for (int i = 0; i < pairs; i++) {
            z.defect[i] = s.defects().get(2 * i);
            z.remap[i] = s.defects().get(2 * i + 1);
        }
        long cyls = z.lastCyl - z.firstCyl + 1L;
        long trackSlots = z.bpt;
        long cylSlots = trackSlots * surfaces;
        long zoneSlots = cylSlots * cyls;
        if (sparing == SparingScheme.TRACK) {
            checkPositions(s, index, zoneSlots / trackSlots, zoneSlots, "tracks");
        } else {
            checkPositions(s, index, zoneSlots, zoneSlots, "sectors");
        }
        switch (sparing) {
            case NONE, SECTORS_AT_END, SECTORS_PER_ZONE -> {
                z.unitSlots = zoneSlots;
                z.unitUsable = zoneSlots;
            }
            case TRACK -> {
                z.unitSlots = trackSlots;
                z.unitUsable = trackSlots;
            }
            case SECTORS_PER_TRACK -> {
                z.unitSlots = trackSlots;
                z.unitUsable = trackSlots - z.spares;
            }
            case SECTORS_PER_CYLINDER -> {
                z.unitSlots = cylSlots;
                z.unitUsable = cylSlots - z.spares;
            }
            case SECTORS_PER_RANGE -> {
                z.unitSlots = cylSlots * rangeSize;
                z.unitUsable = z.unitSlots - z.spares;
            }
        }
        z.slipAdj = slipAdjustments(z.slips, sparing == SparingScheme.TRACK ? Long.MAX_VALUE : z.unitSlots);
        if (z.unitSlots == zoneSlots && z.slips.length > 0) {
            indexSlips(z);
        }
        long lbns = switch (sparing) {
            case NONE -> zoneSlots;
            case TRACK -> zoneSlots - (long) z.spares * trackSlots;
            case SECTORS_PER_TRACK -> (zoneSlots / trackSlots) * z.unitUsable;
            case SECTORS_PER_CYLINDER -> cyls * z.unitUsable;
            case SECTORS_AT_END -> zoneSlots - z.slips.length;
            case SECTORS_PER_ZONE -> zoneSlots - z.spares;
            case SECTORS_PER_RANGE -> zoneSlots - (long) z.spares * (cyls / rangeSize);
        };
        z.lbns = lbns - z.dead;
        if (z.unitUsable < 1 || z.lbns < 1) {
            throw new InvalidConfigException(List.of("zones", index, "spares"), "zone " + index
                    + " has no usable sectors left after " + z.spares + " spares and " + z.dead + " dead sectors");
        }
        return z;
    }

    /** The zone holding {@code lbn}: where its bucket starts, then on past the zones that end within the bucket. */
    private int zoneOf(long lbn) {
        int zi = zoneByBucket[(int) (lbn >>> bucketShift)];
        while (zi + 1 < zoneFirstLbn.length && lbn >= zoneFirstLbn[zi + 1]) {
            zi++;
        }
        return zi;
    }

    /**
     * Builds {@link #zoneByBucket}: 1,024 equal buckets of blocks, each mapped to the zone of its
     * first block, so a lookup outside the last zone used costs an array read and a step or two
     * (a binary search over the zones was a good part of a random request's lookups).
     */
    private int[] indexZones() {
        int[] first = new int[(int) ((blocks - 1) >>> bucketShift) + 1];
        int zi = 0;
        for (int b = 0; b < first.length; b++) {
            long start = (long) b << bucketShift;
            while (zi + 1 < zoneFirstLbn.length && start >= zoneFirstLbn[zi + 1]) {
                zi++;
            }
            first[b] = zi;
        }
        return first;
    }

    /** Number of addressable 512-byte blocks. */
    public long blocks() {
        return blocks;
    }

    public int surfaces() {
        return surfaces;
    }

    public int zoneCount() {
        return zones.length;
    }

    public int blocksPerTrack(int zone) {
        return zones[zone].bpt;
    }

    /** Blocks per track of the zone holding {@code lbn} (what {@link #locate} gives, without the rest of a lookup). */
    public int blocksPerTrackAt(long lbn) {
        requireOnDisk(lbn);
        return zones[zoneOf(lbn)].bpt;
    }

    private void requireOnDisk(long lbn) {
        if (lbn < 0 || lbn >= blocks) {
            throw new IllegalArgumentException("block " + lbn + " outside the disk's 0.." + (blocks - 1));
        }
    }

    public long zoneFirstLbn(int zone) {
        return zoneFirstLbn[zone];
    }

    public int zoneFirstCylinder(int zone) {
        return zones[zone].firstCyl;
    }

    /**
     * Where {@code lbn} lies: cylinder, head, sector, where the track starts (which gives the angle at
     * which the sector starts), and how many following LBNs continue contiguously on the same track
     * (the run a head can transfer without repositioning).
     */
    public void locate(long lbn, PhysicalSector out) {
        requireOnDisk(lbn);
        if (lbn >= memoLbn && lbn < memoEnd) {
            // Same run of sectors as the last lookup (transfers and read-ahead walk tracks in order).
            int d = (int) (lbn - memoLbn);
            out.zone = memoZone;
            out.cylinder = memoCylinder;
            out.head = memoHead;
            out.sector = memoSector + d;
            out.blocksPerTrack = memoBpt;
            out.run = (int) (memoEnd - lbn);
            out.trackStart = memoStartBase;
            return;
        }
        int zi = memoZone;
        if (lbn < zoneFirstLbn[zi] || zi + 1 < zoneFirstLbn.length && lbn >= zoneFirstLbn[zi + 1]) {
            // Not in the zone of the last lookup (transfers and read-ahead mostly stay in it).
            zi = zoneOf(lbn);
        }
        Zone z = zones[zi];
        long inZone = lbn - zoneFirstLbn[zi];
        long l = inZone + z.dead;
        long slot;
        long runLimit;
        int firstSlip = 0;
        if (sparing == SparingScheme.TRACK) {
            long track = skip(l / z.bpt, z, 0, z.slips.length);
            slot = track * z.bpt + l % z.bpt;
            runLimit = z.bpt - l % z.bpt;
        } else {
            // Zone-wide units (most schemes) need no division; 64-bit divisions dominate a lookup.
            long unit = l < z.unitUsable ? 0 : l / z.unitUsable;
            long offset = l - unit * z.unitUsable;
            long base = unit * z.unitSlots;
            int from = 0;
            int to = z.slips.length;
            if (to > 0 && (sparing == SparingScheme.SECTORS_PER_TRACK
                    || sparing == SparingScheme.SECTORS_PER_CYLINDER || sparing == SparingScheme.SECTORS_PER_RANGE)) {
                from = lowerBound(z.slips, 0, to, base);
                to = lowerBound(z.slips, from, to, base + z.unitSlots);
            }
            firstSlip = from;
            int passed = z.bucketFirst != null ? slipsPassed(z, offset) : upperBound(z.slipAdj, from, to, offset) - from;
            slot = base + offset + passed;
            runLimit = z.unitUsable - offset;
            if (from + passed < to) {
                runLimit = Math.min(runLimit, z.slips[from + passed] - slot);
            }
        }
        for (int i = 0; i < z.defect.length; i++) {
            if (z.defect[i] == slot) {
                slot = z.remap[i];
                runLimit = 1;
            } else if (z.defect[i] > slot && z.defect[i] - slot < runLimit) {
                runLimit = z.defect[i] - slot;
            }
        }
        int sector;
        int cylInZone;
        int logicalHead;
        if ((slot >>> 31) == 0) {
            // A zone's slots fit in an int on every real drive, and 32-bit division is several times faster.
            int trackIndex = (int) slot / z.bpt;
            sector = (int) slot - trackIndex * z.bpt;
            cylInZone = trackIndex / surfaces;
            logicalHead = trackIndex - cylInZone * surfaces;
        } else {
            long trackIndex = slot / z.bpt;
            sector = (int) (slot - trackIndex * z.bpt);
            cylInZone = (int) (trackIndex / surfaces);
            logicalHead = (int) (trackIndex - (long) cylInZone * surfaces);
        }
        out.zone = zi;
        out.cylinder = z.firstCyl + cylInZone;
        out.head = serpentine && (cylInZone & 1) == 1 ? surfaces - 1 - logicalHead : logicalHead;
        out.sector = sector;
        out.blocksPerTrack = z.bpt;
        out.run = (int) Math.min(Math.min(runLimit, z.bpt - sector), z.lbns - inZone);
        double slipPush = 0;
        if (sparing == SparingScheme.SECTORS_PER_TRACK || sparing == SparingScheme.SECTORS_PER_CYLINDER) {
            // DiskSim's layout assumes a slip on an earlier track (cylinder) also pushes this track's
            // first sector on; firstSlip counts the zone's slips before this track's (cylinder's) unit.
            slipPush = firstSlip;
        }
        double startBase = z.firstOffset + (logicalHead + (double) (surfaces - 1) * cylInZone) * z.trackSkew
                + cylInZone * z.cylSkew + slipPush;
        out.trackStart = startBase;
        memoLbn = lbn;
        memoEnd = lbn + out.run;
        memoZone = zi;
        memoCylinder = out.cylinder;
        memoHead = out.head;
        memoSector = sector;
        memoBpt = z.bpt;
        memoStartBase = startBase;
    }

    /**
     * First block past the track (or, with {@code wholeCylinder}, the cylinder) holding {@code lbn},
     * looking no further than {@code limit} (a drive may expose fewer blocks than its zones hold);
     * {@code probe} is scratch. Slips and remapped defects can split a track's blocks into several
     * runs, so this walks them run by run. Without remapped defects blocks fill the slots in order,
     * so a run that reaches the track's last sector is the track's last run.
     */
    public long endOf(long lbn, boolean wholeCylinder, long limit, PhysicalSector probe) {
        locate(lbn, probe);
        int cylinder = probe.cylinder;
        int head = probe.head;
        long p = lbn + probe.run;
        while (p < limit && (wholeCylinder || remapped || probe.sector + probe.run < probe.blocksPerTrack)) {
            locate(p, probe);
            if (probe.cylinder != cylinder || (!wholeCylinder && probe.head != head)) {
                break;
            }
            p += probe.run;
        }
        return p;
    }

    /**
     * For sorted slips grouped in units of {@code unitSlots} slots, each slip minus the number of
     * slips before it in its unit: a position below that value is not pushed past it, one at or
     * above it is. The values never decrease within a unit, so lookups are binary searches.
     */
    private static long[] slipAdjustments(long[] slips, long unitSlots) {
        long[] adj = new long[slips.length];
        int unitFirst = 0;
        for (int i = 0; i < slips.length; i++) {
            long unitStart = slips[i] / unitSlots * unitSlots;
            if (i > 0 && slips[i - 1] < unitStart) {
                unitFirst = i;
            }
            adj[i] = slips[i] - unitStart - (i - unitFirst);
        }
        return adj;
    }

    /** Builds {@link Zone#bucketFirst}: about four buckets per slip over the zone's usable offsets. */
    private static void indexSlips(Zone z) {
        int bucketBits = 2 + 32 - Integer.numberOfLeadingZeros(z.slips.length);
        int offsetBits = 64 - Long.numberOfLeadingZeros(Math.max(1, z.unitUsable - 1));
        z.bucketShift = Math.max(0, offsetBits - bucketBits);
        int buckets = (int) ((z.unitUsable - 1) >>> z.bucketShift) + 1;
        z.bucketFirst = new int[buckets];
        for (int b = 0; b < buckets; b++) {
            z.bucketFirst[b] = upperBound(z.slipAdj, 0, z.slipAdj.length, ((long) b << z.bucketShift) - 1);
        }
    }

    /** Slips of a zone-wide unit passed by the usable position {@code offset}: upperBound over all of them. */
    private static int slipsPassed(Zone z, long offset) {
        int i = z.bucketFirst[(int) (offset >>> z.bucketShift)];
        long[] adj = z.slipAdj;
        while (i < adj.length && adj[i] <= offset) {
            i++;
        }
        return i;
    }

    /** The slot of the {@code position}-th usable slot when the slips {@code [from, to)} are skipped. */
    private static long skip(long position, Zone z, int from, int to) {
        return position + upperBound(z.slipAdj, from, to, position) - from;
    }

    /** First index in {@code [from, to)} whose value is at least {@code value}. */
    private static int lowerBound(long[] sorted, int from, int to, long value) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] < value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** First index in {@code [from, to)} whose value is above {@code value}. */
    private static int upperBound(long[] sorted, int from, int to, long value) {
        int lo = from;
        int hi = to;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (sorted[mid] <= value) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * {@code x - floor(x)}, in [0, 1). Written with a truncating cast because the simulator's
     * short runs execute C1-compiled code, which calls the slow library floor instead of the
     * processor's; the result is the same double for any |x| below 2^63.
     */
    static double fraction(double x) {
        double f = x - (long) x;
        return f < 0 ? f + 1 : f == 0 ? 0 : f;
    }
}
