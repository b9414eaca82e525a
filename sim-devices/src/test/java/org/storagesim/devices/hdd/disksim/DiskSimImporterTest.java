package org.storagesim.devices.hdd.disksim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.devices.hdd.DiskLayout;
import org.storagesim.devices.hdd.HardDisk;
import org.storagesim.devices.hdd.HddConfig;
import org.storagesim.devices.hdd.HddExtraWriteDisconnect;
import org.storagesim.devices.hdd.HddOverheads;
import org.storagesim.devices.hdd.SparingScheme;

class DiskSimImporterTest {
    static Path disksim() {
        String shared = System.getProperty("storagesim.shared");
        return (shared != null ? Path.of(shared) : Path.of("..", "..", "shared")).resolve("data").resolve("disksim");
    }

    @ParameterizedTest
    @ValueSource(strings = {"hp_c2247a", "hp_c2490a", "dec_rz26", "barracuda", "cheetah9LP", "ibm18es", "atlas10k"})
    void layoutHoldsTheDeclaredBlocks(String drive) {
        DiskSimImporter.ImportedDisk d = DiskSimImporter.importParv(disksim().resolve(drive + ".parv"));
        HddConfig c = d.config();
        DiskLayout layout = new DiskLayout(c.surfaces(), SparingScheme.parse(c.sparing()), c.rangeSize(), c.serpentine(),
                c.zones());
        // Drives with track or per-track sparing declare every zone block; newer ones declare fewer
        // blocks than their zones hold (DiskSim then takes the layout's count, and so do we).
        if (c.sparing().equals("track") || c.sparing().equals("sectors_per_track")) {
            assertEquals(d.declaredBlocks(), layout.blocks(), drive);
        } else {
            assertTrue(layout.blocks() >= d.declaredBlocks(), drive);
        }
    }

