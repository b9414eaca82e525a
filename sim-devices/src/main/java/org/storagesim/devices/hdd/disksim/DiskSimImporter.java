package org.storagesim.devices.hdd.disksim;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.hdd.DriveController;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.HddCache;
import org.storagesim.devices.hdd.HddConfig;
import org.storagesim.devices.hdd.HddExtraWriteDisconnect;
import org.storagesim.devices.hdd.HddOverheads;
import org.storagesim.devices.hdd.HddSeek;
import org.storagesim.devices.hdd.HddZone;
import org.storagesim.devices.hdd.ReadAheadLimit;

/**
 * Turns a DiskSim 4.0 validation setup ({@code NAME.parv} and the {@code .diskspecs},
 * {@code .model} and {@code .seek} files it names) into an {@link HddConfig}. Parameters of the
 * disk, its layout and mechanism must be ones this importer knows; a parameter it does not model
 * with a value that would change behaviour is an error naming the file, line and parameter.
 */
public final class DiskSimImporter {
    /**
     * Disk parameters that do not change a lone drive's service times in a depth-1 validate replay:
     * statistics, bus holding (no other device shares the bus), the scheduler block (the drive's
     * queue never holds two requests), and cache options whose values differ among DiskSim's
     * validated drives without a measurable effect on their traces.
     */
    private static final Set<String> IGNORED = Set.of("print stats", "avg sectors per cylinder",
            "hold bus entire read xfer", "hold bus entire write xfer", "never disconnect",
            "maximum number of write segments", "use separate write segment", "low (write) water mark",
            "immediate buffer read", "immediate buffer write", "scheduler");

    /**
     * Disk parameters the model implements only at the value every DiskSim validated drive uses;
     * any other value is an error rather than a silently different drive.
     */
    private static final Map<String, Double> ONLY_VALUE = Map.ofEntries(
            Map.entry("time scale for overheads", 1.0), Map.entry("per-request overhead time", 0.0),
            Map.entry("allow sneaky full read hits", 0.0), Map.entry("allow sneaky partial read hits", 0.0),
            Map.entry("allow sneaky intermediate read hits", 0.0), Map.entry("preseeking level", 0.0),
            Map.entry("set watermark by reqsize", 1.0), Map.entry("calc sector by sector", 1.0),
            Map.entry("minimum read-ahead (blks)", 0.0), Map.entry("combine seq writes", 1.0),
            Map.entry("disconnect write if seek", 0.0), Map.entry("write hit stop prefetch", 1.0),
            Map.entry("read directly to buffer", 1.0), Map.entry("immed transfer partial hit", 1.0));

    /**
     * The DiskSim parameter each key of the drive's overheads, cache and extra write disconnect is
     * read from, so that a value the drive refuses is reported where it was written.
     */
    private static final Map<String, String> DISK_PARAMS = Map.ofEntries(
            Map.entry("read_hit_after_read", "Read hit over. after read"),
            Map.entry("read_hit_after_write", "Read hit over. after write"),
            Map.entry("read_miss_after_read", "Read miss over. after read"),
            Map.entry("read_miss_after_write", "Read miss over. after write"),
            Map.entry("write_hit_after_read", "Write hit over. after read"),
            Map.entry("write_hit_after_write", "Write hit over. after write"),
            Map.entry("write_miss_after_read", "Write miss over. after read"),
            Map.entry("write_miss_after_write", "Write miss over. after write"),
            Map.entry("read_completion", "Read completion overhead"),
            Map.entry("write_completion", "Write completion overhead"),
            Map.entry("reselect", "First reselect overhead"), Map.entry("data_prep", "Data preparation overhead"),
            Map.entry("reselect_other", "Other reselect overhead"),
            Map.entry("read_disconnect_after_read", "Read disconnect afterread"),
            Map.entry("read_disconnect_after_write", "Read disconnect afterwrite"),
            Map.entry("write_disconnect", "Write disconnect overhead"),
            Map.entry("minimum_write_seek", "Minimum seek delay"),
            Map.entry("command_ms", "Extradisc command overhead"),
            Map.entry("disconnect_ms", "Extradisc disconnect overhead"),
            Map.entry("inter_disconnect_ms", "Extradisc inter-disconnect delay"),
            Map.entry("second_disconnect_ms", "Extradisc 2nd disconnect overhead"),
            Map.entry("seek_delta_ms", "Extradisc seek delta"),
            Map.entry("segments", "Number of buffer segments"), Map.entry("segment_blocks", "Segment size (in blks)"),
            Map.entry("read_ahead_blocks", "Maximum read-ahead (blks)"),
            Map.entry("read_water_mark", "High (read) water mark"));

