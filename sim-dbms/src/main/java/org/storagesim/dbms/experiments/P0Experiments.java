package org.storagesim.dbms.experiments;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.host.Host;
import org.storagesim.dbms.host.Mount;
import org.storagesim.dbms.host.PlacedTable;
import org.storagesim.dbms.index.HeapFile;
import org.storagesim.dbms.index.HeapScanQuery;
import org.storagesim.dbms.index.IndexScanSpec;
import org.storagesim.dbms.index.PgCosts;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.layout.TableFile;
import org.storagesim.dbms.model.DeviceFigures;
import org.storagesim.dbms.model.DeviceProbe;
import org.storagesim.dbms.model.P0Model;
import org.storagesim.dbms.model.P0Prediction;
import org.storagesim.dbms.scan.ScanQuery;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;

/**
 * The setups of P0's experiments as a library: each call builds a fresh simulation, devices from
 * the supplier, an ext2 volume on each, writes the tables, runs the queries and returns what was
 * measured with P0's model beside it. The {@code sim reproduce p0} findings and the scenarios are
 * built on these calls (P0-1/2/6: {@link #projectivity}; P0-3: {@link #projectivity} with
 * compression; P0-4: {@link #projectivity} with 2 vs 48 units of read-ahead; P0-5:
 * {@link #indexScan}; P0-7: {@link #selectivity}; P0-8: {@link #concurrency}).
 *
 * <p>The host is P0's: four cores (a Core 2 Quad), the engine's default CPU costs, 128 KiB I/O
 * units, 6 MiB read-ahead, 4 KiB dense pages, ext2.
 */
public final class P0Experiments {
    public static final int CORES = 4;

    private final DeviceSupplier devices;
    private final long seed;
    private final CpuCosts costs;
    private final Ext2Geometry geometry;
    private final Map<String, DeviceFigures> figures = new HashMap<>();

    public P0Experiments(DeviceSupplier devices, long seed) {
        this(devices, seed, CpuCosts.defaults(), Ext2Geometry.defaults());
    }

    public P0Experiments(DeviceSupplier devices, long seed, CpuCosts costs, Ext2Geometry geometry) {
        this.devices = devices;
        this.seed = seed;
        this.costs = costs;
        this.geometry = geometry;
    }

    /** B and l of a device, measured once with {@link DeviceProbe}. */
    public DeviceFigures figures(String device) {
        return figures.computeIfAbsent(device,
                d -> DeviceProbe.measure(sim -> devices.create(d, sim, new RandomStreams(seed)), seed));
    }

    private Host host(Simulation sim) {
        return new Host(sim, new RandomStreams(seed), CORES, costs);
    }

    private Mount mount(Host host, String device) {
        return host.mount(device, devices.create(device, host.sim(), host.streams()), geometry);
    }

    /** One query alone on a freshly written table. */
    public ScanPoint scan(String device, TableSchema table, ScanSpec spec) {
        Simulation sim = new Simulation();
        Host host = host(sim);
        Mount mount = mount(host, device);
        PlacedTable placed = host.place(mount, new StoredTable(table, spec.layout(), spec.pageBytes(), spec.compressed()));
        mount.seeks().resetCounts();
        ScanQuery query = host.scan(placed, spec, 1, null);
        query.start();
        sim.run();
        P0Prediction model = new P0Prediction(table, spec.pageBytes(), spec.compressed(), spec.unitBytes(),
                spec.readAheadUnits(), figures(device));
        double modelSeconds = spec.layout() == StorageLayout.COLUMN ? model.columnSeconds(spec.projected())
                : P0Model.rowSeconds(model.relationBytes(), model.device().bandwidth());
        return new ScanPoint(spec.projected(), query.result(), mount.seeks().seeks(), mount.seeks().meanRequestBytes(),
                modelSeconds);
    }

