package org.storagesim.dbms.experiments;

import java.util.ArrayList;
import java.util.List;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.fs.FileExtents;
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

    public P0Experiments(DeviceSupplier devices, long seed) {
        this(devices, seed, CpuCosts.defaults(), Ext2Geometry.defaults());
    }

    public P0Experiments(DeviceSupplier devices, long seed, CpuCosts costs, Ext2Geometry geometry) {
        this.devices = devices;
        this.seed = seed;
        this.costs = costs;
        this.geometry = geometry;
    }

    /** B and l of the whole of a device, measured with {@link DeviceProbe} on a device of its own. */
    public DeviceFigures figures(String device) {
        return DeviceProbe.measure(sim -> devices.create(device, sim, new RandomStreams(seed)), seed);
    }

    private Host host(Simulation sim) {
        return new Host(sim, new RandomStreams(seed), CORES, costs);
    }

    /**
     * A freshly built device with an empty ext2 volume, on a simulation of its own. Like P0's
     * runs, every table of an experiment is written to it, the device is probed where they lie
     * (fio-style, reads only), and every query of the experiment runs on it, one after the other;
     * building a preconditioned flash device once per experiment rather than once per query also
     * keeps sweeps fast.
     */
    private Rig rig(String device) {
        Simulation sim = new Simulation();
        Host host = host(sim);
        BlockDevice built = devices.create(device, sim, host.streams());
        return new Rig(sim, host, host.mount(device, built, geometry), seed);
    }

    private static final class Rig {
        private final Simulation sim;
        private final Host host;
        private final Mount mount;
        private final long seed;
        private long dataStart = Long.MAX_VALUE;
        private long dataEnd;
        private DeviceFigures figures;

        Rig(Simulation sim, Host host, Mount mount, long seed) {
            this.sim = sim;
            this.host = host;
            this.mount = mount;
            this.seed = seed;
        }

        Simulation sim() {
            return sim;
        }

        Host host() {
            return host;
        }

        Mount mount() {
            return mount;
        }

        PlacedTable place(TableSchema table, StorageLayout layout, ScanSpec spec) {
            PlacedTable placed = host.place(mount, new StoredTable(table, layout, spec.pageBytes(), spec.compressed()));
            for (FileExtents file : placed.extents()) {
                for (int e = 0; e < file.extentCount(); e++) {
                    dataStart = Math.min(dataStart, file.physicalStart(e));
                    dataEnd = Math.max(dataEnd, file.physicalStart(e) + file.extentLength(e));
                }
            }
            return placed;
        }

        /** B and l of the region the placed tables span, probed once, before the first query. */
        DeviceFigures figures() {
            if (figures == null) {
                figures = DeviceProbe.measureRegion(sim, mount.device(), dataStart, dataEnd, seed);
            }
            return figures;
        }

        /** Runs one query alone to its end; seeks and request sizes are those it caused. */
        ScanPoint run(PlacedTable placed, ScanSpec spec) {
            DeviceFigures device = figures();
            mount.seeks().resetCounts();
            ScanQuery query = host.scan(placed, spec, 1, null);
            query.start();
            sim.run();
            P0Prediction model = new P0Prediction(placed.table().schema(), spec.pageBytes(), spec.compressed(),
                    spec.unitBytes(), spec.readAheadUnits(), device);
            double modelSeconds = spec.layout() == StorageLayout.COLUMN ? model.columnSeconds(spec.projected())
                    : P0Model.rowSeconds(model.relationBytes(), model.device().bandwidth());
            return new ScanPoint(spec.projected(), query.result(), mount.seeks().seeks(), mount.seeks().meanRequestBytes(),
                    modelSeconds);
        }
    }

    /** One query alone on a freshly written table. */
    public ScanPoint scan(String device, TableSchema table, ScanSpec spec) {
        Rig rig = rig(device);
        return rig.run(rig.place(table, spec.layout(), spec), spec);
    }

    /**
     * Row vs column for k = 1..n at selectivity s (P0 Figures 2, 3b, 4, 6a): both layouts are
     * written to one volume, then the row query and the n column queries run one after another.
     */
    public ProjectivitySweep projectivity(String device, TableSchema table, double selectivity, int readAheadUnits,
                                          boolean compressed) {
        ScanSpec base = new ScanSpec(StorageLayout.ROW, table.columnCount(), selectivity, ScanSpec.P0_UNIT,
                readAheadUnits, ScanSpec.P0_PAGE, compressed);
        Rig rig = rig(device);
        PlacedTable rows = rig.place(table, StorageLayout.ROW, base);
        PlacedTable cols = rig.place(table, StorageLayout.COLUMN, base);
        ScanPoint row = rig.run(rows, base);
        List<ScanPoint> columns = new ArrayList<>();
        for (int k = 1; k <= table.columnCount(); k++) {
            columns.add(rig.run(cols, new ScanSpec(StorageLayout.COLUMN, k, selectivity, ScanSpec.P0_UNIT,
                    readAheadUnits, ScanSpec.P0_PAGE, compressed)));
        }
        P0Prediction model = new P0Prediction(table, ScanSpec.P0_PAGE, compressed, ScanSpec.P0_UNIT, readAheadUnits,
                rig.figures());
        return new ProjectivitySweep(device, row, List.copyOf(columns), model);
    }

    /** One layout at a fixed projection across selectivities (P0 Figure 6b), on one written table. */
    public List<ScanPoint> selectivity(String device, TableSchema table, StorageLayout layout, int projected,
                                       double[] selectivities) {
        return selectivity(device, table, List.of(layout), projected, selectivities).get(0);
    }

    /** Several layouts of one table written to one device, each queried across selectivities. */
    public List<List<ScanPoint>> selectivity(String device, TableSchema table, List<StorageLayout> layouts,
                                             int projected, double[] selectivities) {
        Rig rig = rig(device);
        List<PlacedTable> placed = new ArrayList<>();
        for (StorageLayout layout : layouts) {
            placed.add(rig.place(table, layout, ScanSpec.p0(layout, projected, 1)));
        }
        List<List<ScanPoint>> all = new ArrayList<>();
        for (int i = 0; i < layouts.size(); i++) {
            List<ScanPoint> points = new ArrayList<>();
            for (double s : selectivities) {
                points.add(rig.run(placed.get(i), ScanSpec.p0(layouts.get(i), projected, s)));
            }
            all.add(points);
        }
        return all;
    }

    /**
     * P0-5: PostgreSQL over ORDERS with a bitmap index on its first column; the index may live on
     * another device than the heap. Both files are written fresh; the buffer pool starts cold.
     */
    public ScanResult indexScan(String indexDevice, String dataDevice, IndexScanSpec spec) {
        return indexScan(indexDevice, dataDevice, TpchTables.orders(), spec);
    }

    /** P0-5 over {@code orders} (ORDERS, possibly with another tuple count). */
    public ScanResult indexScan(String indexDevice, String dataDevice, TableSchema orders, IndexScanSpec spec) {
        return indexScans(indexDevice, dataDevice, orders, List.of(spec)).get(0);
    }

    /**
     * P0-5 queries one after another on one pair of freshly written files (the heap, and the
     * index sized by the first spec); each starts with a cold buffer pool.
     */
    public List<ScanResult> indexScans(String indexDevice, String dataDevice, TableSchema orders,
                                       List<IndexScanSpec> specs) {
        Rig rig = rig(dataDevice);
        Mount data = rig.mount();
        Mount index = indexDevice.equals(dataDevice) ? data
                : rig.host().mount(indexDevice, devices.create(indexDevice, rig.sim(), rig.host().streams()), geometry);
        TableFile heap = HeapFile.of(orders);
        var heapExtents = data.volume().allocate(heap.name(), heap.bytes());
        var indexExtents = index.volume().allocate("orders.o_orderkey.idx", specs.get(0).indexBytes());
        List<ScanResult> results = new ArrayList<>();
        for (IndexScanSpec spec : specs) {
            HeapScanQuery query = new HeapScanQuery(rig.sim(), rig.host().cpu(), index.device(), indexExtents,
                    data.device(), heapExtents, heap, null, spec, PgCosts.defaults(), 1,
                    rig.host().streams().stream("query:1:orders:match"), null);
            query.start();
            rig.sim().run();
            results.add(query.result());
        }
        return results;
    }

    /**
     * P0-8: one row-layout ORDERS select (k = 7, s = 10 %) beside {@code queries − 1} row-layout
     * scans of separate LINEITEM copies, all on one device, each query its own I/O stream. The run
     * ends when the ORDERS select does; seeks and request sizes are those the device saw until then.
     */
    public List<ConcurrencyPoint> concurrency(String device, int maxQueries) {
        int[] counts = new int[maxQueries];
        for (int n = 1; n <= maxQueries; n++) {
            counts[n - 1] = n;
        }
        return concurrency(device, counts, TpchTables.P0_TUPLES);
    }

    /**
     * P0-8 for the given numbers of concurrent queries (ascending, starting at 1, which is the
     * baseline of the slowdown), with both relations holding {@code tuples} tuples. ORDERS and the
     * LINEITEM copies are written once; each level starts all its queries together, and when the
     * ORDERS select ends the other scans are abandoned and their last requests drain.
     */
    public List<ConcurrencyPoint> concurrency(String device, int[] counts, long tuples) {
        if (counts.length == 0 || counts[0] != 1) {
            throw new IllegalArgumentException("the concurrency levels must start at 1 (the query alone)");
        }
        Rig rig = rig(device);
        Host host = rig.host();
        Mount mount = rig.mount();
        ScanSpec ordersSpec = ScanSpec.p0(StorageLayout.ROW, 7, 0.1);
        PlacedTable orders = host.place(mount, new StoredTable(TpchTables.orders().withTuples(tuples), StorageLayout.ROW,
                ScanSpec.P0_PAGE, false));
        int most = counts[counts.length - 1];
        List<PlacedTable> lineitems = new ArrayList<>();
        for (int i = 1; i < most; i++) {
            TableSchema copy = TpchTables.lineitem().withTuples(tuples).renamed("lineitem" + i);
            lineitems.add(host.place(mount, new StoredTable(copy, StorageLayout.ROW, ScanSpec.P0_PAGE, false)));
        }
        List<ConcurrencyPoint> points = new ArrayList<>();
        double alone = 0;
        for (int n : counts) {
            Simulation sim = rig.sim();
            List<ScanQuery> others = new ArrayList<>();
            for (int i = 1; i < n; i++) {
                PlacedTable t = lineitems.get(i - 1);
                others.add(host.scan(t, ScanSpec.p0(StorageLayout.ROW, t.table().schema().columnCount(), 0.1), i + 1,
                        null));
            }
            mount.seeks().resetCounts();
            ScanQuery select = host.scan(orders, ordersSpec, 1, id -> sim.stop());
            select.start();
            for (ScanQuery q : others) {
                q.start();
            }
            sim.run();
            ScanResult r = select.result();
            long seeks = mount.seeks().seeks();
            double meanRequest = mount.seeks().meanRequestBytes();
            for (ScanQuery q : others) {
                q.abandon();
            }
            sim.run();
            if (n == 1) {
                alone = r.seconds();
            }
            points.add(new ConcurrencyPoint(n, r.seconds(), r.seconds() / alone, seeks, meanRequest, r.cpuShare()));
        }
        return points;
    }
}