    /** Between the two numbers of a {@code .seek} line; compiled once, not once per line as by String#split. */
    private static final Pattern SEEK_SEPARATORS = Pattern.compile("[,\\s]+");

    private DiskSimImporter() {
    }

    /**
     * The imported drive: its DiskSim name, configuration, the "Block count" its model file declares
     * (informative only: the configuration exposes all the blocks its zones hold), and where its
     * configuration's values were read.
     */
    public record ImportedDisk(String name, HddConfig config, long declaredBlocks, ImportOrigins origins) {
        /**
         * The drive's controller. Its layout checks the zones as a whole (ascending cylinders, spares
         * that fit, defects inside their zone); a problem is located in the DiskSim files.
         */
        public DriveController controller() {
            try {
                return HardDisk.controllerOf(config);
            } catch (InvalidConfigException e) {
                throw origins.locate(e);
            }
        }
    }

    public static ImportedDisk importParv(Path parv) {
        ParamParser parser = ParamParser.parse(parv);
        ParamBlock disk = findDisk(parser, parv);
        ParamBlock model = block(disk, "Model");
        ParamBlock layout = block(model, "Layout Model");
        ParamBlock mech = block(model, "Mechanical Model");
        checkKnownDiskKeys(disk);

        String access = text(mech, "Access time type");
        if (!access.equalsIgnoreCase("trackSwitchPlusRotation")) {
            throw unsupported(mech.find("Access time type"), "only trackSwitchPlusRotation is modelled");
        }
        HddSeek seek = seek(mech, parv);
        String sparing = sparing(layout.find("Sparing scheme used"));
        int mapping = integer(layout, "LBN-to-PBN mapping scheme");
        if (mapping != 0 && mapping != 1) {
            throw unsupported(layout.find("LBN-to-PBN mapping scheme"), "only 0 (normal) and 1 (serpentine) are modelled");
        }
        ImportOrigins origins = origins(disk, model, layout, mech);
        HddConfig config;
        try {
            List<HddZone> zones = new ArrayList<>();
            for (Object z : list(layout, "Zones")) {
                if (!(z instanceof ParamBlock zoneBlock)) {
                    ParamBlock.Param zonesParam = layout.find("Zones");
                    throw new DiskSimFormatException(z instanceof ParamBlock.Scalar s ? s.at() : zonesParam.valueAt(),
                            "'Zones' must list zone blocks { First cylinder number = ..., ... }, found '" + z + "'");
                }
                origins.put(List.of("zones", zones.size()), zoneBlock.find("First cylinder number"));
                origins.put(List.of("zones", zones.size(), "defects"), zoneBlock.find("defects"));
                origins.put(List.of("zones", zones.size(), "spares"), zoneBlock.find("Number of spares"));
                origins.put(List.of("zones", zones.size(), "last_cylinder"), zoneBlock.find("Last cylinder number"));
                origins.put(List.of("zones", zones.size(), "blocks_per_track"), zoneBlock.find("Blocks per track"));
                origins.put(List.of("zones", zones.size(), "dead_space"), zoneBlock.find("Empty space at zone front"));
                origins.put(List.of("zones", zones.size(), "slips"), zoneBlock.find("slips"));
                zones.add(zone(zoneBlock));
            }
            double percentError = number(mech, "Percent error in rpms");
            if (percentError != 0) {
                throw unsupported(mech.find("Percent error in rpms"), "only 0 is modelled");
            }
            int enable = integer(disk, "Enable caching in buffer");
            // Fast write levels 1 (write-back for sequential streams) and 2 (for all writes) differ in
            // DiskSim 4.0 only in which queued writes may join a running destage; both report a write
            // complete once its data is buffered.
            int fastWrite = integer(disk, "Fast write level");
            HddCache cache = new HddCache(integer(disk, "Number of buffer segments"), integer(disk, "Segment size (in blks)"),
                    enable == 0 ? 0 : integer(disk, "Maximum read-ahead (blks)"),
                    readAheadOverRequested(disk), fastWrite > 0,
                    integer(disk, "Allow read hits on write data") != 0, integer(disk, "Allow almost read hits") != 0,
                    integer(disk, "Stop prefetch in sector") != 0, number(disk, "High (read) water mark"),
                    readAheadLimit(disk.find("Buffer continuous read")), flag(disk, "Allow write prebuffering", true),
                    enable != 0 && flag(disk, "Read-ahead on idle hit", false),
                    enable != 0 && flag(disk, "Read any free blocks", false));
            HddOverheads overheads = new HddOverheads(number(disk, "Read hit over. after read"),
                    number(disk, "Read hit over. after write"), number(disk, "Read miss over. after read"),
                    number(disk, "Read miss over. after write"), number(disk, "Write hit over. after read"),
                    number(disk, "Write hit over. after write"), number(disk, "Write miss over. after read"),
                    number(disk, "Write miss over. after write"), number(disk, "Read completion overhead"),
                    number(disk, "Write completion overhead"), number(disk, "First reselect overhead"),
                    optional(disk, "Data preparation overhead"), optional(disk, "Other reselect overhead"),
                    optional(disk, "Read disconnect afterread"), optional(disk, "Read disconnect afterwrite"),
                    optional(disk, "Write disconnect overhead"), optional(disk, "Minimum seek delay"),
                    extraWriteDisconnect(disk, fastWrite));
            double bulk = number(disk, "Bulk sector transfer time");
            if (!(bulk >= 0)) {
                throw new DiskSimFormatException(disk.find("Bulk sector transfer time").valueAt(),
                        "'Bulk sector transfer time' = " + bulk + ": must not be negative");
            }
            double busRead = Math.max(bulk, busTime(parser, "Read block transfer time"));
            double busWrite = Math.max(bulk, busTime(parser, "Write block transfer time"));
            // DiskSim has no read/write micro-jog: the drive gets the default (the single-cylinder seek).
            ParamBlock sched = block(disk, "Scheduler");
            config = new HddConfig(number(mech, "Rotation speed (in rpms)"), integer(model, "Number of data surfaces"),
                    cylinders(model, zones), sparing, integer(layout, "Rangesize for sparing"), mapping == 1,
                    zones, seek, number(mech, "Head switch time"), number(mech, "Add. write settling delay"), null, cache, overheads,
                    busRead, busWrite, scheduler(sched), ageWeight(sched), Math.max(1, integer(disk, "Max queue length")),
                    null);
        } catch (InvalidConfigException e) {
            throw origins.locate(e);
        }
        // DiskSim replaces the declared "Block count" by the blocks its layout computes from the
        // zones (diskmodel's checknumblocks), so the drive exposes every block the zones hold.
        return new ImportedDisk(disk.name(), config, (long) number(model, "Block count"), origins);
    }

