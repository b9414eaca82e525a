package org.storagesim.devices.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.ConfigBinder;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.reference.QueueingStation;
import org.storagesim.devices.ssd.FlashConfig;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;

class DeviceFactoryTest {
    private final DeviceFactory factory = DeviceFactory.withBuiltInProfiles(Path.of("."));

    private static JsonNode yaml(String text) throws Exception {
        return ConfigBinder.mapper().readTree(text);
    }

    private BlockDevice build(String spec) throws Exception {
        return factory.build(new Simulation(), new RandomStreams(1), "d", yaml(spec));
    }

    @Test
    void builtInProfileWithOverrides() throws Exception {
        BlockDevice d = build("{profile: mm1-reference, servers: 3, capacity: 1GiB}");
        assertEquals(1L << 30, d.capacityBytes());
        assertEquals(3, ((QueueingStation) d).servers());
        assertTrue(factory.catalog().names().contains("mm1-reference"));
    }

    @Test
    void unknownKeyIsNamedWithItsPathAndTheAllowedKeys() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mm1-reference, srevers: 3}"));
        assertEquals(List.of("srevers"), e.path());
        assertTrue(e.getMessage().contains("servers"), e.getMessage());
    }

    @Test
    void impossibleValuesAndUnknownProfilesAreExplained() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mm1-reference, servers: 0}"));
        assertEquals("servers", e.key());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: no-such-disk}"));
        assertTrue(e.getMessage().contains("mm1-reference"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: mm1-reference, mean: 3 parsecs}"));
        assertEquals("mean", e.key());
        assertTrue(e.getMessage().contains("ms"), e.getMessage());
    }

    @Test
    void aValueOfTheWrongKindIsShownWithTheKindAllowed() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mm1-reference, servers: 2.5}"));
        assertEquals("got '2.5'; allowed: a whole number", e.getMessage(), "2.5 servers is not truncated to 2");
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, rpm: fast}"));
        assertEquals(List.of("rpm"), e.path());
        assertEquals("got 'fast'; allowed: a number", e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, zones: 5}"));
        assertEquals("got '5'; allowed: a list", e.getMessage());
    }

    @Test
    void aWholeNumberWrittenAsAFloatIsTakenAndAFractionIsNot() throws Exception {
        // YAML reads 3.0 and 3e0 as floats; they are still three servers.
        assertEquals(3, ((QueueingStation) build("{profile: mm1-reference, servers: 3.0}")).servers());
        assertEquals(3, ((QueueingStation) build("{profile: mm1-reference, servers: 3e0}")).servers());
        assertEquals(1L << 30, build("{profile: mm1-reference, capacity: 1.073741824e9}").capacityBytes());
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mm1-reference, servers: 3e10}"));
        assertEquals("got '3.0E10'; allowed: a whole number", e.getMessage(), "beyond an int: refused, not wrapped");
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: mm1-reference, servers: 2.5e0}"));
        assertEquals("got '2.5'; allowed: a whole number", e.getMessage());
    }

    @Test
    void aNumberTooLargeForItsKeyIsShownWithTheKindAllowed() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mm1-reference, servers: 99999999999999999999}"));
        assertEquals(List.of("servers"), e.path());
        assertEquals("got '99999999999999999999'; allowed: a whole number up to 2147483647", e.getMessage());
        // An enum key is read as an int index when given a number: the key's own values are named.
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: mqsim-default, ftl: {mapping: 2147483648}}"));
        assertEquals(List.of("ftl", "mapping"), e.path());
        assertEquals("got '2147483648'; allowed: page, hybrid", e.getMessage());
    }

    @Test
    void aMissingRequiredKeyIsCalledMissing() {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{kind: queue, servers: 1, mean: 100us}"));
        assertEquals("is missing; allowed: a positive size, e.g. 100GiB", e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{kind: queue, servers: 1, capacity: 1GiB, mean: 0s}"));
        assertEquals(List.of("mean"), e.path());
        assertTrue(e.getMessage().startsWith("must be positive, got "), e.getMessage());
    }

    @Test
    void aPreconditionWithoutOverwritesIsTheFillAlone() throws Exception {
        FlashConfig.Precondition p = ConfigBinder.bind(yaml("{fill: 0.75}"), FlashConfig.Precondition.class);
        assertEquals(0.75, p.fill());
        assertEquals(0.0, p.overwrites());
        assertEquals(2.0, ConfigBinder.bind(yaml("{fill: 1, overwrites: 2}"), FlashConfig.Precondition.class).overwrites());
        // Overwrites rewrite filled pages: with no fill they would silently do nothing.
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> ConfigBinder.bind(yaml("{fill: 0, overwrites: 2}"), FlashConfig.Precondition.class));
        assertEquals(List.of("overwrites"), e.path());
        assertTrue(e.getMessage().contains("allowed: a fill above 0, or overwrites: 0"), e.getMessage());
        // A trillion overwrites would run for ever; a hundred is far past the steady state.
        e = assertThrows(InvalidConfigException.class,
                () -> ConfigBinder.bind(yaml("{fill: 1, overwrites: 1e12}"), FlashConfig.Precondition.class));
        assertEquals("must be at most 100 drive overwrites (a few reach garbage collection's steady state), got 1.0E12",
                e.getMessage());
        assertEquals(100.0, ConfigBinder.bind(yaml("{fill: 1, overwrites: 100}"), FlashConfig.Precondition.class).overwrites());
    }

    @Test
    void aWriteBufferHoldsAPageOrIsWriteThrough() throws Exception {
        // Less than one 4 KiB page would be write-through, whatever the flush policy says.
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-fast, write_buffer: 2KiB, write_buffer_flush: watermark}"));
        assertEquals(List.of("write_buffer"), e.path());
        assertEquals("must be 0 (write-through) or hold a page at least (4KiB), got 2KiB", e.getMessage());
        assertTrue(build("{profile: ssd-fast, write_buffer: 4KiB}").capacityBytes() > 0);
        assertTrue(build("{profile: ssd-fast, write_buffer: 0}").capacityBytes() > 0);
    }

    @Test
    void aWriteBufferLargerThanItsWritesIsBuiltAtOnce() throws Exception {
        // 1 TiB of 4 KiB pages in front of ssd-fast's 80 GiB: its dirty-page table grows with the
        // writes, where allocated whole it would have taken about 10 GiB, and ended the run out of memory.
        assertTrue(build("{profile: ssd-fast, write_buffer: 1TiB, write_buffer_flush: watermark}").capacityBytes() > 0);
    }

    @Test
    void aPageOfMoreThanAGibibyteIsRefusedAsTooLarge() throws Exception {
        // 4 GiB used to wrap in the page timing's int and be refused as less than 512 bytes.
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-fast, write_buffer: 0, nand: {page_size: 4GiB}}"));
        assertEquals(List.of("nand", "page_size"), e.path());
        assertEquals("must be a multiple of 512 B up to 1GiB, e.g. 4KiB, got 4GiB", e.getMessage());
    }

    @Test
    void aDisksBadTimesAndCacheSizesNameTheirKey() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, head_switch_ms: -1}"));
        assertEquals(List.of("head_switch_ms"), e.path());
        assertEquals("must not be negative, got -1.0", e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, cache: {segment_blocks: 0}}"));
        assertEquals("segment_blocks", e.path().get(e.path().size() - 1));
        assertTrue(e.getMessage().startsWith("must be at least 1"), e.getMessage());
    }

    /**
     * A buffer of a hundred million segments ran out of memory (three arrays of them), and one whose
     * segments times their size passed 2^31 blocks wrapped the write backlog's capacity around.
     */
    @Test
    void aDisksBufferIsBoundedBeforeItIsBuilt() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, cache: {segments: 100000000}}"));
        assertEquals("segments", e.path().get(e.path().size() - 1));
        assertTrue(e.getMessage().startsWith("must be at most 1024 "), e.getMessage());
        e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, cache: {segments: 1024, segment_blocks: 2097152}}"));
        assertEquals("segment_blocks", e.path().get(e.path().size() - 1));
        assertEquals("gives a buffer of 2147483648 blocks with 1024 segments; segments x segment_blocks must be at"
                + " most 2147483647 blocks (1 TiB)", e.getMessage());
        assertTrue(build("{profile: barracuda-7200, cache: {segments: 1024, segment_blocks: 2097151}}").capacityBytes() > 0);
    }

    /**
     * A time beyond a day, as a step of a drive, is a slip (1e300 ms became a saturated nanosecond
     * count whose sums wrapped around: a write settle of 1e300 ms gave a faster mean than none).
     */
    @ParameterizedTest
    @ValueSource(strings = {"head_switch_ms: 86400001", "read_write_jog_ms: 1e300",
        "bus_read_sector_ms: 1e300", "overheads: {write_miss_after_read: 1e300}", "seek: {curve: [[1, 0.8], [246500, 1e300]]}"})
    void aDisksTimesStopAtADay(String override) throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, " + override + "}"));
        assertTrue(e.getMessage().startsWith("must be at most 86400000 ms (a day; no step of a drive takes longer), got "),
                e.getMessage());
        assertTrue(override.startsWith(e.key()) || override.contains(e.key() + ":") || override.contains("curve"), e::getMessage);
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, write_settle_ms: -1e300}"));
        assertEquals("must be within a day either way (±86400000 ms), got -1.0E300", e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, rpm: 1e-300}"));
        assertEquals("must be at least 0.001 (a revolution in 1,000 minutes), got 1.0E-300", e.getMessage());
        assertTrue(build("{profile: barracuda-7200, head_switch_ms: 86400000, rpm: 0.001}").capacityBytes() > 0);
    }

    /** A rate below 1,000 bytes a second made a transfer's nanoseconds overflow: 1e-300 MB/s took no time at all. */
    @ParameterizedTest
    @ValueSource(strings = {"{profile: ssd-fast, nand: {channel_mb_per_sec: 1e-300}}", "{profile: ssd-fast, link_mb_per_sec: 1e-300}",
        "{profile: ssd-fast, pcie_lanes: 4, lane_mb_per_sec: 0.0009}",
        "{kind: queue, servers: 1, mean: 100us, capacity: 1GiB, transfer_mb_per_sec: 1e-300}"})
    void ratesStartAtAThousandBytesASecond(String spec) throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class, () -> build(spec));
        assertTrue(e.getMessage().startsWith("must be at least 0.001 MB/s (1,000 bytes a second), got "), e.getMessage());
        assertTrue(spec.contains(e.key() + ": "), e::getMessage);
        assertTrue(build(spec.replaceAll("(mb_per_sec: )[0-9.e-]+", "$10.001")).capacityBytes() > 0);
    }

    @Test
    void aDisksOverheadsReadAheadAndWaterMarkAreCheckedAtTheirKeys() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, overheads: {read_miss_after_read: -0.2}}"));
        assertEquals("read_miss_after_read", e.key());
        assertEquals("must not be negative, got -0.2", e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, cache: {read_ahead_blocks: -1}}"));
        assertEquals("read_ahead_blocks", e.key());
        // The water mark is the fraction of a read miss buffered before the drive sends it.
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, cache: {read_water_mark: 1.5}}"));
        assertEquals("read_water_mark", e.key());
        assertEquals("must be a fraction of the request from 0 to 1, got 1.5", e.getMessage());
        assertTrue(build("{profile: barracuda-7200, cache: {read_water_mark: 1}}").capacityBytes() > 0);
    }

    @Test
    void aProfileThatIsNotThereSaysWhatWouldBe(@TempDir Path dir) throws Exception {
        DeviceFactory here = DeviceFactory.withBuiltInProfiles(dir);
        Files.writeString(dir.resolve("drive.parv"), "disksim_global Global { }\n");
        Files.writeString(dir.resolve("notes.txt"), "a drive\n");
        assertEquals("no profile file " + dir.toAbsolutePath().normalize().resolve("missing.yaml"),
                here.catalog().notFound("missing.yaml"));
        assertEquals("'drive.parv' is a DiskSim parameter file; 'sim import disksim drive.parv --out DRIVE.yaml' "
                + "writes it as a profile file to name here", here.catalog().notFound("drive.parv"));
        assertTrue(here.catalog().notFound("notes.txt").startsWith("'notes.txt' is not a profile file; allowed: "));
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> here.build(new Simulation(), new RandomStreams(1), "d", yaml("{profile: drive.parv}")));
        assertEquals(List.of("profile"), e.path());
        assertEquals(here.catalog().notFound("drive.parv"), e.getMessage());
    }

    @Test
    void rangedSparingNeedsARangeOfACylinderAtLeast() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, sparing: sectors_per_range, range_size: 0}"));
        assertEquals(List.of("range_size"), e.path());
        assertEquals("must be at least 1 cylinder, got 0", e.getMessage());
        assertTrue(build("{profile: barracuda-7200, range_size: 0}").capacityBytes() > 0, "no range without ranged sparing");
    }

    @Test
    void zonesMustFitTheDeclaredCylinders() throws Exception {
        // barracuda-7200's zones run to cylinder 246499: a seek table of 1,000 cylinders would time
        // every longer seek as a 999-cylinder one.
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: barracuda-7200, cylinders: 1000}"));
        assertEquals(List.of("cylinders"), e.path());
        assertEquals("the zones reach cylinder 246499, so the drive needs at least 246500 cylinders; got 1000",
                e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: barracuda-7200, cylinders: 2000000000}"));
        assertEquals("must be at most 16777216 (the seek time of every distance is tabulated), got 2000000000",
                e.getMessage());
    }

    @Test
    void aReadAheadTriggerNeedsAWindowOfAPageAtLeast() throws Exception {
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mqsim-default, read_ahead_trigger: 2}"));
        assertEquals(List.of("read_ahead"), e.path());
        assertTrue(e.getMessage().startsWith("must hold a page at least (8KiB) when read_ahead_trigger is set, got 0B"),
                e.getMessage());
        // Trigger 0 switches a profile's read-ahead off, its window still set.
        assertTrue(build("{profile: ssd-fast, read_ahead_trigger: 0}").capacityBytes() > 0);
        // The window grows from read_ahead to read_ahead_max (X25-M: 2 MiB), never shrinks.
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: x25m-g2, read_ahead: 4MiB}"));
        assertEquals(List.of("read_ahead_max"), e.path());
        assertTrue(e.getMessage().startsWith("the window grows from read_ahead (4MiB) up to read_ahead_max, got 2MiB"),
                e.getMessage());
    }

    @Test
    void cachedMappingTableBeyondItsLimitIsExplained() throws Exception {
        // 536 M flash pages (4.4 TB): 3 GiB of entries is beyond the limit and still short of one per page.
        String huge = "{profile: mqsim-default, nand: {blocks_per_plane: 4096, pages_per_block: 1024}, ";
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build(huge + "ftl: {cached_mapping_table: 3GiB}}"));
        assertEquals(List.of("ftl", "cached_mapping_table"), e.path());
        assertTrue(e.getMessage().contains("2GiB"), e.getMessage());
        assertTrue(build(huge + "ftl: {cached_mapping_table: 2GiB}}").capacityBytes() > 0,
                "2 GiB, the limit, is accepted");
    }

    @Test
    void aCachedMappingTableWithRoomForEveryEntryIsTheWholeTableInDram() throws Exception {
        double whole = meanRandomReadMicros("{cached_mapping_table: null}"); // no key: the whole table in DRAM
        // Fewer than 4,096 logical pages: 64 KiB holds 8,192 entries, 8 KiB only 1,024.
        assertEquals(whole, meanRandomReadMicros("{cached_mapping_table: 64KiB}"));
        // A miss reads its entry's sector first (75 us plus the channel), on about 3 reads in 4.
        assertTrue(meanRandomReadMicros("{cached_mapping_table: 8KiB}") > whole + 40,
                "a table too small for every entry misses");
    }

    /** Mean response of random 8 KiB reads at QD 1 on a one-die drive with mqsim-default's timing and {@code ftl}. */
    private double meanRandomReadMicros(String ftl) throws Exception {
        Simulation sim = new Simulation();
        BlockDevice d = factory.build(sim, new RandomStreams(1), "d", yaml("{profile: mqsim-default, nand: {channels: 1, "
                + "dies_per_channel: 1, planes_per_die: 1, blocks_per_plane: 64, pages_per_block: 64}, "
                + "precondition: {fill: 1}, ftl: " + ftl + "}"));
        JobSpec job = JobSpec.builder("j").rw(RwMode.RANDREAD).blockSize(8192).ioDepth(1).size(d.capacityBytes())
                .numberIos(400).build();
        return WorkloadRun.run(sim, d, job, new RandomStreams(2)).latency().mean() / 1000;
    }

    @Test
    void preemptibleCollectionIsForThePageMappingOnly() throws Exception {
        assertTrue(build("{profile: mqsim-default, ftl: {gc_preemptible: true}}").capacityBytes() > 0);
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mqsim-default, ftl: {mapping: hybrid, gc_preemptible: true}}"));
        assertEquals(List.of("ftl", "gc_preemptible"), e.path());
        assertTrue(e.getMessage().contains("mapping: page only"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: mqsim-default, ftl: {gc_preemptible: often}}"));
        assertTrue(e.getMessage().contains("often"), e.getMessage());
    }

    @Test
    void eraseSuspensionNeedsPreemptibleCollection() throws Exception {
        assertTrue(build("{profile: mqsim-default, nand: {erase_suspend: 700us}, ftl: {gc_preemptible: true}}")
                .capacityBytes() > 0);
        assertTrue(build("{profile: mqsim-default, nand: {erase_suspend: 0us}}").capacityBytes() > 0, "0: never");
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mqsim-default, nand: {erase_suspend: 700us}}"));
        assertEquals(List.of("nand", "erase_suspend"), e.path());
        assertTrue(e.getMessage().contains("gc_preemptible"), e.getMessage());
        e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: mqsim-default, nand: {erase_suspend: soon}, ftl: {gc_preemptible: true}}"));
        assertTrue(e.getMessage().contains("soon"), e.getMessage());
    }

    @Test
    void nandTimesPerPageTypeAreAListOfOnePerType() throws Exception {
        assertTrue(build("{profile: ssd-fast, nand: {read: [25us, 60us], program: [300us, 1.2ms]}}").capacityBytes() > 0);
        assertTrue(build("{profile: ssd-fast, nand: {read: [25us, 40us, 60us], program: 2ms}}").capacityBytes() > 0,
                "one program time for all three TLC page types");
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-fast, nand: {read: [25us, 30us, 40us, 60us]}}"));
        assertEquals(List.of("nand", "read"), e.path());
        assertTrue(e.getMessage().contains("[LSB, CSB, MSB]"), e.getMessage());
        e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-fast, nand: {read: [25us, 60us], program: [1ms, 2ms, 3ms]}}"));
        assertEquals(List.of("nand", "program"), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: ssd-fast, nand: {read: [25us, 0us]}}"));
        assertEquals(List.of("nand", "read", 1), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: ssd-fast, nand: {read: [25us, soon]}}"));
        assertEquals(List.of("nand", "read", 1), e.path());
    }

    @Test
    void aWatermarkFlushNeedsABufferAndOrderedMarks() throws Exception {
        assertTrue(build("{profile: ssd-fast, write_buffer_flush: watermark}").capacityBytes() > 0, "default marks");
        assertTrue(build("{profile: ssd-fast, write_buffer_flush: watermark, write_buffer_high_water: 1,"
                + " write_buffer_low_water: 0}").capacityBytes() > 0, "the widest marks");
        InvalidConfigException e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-slow, write_buffer_flush: watermark}"));
        assertEquals(List.of("write_buffer_flush"), e.path());
        assertTrue(e.getMessage().contains("write-through"), e.getMessage());
        e = assertThrows(InvalidConfigException.class,
                () -> build("{profile: ssd-fast, write_buffer_flush: watermark, write_buffer_high_water: 1.5}"));
        assertEquals(List.of("write_buffer_high_water"), e.path());
        e = assertThrows(InvalidConfigException.class, () -> build(
                "{profile: ssd-fast, write_buffer_flush: watermark, write_buffer_high_water: 0.5, write_buffer_low_water: 0.5}"));
        assertEquals(List.of("write_buffer_low_water"), e.path());
        assertTrue(e.getMessage().contains("below the high water"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: ssd-fast, write_buffer_low_water: 0.2}"));
        assertEquals(List.of("write_buffer_low_water"), e.path());
        assertTrue(e.getMessage().contains("write_buffer_flush: watermark"), e.getMessage());
        e = assertThrows(InvalidConfigException.class, () -> build("{profile: ssd-fast, write_buffer_flush: lazy}"));
        assertEquals(List.of("write_buffer_flush"), e.path());
        assertTrue(e.getMessage().contains("watermark"), e.getMessage());
    }
}