    @Test
    void unsupportedParameterIsNamedWithFileAndLine(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"hp_c2247a.parv", "hp_c2247a_validate.model"}) {
            Files.copy(disksim().resolve(f), tmp.resolve(f));
        }
        String specs = Files.readString(disksim().resolve("hp_c2247a.diskspecs"))
                .replace("Allow almost read hits = 0,", "Allow almost read hits = 0,\n   Bogus knob = 3,");
        Files.writeString(tmp.resolve("hp_c2247a.diskspecs"), specs);
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("hp_c2247a.parv")));
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("hp_c2247a.diskspecs") + ":9:4: unsupported parameter 'Bogus knob = 3'"),
                e.getMessage());
    }

    @Test
    void unsupportedSparingSchemeIsAnError(@TempDir Path tmp) throws Exception {
        for (String f : new String[] {"hp_c2247a.parv", "hp_c2247a.diskspecs"}) {
            Files.copy(disksim().resolve(f), tmp.resolve(f));
        }
        String model = Files.readString(disksim().resolve("hp_c2247a_validate.model"))
                .replace("Sparing scheme used = 1,", "Sparing scheme used = 4,");
        Files.writeString(tmp.resolve("hp_c2247a_validate.model"), model);
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("hp_c2247a.parv")));
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("hp_c2247a_validate.model") + ":7:7: unsupported parameter 'Sparing scheme used = 4'"),
                e.getMessage());
    }

    /** The hp_c2247a files in {@code tmp}, its model and specs passed through the given edits. */
    private static Path editedHp2247a(Path tmp, UnaryOperator<String> model, UnaryOperator<String> specs)
            throws Exception {
        Files.copy(disksim().resolve("hp_c2247a.parv"), tmp.resolve("hp_c2247a.parv"));
        Files.writeString(tmp.resolve("hp_c2247a_validate.model"),
                model.apply(Files.readString(disksim().resolve("hp_c2247a_validate.model"))));
        Files.writeString(tmp.resolve("hp_c2247a.diskspecs"),
                specs.apply(Files.readString(disksim().resolve("hp_c2247a.diskspecs"))));
        return tmp.resolve("hp_c2247a.parv");
    }

    @Test
    void aParameterModelledAtOneValueOnlyRejectsAnyOther(@TempDir Path tmp) throws Exception {
        // Every DiskSim validated drive sets "Minimum read-ahead" to 0; another value would be a
        // different drive from the one simulated, so it is named instead of ignored.
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                d -> d.replace("Minimum read-ahead (blks) = 0,", "Minimum read-ahead (blks) = 8,"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("hp_c2247a.diskspecs") + ":44:4: unsupported parameter 'Minimum read-ahead (blks) = 8'")
                && e.getMessage().contains("only 0.0 is modelled"), e.getMessage());
    }

    @Test
    void agedPoliciesBringTheirWeight(@TempDir Path tmp) throws Exception {
        // 14-16 are DiskSim's aged SPTF variants; their weight is "Timeout time/weight".
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(), d -> d.replace("Scheduling policy = 1,",
                "Scheduling policy = 14,").replace("Timeout time/weight = 0,", "Timeout time/weight = 30,"));
        HddConfig c = DiskSimImporter.importParv(parv).config();
        assertEquals("asptf", c.scheduler());
        assertEquals(30.0, c.ageWeightMsPerS());
        assertEquals(null, DiskSimImporter.importParv(disksim().resolve("hp_c2247a.parv")).config().ageWeightMsPerS());
    }

    @Test
    void anUnmodelledPolicyIsPointedAt(@TempDir Path tmp) throws Exception {
        Path vscan = editedHp2247a(tmp, UnaryOperator.identity(),
                d -> d.replace("Scheduling policy = 1,", "Scheduling policy = 17,"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(vscan));
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("hp_c2247a.diskspecs") + ":20:7: unsupported parameter 'Scheduling policy = 17'")
                && e.getMessage().contains("14-16 (aged SPTF)"), e.getMessage());
    }

    @Test
    void aNegativeAgeWeightIsPointedAt(@TempDir Path tmp) throws Exception {
        Path negative = editedHp2247a(tmp, UnaryOperator.identity(), d -> d.replace("Scheduling policy = 1,",
                "Scheduling policy = 15,").replace("Timeout time/weight = 0,", "Timeout time/weight = -2,"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(negative));
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("hp_c2247a.diskspecs") + ":29:7: unsupported parameter 'Timeout time/weight = -2'")
                && e.getMessage().contains("at least 0"), e.getMessage());
    }

    @Test
    void aDeclaredBlockCountBelowTheLayoutsStillExposesEveryZoneBlock(@TempDir Path tmp) throws Exception {
        // DiskSim's layout replaces "Block count" with the blocks its zones hold; a trace may use them all.
        Path parv = editedHp2247a(tmp, m -> m.replace("Block count = 2054864,", "Block count = 1000000,"),
                UnaryOperator.identity());
        DiskSimImporter.ImportedDisk d = DiskSimImporter.importParv(parv);
        assertEquals(1_000_000, d.declaredBlocks());
        assertEquals(2_054_864L * 512, HardDisk.of(new Simulation(), d.name(), d.config()).capacityBytes());
    }

    @Test
    void sparesPerCylinderAreImportedAsSuch(@TempDir Path tmp) throws Exception {
        // Scheme 2 with 5 spares a cylinder: zone 0 (559 cylinders of 13 tracks of 96) keeps
        // 559 * (13 * 96 - 5) blocks, less the 1632 dead ones at its front.
        Path parv = editedHp2247a(tmp, m -> m.replace("Sparing scheme used = 1,", "Sparing scheme used = 2,")
                .replace("Number of spares = 325,", "Number of spares = 5,"), UnaryOperator.identity());
        HddConfig c = DiskSimImporter.importParv(parv).config();
        assertEquals("sectors_per_cylinder", c.sparing());
        DiskLayout layout = new DiskLayout(c.surfaces(), SparingScheme.parse(c.sparing()), c.rangeSize(), c.serpentine(),
                c.zones());
        assertEquals(559L * (13 * 96 - 5) - 1632, layout.zoneFirstLbn(1));
    }

    @Test
    void aDefectRemappedOntoItselfIsNoRemap(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, m -> m.replaceFirst("defects = \\[\\]", "defects = [ 9000, 9000, 9100, 9200 ]"),
                UnaryOperator.identity());
        assertEquals(java.util.List.of(9100L, 9200L), DiskSimImporter.importParv(parv).config().zones().get(0).defects());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "0", "1"})
    void readAheadOverRequestedTakesDiskSimsThreeModes(String mode, @TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                s -> s.replace("Read-ahead over requested = 1,", "Read-ahead over requested = " + mode + ","));
        assertEquals(!mode.equals("0"), DiskSimImporter.importParv(parv).config().cache().readAheadOverRequested());
    }

    @Test
    void readAheadOverRequestedOutsideDiskSimsRangeIsAnError(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                s -> s.replace("Read-ahead over requested = 1,", "Read-ahead over requested = 2,"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertTrue(e.getMessage().contains("'Read-ahead over requested = 2': allowed: -1, 0, 1"), e.getMessage());
    }

    @Test
    void hp2247aBringsItsDisconnectProtocol() {
        // Values from hp_c2247a.diskspecs; DiskSim's extracted HP C2247A disconnects on every miss.
        HddConfig c = DiskSimImporter.importParv(disksim().resolve("hp_c2247a.parv")).config();
        HddOverheads o = c.overheads();
        assertEquals(0.025190, o.dataPrep());
        assertEquals(0.128830, o.reselectOther());
        assertEquals(0.022660, o.readDisconnectAfterRead());
        assertEquals(0.045510, o.readDisconnectAfterWrite());
        assertEquals(0.165650, o.writeDisconnect());
        assertEquals(0.6, o.minimumWriteSeek());
        assertEquals(new HddExtraWriteDisconnect(0.642440, 0.045510, 0.428850, 0.134370, 0.25),
                o.extraWriteDisconnect());
        assertFalse(c.cache().writePrebuffering());
        assertTrue(c.cache().readAheadOnHit());
        assertFalse(c.cache().readAnyFreeBlocks());
    }

    @Test
    void anExtraWriteDisconnectOnAWriteBackDriveIsAnError(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                s -> s.replace("Fast write level = 0,", "Fast write level = 2,"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertTrue(e.getMessage().contains("'Extra write disconnect = 1': an extra write disconnect is modelled only with"
                + " 'Fast write level = 0'"), e.getMessage());
    }

    @Test
    void syntaxErrorNamesFileAndLine(@TempDir Path tmp) throws Exception {
        Files.writeString(tmp.resolve("bad.parv"), "disksim_global Global {\n  Init Seed = 42,\n  oops\n}\n");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("bad.parv")));
        // "oops" is not 'name = value': the parser stops where the entry starts, line 3, column 3.
        assertTrue(e.getMessage().startsWith(
                tmp.resolve("bad.parv") + ":3:3: expected 'name = value'"), e.getMessage());
    }

    @Test
    void aValueThatIsNoNumberIsPointedAt(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                s -> s.replace("Number of buffer segments = 2,", "Number of buffer segments = two,"));
        int line = lineOf(tmp.resolve("hp_c2247a.diskspecs"), "Number of buffer segments");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        // "   Number of buffer segments = two,": the value starts in column 32.
        assertEquals(tmp.resolve("hp_c2247a.diskspecs") + ":" + line + ":32: 'Number of buffer segments' must be a number, found 'two'",
                e.getMessage());
    }

    @Test
    void anItemOfAListIsPointedAt(@TempDir Path tmp) throws Exception {
        // The first zone's slips, one per line: the first becomes "               x7,".
        Path parv = editedHp2247a(tmp, m -> m.replaceFirst("(slips = \\[\\s+)468,", "$1x7,"), UnaryOperator.identity());
        Path model = tmp.resolve("hp_c2247a_validate.model");
        int line = lineOf(model, "x7,");
        int column = 16;
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertEquals(model + ":" + line + ":" + column + ": 'slips' must be a number, found 'x7'",
                e.getMessage());
    }

    @Test
    void aParameterWithoutAValueIsNamedAtItsKey(@TempDir Path tmp) throws Exception {
        // One in the middle of the block (its comma follows at once), and the block's last one, whose
        // value would otherwise be looked for on the next line, where the block ends.
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                s -> s.replace("Number of buffer segments = 2,", "Number of buffer segments = ,"));
        Path specs = tmp.resolve("hp_c2247a.diskspecs");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertEquals(specs + ":" + lineOf(specs, "Number of buffer segments") + ":4: 'Number of buffer segments' has no"
                + " value; allowed: 'name = value' (a number, a name, a list [...] or a block {...})", e.getMessage());
        Path last = editedHp2247a(Files.createDirectory(tmp.resolve("last")), UnaryOperator.identity(),
                s -> s.replace("Minimum seek delay = 0.600000", "Minimum seek delay ="));
        Path lastSpecs = tmp.resolve("last").resolve("hp_c2247a.diskspecs");
        e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(last));
        assertTrue(e.getMessage().startsWith(lastSpecs + ":" + lineOf(lastSpecs, "Minimum seek delay")
                + ":4: 'Minimum seek delay' has no value"), e.getMessage());
    }

    @Test
    void aSeekCurveFileThatIsNotThereIsNamedAtItsParameter(@TempDir Path tmp) throws Exception {
        for (String name : List.of("cheetah9LP.parv", "cheetah9LP.diskspecs", "cheetah9LP.seek")) {
            Files.copy(disksim().resolve(name), tmp.resolve(name));
        }
        Path model = tmp.resolve("cheetah9LP.model");
        Files.writeString(model, Files.readString(disksim().resolve("cheetah9LP.model"))
                .replace("Full seek curve = cheetah9LP.seek", "Full seek curve = cheetah9LQ.seek"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("cheetah9LP.parv")));
        // "      Full seek curve = cheetah9LQ.seek,": the value starts in column 25.
        assertEquals(model + ":" + lineOf(model, "Full seek curve") + ":25: 'Full seek curve' names "
                + tmp.resolve("cheetah9LQ.seek") + ", which does not exist; allowed: a .seek file, named relative to"
                + " the .parv file's folder", e.getMessage());
    }

    @Test
    void aMissingSourcedFileIsNamedWhereItIsSourced(@TempDir Path tmp) throws Exception {
        Files.copy(disksim().resolve("hp_c2247a.parv"), tmp.resolve("hp_c2247a.parv"));
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class,
                () -> DiskSimImporter.importParv(tmp.resolve("hp_c2247a.parv")));
        String parv = Pattern.quote(tmp.resolve("hp_c2247a.parv").toString());
        assertTrue(e.getMessage().matches(parv + ":\\d+:\\d+: cannot read the sourced file .*hp_c2247a\\.diskspecs"),
                e.getMessage());
    }

    @Test
    void aValueTheDriveCannotHaveIsLocatedAtItsParameter(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, m -> m.replace("Number of data surfaces = 13,", "Number of data surfaces = 0,"),
                UnaryOperator.identity());
        Path model = tmp.resolve("hp_c2247a_validate.model");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        // "   Number of data surfaces = 0,": the value starts in column 30.
        assertEquals(model + ":" + lineOf(model, "Number of data surfaces") + ":30: 'Number of data surfaces' = 0: "
                + "must be at least 1, got 0", e.getMessage());
    }

    @Test
    void zonesTheLayoutCannotHoldAreLocatedAtTheZone(@TempDir Path tmp) throws Exception {
        // The second zone starts inside the first: every value reads, but no layout can hold them.
        Path parv = editedHp2247a(tmp, m -> m.replace("First cylinder number = 559,", "First cylinder number = 500,"),
                UnaryOperator.identity());
        Path model = tmp.resolve("hp_c2247a_validate.model");
        DiskSimImporter.ImportedDisk disk = DiskSimImporter.importParv(parv);
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, disk::controller);
        assertTrue(e.getMessage().startsWith(model + ":" + lineOf(model, "First cylinder number = 500") + ":"
                + "37: 'First cylinder number' = 500: zone 1 must start after zone 0 ends (cylinder 558), got 500"),
                e.getMessage());
    }

    @Test
    void aZoneValueTheLayoutCannotHoldIsLocatedAtItsOwnParameter(@TempDir Path tmp) throws Exception {
        String bpt = controllerProblem(tmp, "bpt", m -> m.replaceFirst("Blocks per track = 96,", "Blocks per track = 0,"));
        Path model = tmp.resolve("bpt").resolve("hp_c2247a_validate.model");
        assertEquals(model + ":" + lineOf(model, "Blocks per track = 0") + ":32: 'Blocks per track' = 0: must be at "
                + "least 1, got 0", bpt);
        assertTrue(controllerProblem(tmp, "last", m -> m.replace("Last cylinder number = 558,", "Last cylinder number = -5,"))
                .endsWith("'Last cylinder number' = -5: must be at least the zone's first cylinder 0, got -5"));
        assertTrue(controllerProblem(tmp, "spares", m -> m.replaceFirst("Number of spares = 325,", "Number of spares = -1,"))
                .endsWith("'Number of spares' = -1: must not be negative, got -1"));
        // hp_c2247a spares whole tracks, so its slips count the zone's 559 x 13 tracks.
        assertTrue(controllerProblem(tmp, "slip", m -> m.replaceFirst("468,", "7267,"))
                .endsWith("'slips': slip 7267 lies outside zone 0's 7267 tracks; allowed: 0..7266"));
    }

    @Test
    void aNegativeOverheadOrReadAheadIsLocatedAtItsParameter(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, UnaryOperator.identity(),
                d -> d.replace("Extradisc seek delta = 0.250000", "Extradisc seek delta = -0.25"));
        Path specs = tmp.resolve("hp_c2247a.diskspecs");
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertEquals(specs + ":" + lineOf(specs, "Extradisc seek delta") + ":27: 'Extradisc seek delta' = -0.25: "
                + "must not be negative, got -0.25", e.getMessage());
        Path ahead = editedHp2247a(Files.createDirectory(tmp.resolve("ra")), UnaryOperator.identity(),
                d -> d.replace("Maximum read-ahead (blks) = 128", "Maximum read-ahead (blks) = -5"));
        e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(ahead));
        assertTrue(e.getMessage().endsWith("'Maximum read-ahead (blks)' = -5: must not be negative, got -5.0"),
                e.getMessage());
    }

    @Test
    void zonesBeyondTheDeclaredCylindersAreRefusedButForDiskSimsOffByOne(@TempDir Path tmp) throws Exception {
        assertTrue(controllerProblem(tmp, "short", m -> m.replace("Number of cylinders = 2051,", "Number of cylinders = 2000,"))
                .endsWith("'Number of cylinders' = 2000: the zones reach cylinder 2050, so the drive needs at least "
                        + "2051 cylinders; got 2000"));
        // hp_c2490a's zones end on cylinder 2629 while it declares 2629 cylinders; DiskSim seeks there.
        Path parv = editedHp2247a(Files.createDirectory(tmp.resolve("one")),
                m -> m.replace("Number of cylinders = 2051,", "Number of cylinders = 2050,"), UnaryOperator.identity());
        assertEquals(2051, DiskSimImporter.importParv(parv).config().cylinders());
    }

    /** The problem the import or the drive's controller finds in hp_c2247a with its model edited. */
    private String controllerProblem(Path tmp, String dir, UnaryOperator<String> modelEdit) throws Exception {
        Path parv = editedHp2247a(Files.createDirectory(tmp.resolve(dir)), modelEdit, UnaryOperator.identity());
        return assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv).controller())
                .getMessage();
    }

    @Test
    void numbersMustBeFiniteAndWholeWhereDiskSimReadsAnInt(@TempDir Path tmp) throws Exception {
        Path parv = editedHp2247a(tmp, m -> m.replace("Number of data surfaces = 13,", "Number of data surfaces = 2147483648,"),
                UnaryOperator.identity());
        DiskSimFormatException e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(parv));
        assertTrue(e.getMessage().endsWith("'Number of data surfaces' must be a whole number up to 2147483647, "
                + "found '2147483648'"), e.getMessage());
        Path nan = editedHp2247a(Files.createDirectory(tmp.resolve("nan")), UnaryOperator.identity(),
                d -> d.replaceFirst("Read hit over. after read = [0-9.]+", "Read hit over. after read = NaN"));
        e = assertThrows(DiskSimFormatException.class, () -> DiskSimImporter.importParv(nan));
        assertTrue(e.getMessage().endsWith("'Read hit over. after read' must be a number, found 'NaN'"), e.getMessage());
    }

    /** The number (from 1) of the first line of {@code file} holding {@code text}. */
    private static int lineOf(Path file, String text) throws Exception {
        List<String> lines = Files.readAllLines(file);
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains(text)) {
                return i + 1;
            }
        }
        throw new AssertionError(text + " not in " + file);
    }
}