    /**
     * The declared cylinders, plus one where the last zone ends on the declared count itself:
     * hp_c2490a's model numbers its zones' cylinders 0..2629 but declares 2629, and DiskSim seeks
     * to the last one all the same. A larger mismatch is refused at "Number of cylinders".
     */
    private static int cylinders(ParamBlock model, List<HddZone> zones) {
        int declared = integer(model, "Number of cylinders");
        int zonesEnd = zones.stream().mapToInt(HddZone::lastCylinder).max().orElse(-1);
        return zonesEnd == declared ? declared + 1 : declared;
    }

    /** Where the configuration's keys come from, for {@link ImportOrigins#locate}; the zones' are added as they are read. */
    private static ImportOrigins origins(ParamBlock disk, ParamBlock model, ParamBlock layout, ParamBlock mech) {
        ImportOrigins origins = new ImportOrigins(disk);
        origins.put(List.of("rpm"), mech.find("Rotation speed (in rpms)"));
        origins.put(List.of("surfaces"), model.find("Number of data surfaces"));
        origins.put(List.of("cylinders"), model.find("Number of cylinders"));
        origins.put(List.of("sparing"), layout.find("Sparing scheme used"));
        origins.put(List.of("range_size"), layout.find("Rangesize for sparing"));
        origins.put(List.of("zones"), layout.find("Zones"));
        origins.put(List.of("seek"), mech.find("Seek type"));
        origins.put(List.of("seek", "hpl"), mech.find("HPL seek equation values"));
        origins.put(List.of("seek", "first_ten"), mech.find("First ten seek times"));
        origins.put(List.of("head_switch_ms"), mech.find("Head switch time"));
        DISK_PARAMS.forEach((key, param) -> origins.put(List.of(key), disk.find(param)));
        origins.put(List.of("cache", "read_ahead_limit"), disk.find("Buffer continuous read"));
        origins.put(List.of("queue_depth"), disk.find("Max queue length"));
        return origins;
    }

