package org.storagesim.dbms.testing;

import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.host.Host;
import org.storagesim.dbms.host.Mount;
import org.storagesim.dbms.host.PlacedTable;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.scan.ScanQuery;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;

/** Runs one query alone on a device, for tests. */
public final class Engines {
    private Engines() {
    }

    public record Run(ScanResult result, long seeks, Mount mount) {
    }

    public static Run runAlone(Simulation sim, BlockDevice device, TableSchema schema, ScanSpec spec, CpuCosts costs,
                               Ext2Geometry geometry, long seed) {
        Host host = new Host(sim, new RandomStreams(seed), 4, costs);
        Mount mount = host.mount("dev", device, geometry);
        PlacedTable table = host.place(mount, new StoredTable(schema, spec.layout(), spec.pageBytes(), spec.compressed()));
        ScanQuery q = host.scan(table, spec, 1, null);
        q.start();
        sim.run();
        return new Run(q.result(), mount.seeks().seeks(), mount);
    }
}