    /** Row vs column for k = 1..n at selectivity s (P0 Figures 2, 3b, 4, 6a). */
    public ProjectivitySweep projectivity(String device, TableSchema table, double selectivity, int readAheadUnits,
                                          boolean compressed) {
        ScanSpec base = new ScanSpec(StorageLayout.ROW, table.columnCount(), selectivity, ScanSpec.P0_UNIT,
                readAheadUnits, ScanSpec.P0_PAGE, compressed);
        ScanPoint row = scan(device, table, base);
        List<ScanPoint> columns = new ArrayList<>();
        for (int k = 1; k <= table.columnCount(); k++) {
            columns.add(scan(device, table, new ScanSpec(StorageLayout.COLUMN, k, selectivity, ScanSpec.P0_UNIT,
                    readAheadUnits, ScanSpec.P0_PAGE, compressed)));
        }
        P0Prediction model = new P0Prediction(table, ScanSpec.P0_PAGE, compressed, ScanSpec.P0_UNIT, readAheadUnits,
                figures(device));
        return new ProjectivitySweep(device, row, List.copyOf(columns), model);
    }

    /** One layout at a fixed projection across selectivities (P0 Figure 6b). */
    public List<ScanPoint> selectivity(String device, TableSchema table, StorageLayout layout, int projected,
                                       double[] selectivities) {
        List<ScanPoint> points = new ArrayList<>();
        for (double s : selectivities) {
            points.add(scan(device, table, ScanSpec.p0(layout, projected, s)));
        }
        return points;
    }

    /**
     * P0-5: PostgreSQL over ORDERS with a bitmap index on its first column; the index may live on
     * another device than the heap. Both files are written fresh; the buffer pool starts cold.
     */
    public ScanResult indexScan(String indexDevice, String dataDevice, IndexScanSpec spec) {
        Simulation sim = new Simulation();
        Host host = host(sim);
        Mount data = mount(host, dataDevice);
        Mount index = indexDevice.equals(dataDevice) ? data : mount(host, indexDevice);
        TableSchema orders = TpchTables.orders();
        TableFile heap = HeapFile.of(orders);
        var heapExtents = data.volume().allocate(heap.name(), heap.bytes());
        var indexExtents = index.volume().allocate("orders.o_orderkey.idx", spec.indexBytes());
        HeapScanQuery query = new HeapScanQuery(sim, host.cpu(), index.device(), indexExtents, data.device(),
                heapExtents, heap, null, spec, PgCosts.defaults(), 1, host.streams().stream("query:1:orders:match"), null);
        query.start();
        sim.run();
        return query.result();
    }

    /**
     * P0-8: one row-layout ORDERS select (k = 7, s = 10 %) beside {@code queries − 1} row-layout
     * scans of separate LINEITEM copies, all on one device, each query its own I/O stream. The run
     * ends when the ORDERS select does; seeks and request sizes are those the device saw until then.
     */
    public List<ConcurrencyPoint> concurrency(String device, int maxQueries) {
        List<ConcurrencyPoint> points = new ArrayList<>();
        double alone = 0;
        for (int n = 1; n <= maxQueries; n++) {
            Simulation sim = new Simulation();
            Host host = host(sim);
            Mount mount = mount(host, device);
            ScanSpec ordersSpec = ScanSpec.p0(StorageLayout.ROW, 7, 0.1);
            PlacedTable orders = host.place(mount, new StoredTable(TpchTables.orders(), StorageLayout.ROW,
                    ScanSpec.P0_PAGE, false));
            List<ScanQuery> others = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                TableSchema copy = TpchTables.lineitem().renamed("lineitem" + i);
                PlacedTable t = host.place(mount, new StoredTable(copy, StorageLayout.ROW, ScanSpec.P0_PAGE, false));
                others.add(host.scan(t, ScanSpec.p0(StorageLayout.ROW, copy.columnCount(), 0.1), i + 1, null));
            }
            mount.seeks().resetCounts();
            ScanQuery select = host.scan(orders, ordersSpec, 1, id -> sim.stop());
            select.start();
            for (ScanQuery q : others) {
                q.start();
            }
            sim.run();
            ScanResult r = select.result();
            if (n == 1) {
                alone = r.seconds();
            }
            points.add(new ConcurrencyPoint(n, r.seconds(), r.seconds() / alone, mount.seeks().seeks(),
                    mount.seeks().meanRequestBytes(), r.cpuShare()));
        }
        return points;
    }
}
