package org.storagesim.devices.ssd;

import java.util.List;
import org.storagesim.core.units.ByteSize;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.config.InvalidConfigException;
import org.storagesim.devices.flash.NandArray;
import org.storagesim.devices.flash.NandGeometry;
import org.storagesim.devices.ftl.Ftl;
import org.storagesim.devices.ftl.GcSettings;
import org.storagesim.devices.ftl.HybridLogFtl;
import org.storagesim.devices.ftl.PageFtl;
import org.storagesim.devices.profile.DeviceContext;
import org.storagesim.devices.profile.DeviceKind;
import umontreal.ssj.rng.MRG32k3a;
import umontreal.ssj.rng.RandomStream;

/** {@code kind: flash}: an SSD, PCIe flash card or USB stick built from NAND, an FTL and a host interface. */
public final class FlashKind implements DeviceKind<FlashConfig> {
    /** Bytes of DRAM per cached mapping entry (logical and physical page number). */
    private static final int MAPPING_ENTRY_BYTES = 8;

    @Override
    public String name() {
        return "flash";
    }

    @Override
    public String description() {
        return "flash drive: NAND channels/dies/planes, page or hybrid log-block FTL with GC, SATA/NVMe/USB front end";
    }

    @Override
    public Class<FlashConfig> configType() {
        return FlashConfig.class;
    }

    @Override
    public BlockDevice create(FlashConfig c, DeviceContext context) {
        FlashSsd ssd = new FlashSsd(context.sim(), context.deviceName(), buildFtl(c, context.stream("gc")), c.host(),
                c.bufferPolicy(), c.readAheadTrigger(), c.readAhead().bytes(), c.readAheadMax().bytes(), c.readAheadStreams());
        Ftl ftl = ssd.ftl();
        RandomStream stream = context.stream("precondition");
        FlashConfig.Precondition p = c.precondition();
        int spanPages = p.span() == null ? 0 : (int) Math.min(Integer.MAX_VALUE, p.span().bytes() / ftl.pageBytes());
        Runnable precondition = () -> ftl.precondition(p.fill(), p.overwrites(), spanPages, stream);
        if (ftl instanceof PageFtl drive && p.overwrites() > 0) {
            // Random overwrites are the slow part; a fill alone is a formula and costs nothing to repeat.
            PreconditionedDrives.Key key = new PreconditionedDrives.Key(c, context.streams().seed(), context.deviceName());
            ssd.preconditionOnFirstUse(() -> PreconditionedDrives.shared().precondition(key, drive, precondition,
                    () -> (PageFtl) buildFtl(c, context.stream("gc"))));
        } else {
            ssd.preconditionOnFirstUse(precondition);
        }
        return ssd;
    }

    /** The FTL over a fresh NAND array, sized as the configuration says; random victim choices draw from {@code gcStream}. */
    public static Ftl buildFtl(FlashConfig c, MRG32k3a gcStream) {
        NandGeometry g = c.nand().geometry();
        NandArray nand = new NandArray(g, c.nand().timing());
        FtlConfig f = c.ftl();
        double keep = 1 - f.overProvisioning();
        if (f.mapping() == FtlConfig.Mapping.HYBRID) {
            int most = HybridLogFtl.maxUnits(g, f.logBlocks());
            if (most < 1) {
                // Besides its log blocks a hybrid FTL needs a data block and 3 spare blocks for merges.
                int allowed = g.blocks() - 4;
                throw new InvalidConfigException(List.of("ftl", "log_blocks"), "got " + f.logBlocks() + ", too many for "
                        + g.blocks() + " blocks (a data block and 3 spare blocks come besides them); allowed: "
                        + (allowed >= 1 ? "1.." + allowed + ", or " : "") + "more blocks in 'nand'");
            }
            return new HybridLogFtl(nand, f.logBlocks(), Math.max(1, (int) Math.floor(most * keep)), f.gcCopy());
        }
        int foreground = Math.max(1, (int) Math.ceil(f.gcThreshold() * g.blocksPerPlane()));
        int background = Math.max(foreground, (int) Math.ceil(f.gcBackgroundThreshold() * g.blocksPerPlane()));
        boolean cached = f.cachedMappingTable() != null;
        int most = PageFtl.maxUserPages(g, foreground, cached);
        int pages = (int) Math.min(most, Math.floor(g.pages() * keep));
        if (pages < 1) {
            throw new InvalidConfigException(List.of("ftl", "gc_threshold"),
                    "the GC reserve leaves no room for data; lower gc_threshold or add blocks");
        }
        long entries = cached ? Math.max(1, f.cachedMappingTable().bytes() / MAPPING_ENTRY_BYTES) : 0;
        if (entries >= pages) {
            // Room for every entry is the whole table in DRAM, as in a drive without the key: the
            // drive loads it at power-on and never misses (and the simulator keeps no LRU list and
            // index for it, which would take twelve times the memory of the plain table).
            entries = 0;
        }
        if (entries > PageFtl.MAX_CACHED_ENTRIES) {
            throw new InvalidConfigException(List.of("ftl", "cached_mapping_table"), "must be at most "
                    + ByteSize.format(PageFtl.MAX_CACHED_ENTRIES * (long) MAPPING_ENTRY_BYTES) + " ("
                    + PageFtl.MAX_CACHED_ENTRIES + " entries of " + MAPPING_ENTRY_BYTES
                    + " B); leave it out to keep the whole mapping table in DRAM");
        }
        int candidates = f.gcCandidates() != null ? f.gcCandidates()
                : 31 - Integer.numberOfLeadingZeros(g.blocksPerPlane()); // log2, as MQSim's RGA
        GcSettings gc = new GcSettings(f.gcPolicy(), candidates, gcStream, f.gcCopy(), f.gcPreemptible());
        return new PageFtl(nand, pages, gc, f.wearLeveling(), f.staticWearThreshold(), foreground, background,
                (int) entries);
    }
}