    /**
     * DiskSim's "Extra write disconnect": on a write right after a write it does not continue, the
     * drive disconnects once more before taking the data (modelled for write-through drives, the only
     * ones whose extracted specs use it).
     */
    private static HddExtraWriteDisconnect extraWriteDisconnect(ParamBlock disk, int fastWrite) {
        ParamBlock.Param p = disk.find("Extra write disconnect");
        if (p == null || parseNumber(p, p.value()) == 0) {
            return null;
        }
        if (fastWrite != 0) {
            throw unsupported(p, "an extra write disconnect is modelled only with 'Fast write level = 0'");
        }
        return new HddExtraWriteDisconnect(number(disk, "Extradisc command overhead"),
                number(disk, "Extradisc disconnect overhead"), number(disk, "Extradisc inter-disconnect delay"),
                number(disk, "Extradisc 2nd disconnect overhead"), number(disk, "Extradisc seek delta"));
    }

    /** A parameter the specs may leave out, meaning zero. */
    private static Double optional(ParamBlock b, String key) {
        ParamBlock.Param p = b.find(key);
        return p == null ? null : parseNumber(p, p.value());
    }

    private static boolean flag(ParamBlock b, String key, boolean absent) {
        ParamBlock.Param p = b.find(key);
        return p == null ? absent : parseNumber(p, p.value()) != 0;
    }

    private static ParamBlock findDisk(ParamParser parser, Path parv) {
        for (String blockName : parser.instances().values()) {
            ParamBlock b = parser.blocks().get(blockName);
            if (b != null && b.type().equals("disksim_disk")) {
                return b;
            }
        }
        throw new DiskSimFormatException(parv, "no 'instantiate [ ... ] as NAME' of a disksim_disk block");
    }

    private static void checkKnownDiskKeys(ParamBlock disk) {
        Set<String> modelled = Set.of("model", "bulk sector transfer time", "allow almost read hits",
                "allow read hits on write data", "max queue length", "number of buffer segments", "segment size (in blks)",
                "high (read) water mark", "enable caching in buffer", "maximum read-ahead (blks)",
                "read-ahead over requested", "fast write level", "stop prefetch in sector", "read hit over. after read",
                "read hit over. after write", "read miss over. after read", "read miss over. after write",
                "write hit over. after read", "write hit over. after write", "write miss over. after read",
                "write miss over. after write", "read completion overhead", "write completion overhead",
                "first reselect overhead", "buffer continuous read", "data preparation overhead",
                "other reselect overhead", "read disconnect afterread", "read disconnect afterwrite",
                "write disconnect overhead", "minimum seek delay", "allow write prebuffering",
                "read-ahead on idle hit", "read any free blocks", "extra write disconnect", "extradisc command overhead",
                "extradisc disconnect overhead", "extradisc inter-disconnect delay", "extradisc 2nd disconnect overhead",
                "extradisc seek delta");
        for (ParamBlock.Param p : disk.params()) {
            String k = p.key().toLowerCase(Locale.ROOT);
            Double only = ONLY_VALUE.get(k);
            if (only != null && parseNumber(p, p.value()) != only) {
                throw unsupported(p, "only " + only + " is modelled");
            }
            if (!modelled.contains(k) && !IGNORED.contains(k) && only == null) {
                throw unsupported(p, "this disk parameter is not supported by the importer");
            }
        }
    }

