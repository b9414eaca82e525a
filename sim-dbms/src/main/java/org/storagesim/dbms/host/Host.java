package org.storagesim.dbms.host;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.cpu.CpuPool;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.fs.Ext2Volume;
import org.storagesim.dbms.fs.FileExtents;
import org.storagesim.dbms.io.SeekCounted;
import org.storagesim.dbms.io.SeekCounter;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.scan.ScanListener;
import org.storagesim.dbms.scan.ScanQuery;
import org.storagesim.dbms.scan.ScanSpec;

/**
 * The machine the engine runs on: the kernel, its cores, the mounted devices, and the tables
 * written to them. Queries made here share the cores and whatever device their table lives on.
 */
public final class Host {
    private final Simulation sim;
    private final RandomStreams streams;
    private final CpuPool cpu;
    private final CpuCosts costs;

    public Host(Simulation sim, RandomStreams streams, int cores, CpuCosts costs) {
        this.sim = sim;
        this.streams = streams;
        this.cpu = new CpuPool(sim, cores);
        this.costs = costs;
    }

    public Simulation sim() {
        return sim;
    }

    public CpuPool cpu() {
        return cpu;
    }

    public CpuCosts costs() {
        return costs;
    }

    public RandomStreams streams() {
        return streams;
    }

    /**
     * Makes an ext2 volume on {@code device}. Seeks are counted by the device's own counter when it
     * is {@link SeekCounted} (or is a counter), otherwise by a counter put in front of it.
     */
    public Mount mount(String name, BlockDevice device, Ext2Geometry geometry) {
        BlockDevice target;
        SeekCounter counter;
        if (device instanceof SeekCounted counted) {
            target = device;
            counter = counted.seekCounter();
        } else {
            counter = SeekCounter.around(device);
            target = counter;
        }
        Ext2Volume volume = new Ext2Volume(target.capacityBytes(), geometry, streams.stream("fs:" + name + ":ageing"));
        return new Mount(name, target, counter, volume);
    }

    /** Writes the table's files to the volume, one after another. */
    public PlacedTable place(Mount mount, StoredTable table) {
        FileExtents[] extents = new FileExtents[table.files().size()];
        for (int i = 0; i < extents.length; i++) {
            TableFile f = table.files().get(i);
            extents[i] = mount.volume().allocate(f.name(), f.bytes());
        }
        return new PlacedTable(table, mount, extents);
    }

    /** A scan of a placed table; call {@link ScanQuery#start()} to run it. */
    public ScanQuery scan(PlacedTable table, ScanSpec spec, int queryId, ScanListener listener) {
        return new ScanQuery(sim, cpu, table.mount().device(), table.table(), table.extents(), spec, costs, queryId,
                streams.stream("query:" + queryId + ":" + table.table().schema().name() + ":selection"), listener);
    }
}