    private static HddSeek seek(ParamBlock mech, Path parv) {
        String type = text(mech, "Seek type");
        double single = number(mech, "Single cylinder seek time");
        switch (type.toLowerCase(Locale.ROOT)) {
            case "extracted" -> {
                ParamBlock.Param curveParam = require(mech, "Full seek curve", mech.find("Full seek curve"));
                Path curve = parv.resolveSibling(String.valueOf(curveParam.value()));
                if (!Files.isReadable(curve) || Files.isDirectory(curve)) {
                    throw new DiskSimFormatException(curveParam.valueAt(), "'Full seek curve' names " + curve + ", which "
                            + (Files.exists(curve) ? "is not a readable file" : "does not exist")
                            + "; allowed: a .seek file, named relative to the .parv file's folder");
                }
                return new HddSeek(readSeekCurve(curve), null, null, single);
            }
            case "hpl", "hplplus10" -> {
                List<Double> hpl = numbers(mech, "HPL seek equation values");
                List<Double> ten = type.equalsIgnoreCase("hplplus10") ? numbers(mech, "First ten seek times") : null;
                return new HddSeek(null, hpl, ten, single);
            }
            default -> throw unsupported(mech.find("Seek type"), "allowed: extracted, hpl, hplplus10");
        }
    }

    /**
     * A {@code .seek} file: a header line, then {@code distance, ms} per line, distances whole
     * cylinders ascending from 1, times finite and not negative.
     */
    static List<List<Double>> readSeekCurve(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.ISO_8859_1); // as ParamParser reads DiskSim's files
        } catch (IOException e) {
            throw new DiskSimFormatException(file, "cannot read the seek curve: " + e.getMessage());
        }
        List<List<Double>> points = new ArrayList<>();
        for (int i = 1; i < lines.size(); i++) {
            String l = lines.get(i).trim();
            if (!l.isEmpty()) {
                ParamBlock.Position at = new ParamBlock.Position(file, i + 1, lines.get(i).indexOf(l) + 1);
                double previous = points.isEmpty() ? 0 : points.get(points.size() - 1).get(0);
                points.add(seekPoint(l, previous, at));
            }
        }
        if (points.isEmpty()) {
            throw new DiskSimFormatException(new ParamBlock.Position(file, Math.max(lines.size(), 1), 1),
                    "the seek curve has no points; expected a header line, then one 'distance, milliseconds' per line");
        }
        return points;
    }

    /** One line of a seek curve: its distance must exceed {@code previous}, the last line's. */
    private static List<Double> seekPoint(String line, double previous, ParamBlock.Position at) {
        String[] parts = SEEK_SEPARATORS.split(line);
        if (parts.length != 2 || !isNumber(parts[0]) || !isNumber(parts[1])) {
            throw new DiskSimFormatException(at, "expected 'distance, milliseconds' but found '" + line + "'");
        }
        double distance = Double.parseDouble(parts[0]);
        double ms = Double.parseDouble(parts[1]);
        if (distance != Math.rint(distance) || distance > Integer.MAX_VALUE) {
            throw new DiskSimFormatException(at, "seek distance " + parts[0] + " is not a whole number of cylinders"
                    + " up to " + Integer.MAX_VALUE);
        }
        if (distance <= previous) {
            throw new DiskSimFormatException(at, "seek distance " + parts[0] + " must be greater than "
                    + (previous == 0 ? "0" : "the previous line's " + (long) previous)
                    + "; allowed: distances ascending from 1, one per line");
        }
        if (!(ms >= 0) || Double.isInfinite(ms)) {
            throw new DiskSimFormatException(at, "seek time " + parts[1] + " ms is not a time; allowed: milliseconds ≥ 0");
        }
        return List.of(distance, ms);
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text);
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static HddZone zone(ParamBlock z) {
        List<Long> slips = new ArrayList<>();
        for (Object v : list(z, "slips")) {
            slips.add(parseLong(z.find("slips"), v));
        }
        List<Long> defects = new ArrayList<>();
        List<?> pairs = list(z, "defects");
        for (int i = 0; i + 1 < pairs.size(); i += 2) {
            long defect = parseLong(z.find("defects"), pairs.get(i));
            long remap = parseLong(z.find("defects"), pairs.get(i + 1));
            // A defect "remapped" onto itself is not remapped at all (DiskSim skips such pairs).
            if (defect != remap) {
                defects.add(defect);
                defects.add(remap);
            }
        }
        if (pairs.size() % 2 != 0) {
            throw new DiskSimFormatException(z.find("defects").valueAt(),
                    "defects must come in pairs: defective position, replacement position");
        }
        return new HddZone(integer(z, "First cylinder number"), integer(z, "Last cylinder number"),
                integer(z, "Blocks per track"), number(z, "Offset of first block"), integer(z, "Empty space at zone front"),
                number(z, "Skew for track switch"), number(z, "Skew for cylinder switch"), integer(z, "Number of spares"),
                slips, defects);
    }

    private static String sparing(ParamBlock.Param p) {
        int scheme = (int) parseNumber(p, p.value());
        return switch (scheme) {
            case 0 -> "none";
            case 1 -> "track";
            case 2 -> "sectors_per_cylinder";
            case 3 -> "sectors_per_track";
            case 7 -> "sectors_at_end";
            case 8 -> "sectors_per_range";
            case 9 -> "sectors_per_zone";
            default -> throw unsupported(p, "sparing schemes 0, 1, 2, 3, 7, 8 and 9 are modelled");
        };
    }

    /**
     * DiskSim's "Read-ahead over requested": 0 keeps the requested blocks in the segment (read-ahead
     * fills what the request leaves), 1 lets read-ahead overwrite them, -1 also drops them once sent
     * to the host. Read-ahead then runs the full read-ahead size for 1 and -1 alike; the only extra
     * effect of -1, a re-read of just-sent blocks missing the buffer, is not modelled.
     */
    private static boolean readAheadOverRequested(ParamBlock disk) {
        String key = "Read-ahead over requested";
        ParamBlock.Param p = require(disk, key, disk.find(key));
        int mode = (int) parseNumber(p, p.value());
        if (mode < -1 || mode > 1) {
            throw unsupported(p, "allowed: -1, 0, 1");
        }
        return mode != 0;
    }

    /** DiskSim's "Buffer continuous read" codes 0..4. */
    private static String readAheadLimit(ParamBlock.Param p) {
        if (p == null) {
            return ReadAheadLimit.SEGMENT.key();
        }
        int mode = (int) parseNumber(p, p.value());
        ReadAheadLimit[] byCode = {ReadAheadLimit.NONE, ReadAheadLimit.TRACK, ReadAheadLimit.CYLINDER,
                ReadAheadLimit.SEGMENT, ReadAheadLimit.NEXT_TRACK};
        if (mode < 0 || mode >= byCode.length) {
            throw unsupported(p, "allowed: 0 (none), 1 (to track end), 2 (to cylinder end), 3 (segment), 4 (DEC scheme)");
        }
        return byCode[mode].key();
    }

    /**
     * DiskSim's policy codes. Its SPTF family (8-13) differs in whether cache hits and transfer
     * count and, for 11-13, in scaling each positioning time by the command's age; all become
     * SPTF here (a scaled order matters only when commands queue, never in a depth-1 validate
     * replay). 14-16 subtract the weighted age, which {@code asptf} models.
     */
    private static String scheduler(ParamBlock sched) {
        return switch (schedulingPolicy(sched)) {
            case 1 -> "fcfs";
            case 3, 6 -> "clook";
            case 4, 7 -> "sstf";
            case 8, 9, 10, 11, 12, 13 -> "sptf";
            case 14, 15, 16 -> "asptf";
            default -> throw unsupported(sched.find("Scheduling policy"),
                    "modelled policies: 1 (FCFS), 3/6 (C-LOOK), 4/7 (SSTF), 8-13 (SPTF), 14-16 (aged SPTF)");
        };
    }

    private static int schedulingPolicy(ParamBlock sched) {
        ParamBlock.Param p = sched.find("Scheduling policy");
        return (int) parseNumber(p, require(sched, "Scheduling policy", p).value());
    }

    /**
     * The aged policies' weight: DiskSim subtracts "Timeout time/weight" thousandths of a command's
     * age from its positioning time, that is that many milliseconds per second of waiting.
     */
    private static Double ageWeight(ParamBlock sched) {
        int policy = schedulingPolicy(sched);
        if (policy < 14 || policy > 16) {
            return null;
        }
        ParamBlock.Param p = sched.find("Timeout time/weight");
        if (p == null) {
            return null;
        }
        double weight = parseNumber(p, p.value());
        if (!(weight >= 0)) {
            throw unsupported(p, "an aged policy's weight must be at least 0");
        }
        return weight;
    }

    private static double busTime(ParamParser parser, String key) {
        double max = 0;
        for (Map.Entry<String, ParamBlock> e : parser.blocks().entrySet()) {
            ParamBlock b = e.getValue();
            if (b.type().equals("disksim_bus") || b.type().equals("disksim_ctlr")) {
                ParamBlock.Param p = b.find(b.type().equals("disksim_bus") ? key : "Bulk sector transfer time");
                if (p != null) {
                    max = Math.max(max, parseNumber(p, p.value()));
                }
            }
        }
        return max;
    }

    private static ParamBlock block(ParamBlock b, String key) {
        Object v = require(b, key, b.find(key)).value();
        if (!(v instanceof ParamBlock pb)) {
            throw new DiskSimFormatException(b.find(key).valueAt(), "'" + key + "' must be a block");
        }
        return pb;
    }

    private static List<?> list(ParamBlock b, String key) {
        ParamBlock.Param p = require(b, key, b.find(key));
        if (!(p.value() instanceof List<?> l)) {
            throw new DiskSimFormatException(p.valueAt(), "'" + key + "' must be a list [ ... ]");
        }
        return l;
    }

    private static List<Double> numbers(ParamBlock b, String key) {
        ParamBlock.Param p = b.find(key);
        List<Double> out = new ArrayList<>();
        for (Object v : list(b, key)) {
            out.add(parseNumber(p, v));
        }
        return out;
    }

    private static String text(ParamBlock b, String key) {
        return String.valueOf(require(b, key, b.find(key)).value());
    }

    private static double number(ParamBlock b, String key) {
        ParamBlock.Param p = require(b, key, b.find(key));
        return parseNumber(p, p.value());
    }

    /** A whole number that fits an int; DiskSim's own parser reads these parameters as ints. */
    private static int integer(ParamBlock b, String key) {
        ParamBlock.Param p = require(b, key, b.find(key));
        double v = parseNumber(p, p.value());
        if (v != Math.rint(v) || Math.abs(v) > Integer.MAX_VALUE) {
            throw new DiskSimFormatException(p.valueAt(), "'" + key + "' must be a whole number up to "
                    + Integer.MAX_VALUE + ", found '" + p.value() + "'");
        }
        return (int) v;
    }

    /** {@code v}, the value of {@code p} or an item of its list, as a finite number; else an error pointing at it. */
    private static double parseNumber(ParamBlock.Param p, Object v) {
        double number;
        try {
            number = Double.parseDouble(String.valueOf(v));
        } catch (NumberFormatException e) {
            number = Double.NaN; // not a number at all: the same error as NaN written out
        }
        if (!Double.isFinite(number)) {
            throw new DiskSimFormatException(at(p, v), "'" + p.key() + "' must be a number, found '" + v + "'");
        }
        return number;
    }

    /** {@code v}, the value of {@code p} or an item of its list, as a whole number; else an error pointing at it. */
    private static long parseLong(ParamBlock.Param p, Object v) {
        double number = parseNumber(p, v);
        if (number != Math.rint(number) || Math.abs(number) >= 0x1p53) {
            throw new DiskSimFormatException(at(p, v), "'" + p.key() + "' must be a whole number, found '" + v + "'");
        }
        return (long) number;
    }

    /** Where {@code v}, the value of {@code p} or an item of its list, is written. */
    private static ParamBlock.Position at(ParamBlock.Param p, Object v) {
        return v instanceof ParamBlock.Scalar s ? s.at() : v instanceof ParamBlock b ? b.at() : p.valueAt();
    }

    private static ParamBlock.Param require(ParamBlock b, String key, ParamBlock.Param p) {
        if (p == null) {
            throw new DiskSimFormatException(b.at(), "block " + (b.name().isEmpty() ? b.type() : b.name())
                    + " lacks the parameter '" + key + "'");
        }
        return p;
    }

    private static DiskSimFormatException unsupported(ParamBlock.Param p, String why) {
        return new DiskSimFormatException(p.at(), "unsupported parameter '" + p.key() + " = " + p.value()
                + "': " + why);
    }
}
