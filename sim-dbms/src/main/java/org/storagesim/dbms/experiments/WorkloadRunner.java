package org.storagesim.dbms.experiments;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.dbms.config.QueryWorkloadConfig;
import org.storagesim.dbms.cpu.CpuCosts;
import org.storagesim.dbms.fs.Ext2Geometry;
import org.storagesim.dbms.host.Host;
import org.storagesim.dbms.host.Mount;
import org.storagesim.dbms.host.PlacedTable;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.layout.StoredTable;
import org.storagesim.dbms.model.DeviceProbe;
import org.storagesim.dbms.model.P0Model;
import org.storagesim.dbms.model.P0Prediction;
import org.storagesim.dbms.scan.ScanQuery;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.scan.ScanSpec;
import org.storagesim.dbms.schema.TableSchema;

/**
 * Runs a scenario's query workload: {@code concurrency} copies of the query start together on one
 * device, each over its own copy of the table (so they compete as P0-8's scans of different
 * relations do), and the run ends when all have finished.
 */
public final class WorkloadRunner {
    private WorkloadRunner() {
    }

    public static WorkloadOutcome run(DeviceSupplier devices, String device, QueryWorkloadConfig workload,
                                      Map<String, TableSchema> declared, long seed) {
        TableSchema schema = workload.schema(declared);
        ScanSpec spec = workload.scanSpec(schema);
        Simulation sim = new Simulation();
        Host host = new Host(sim, new RandomStreams(seed), P0Experiments.CORES, CpuCosts.defaults());
        Mount mount = host.mount(device, devices.create(device, sim, host.streams()), Ext2Geometry.defaults());
        List<ScanQuery> queries = new ArrayList<>();
        for (int i = 1; i <= workload.concurrency(); i++) {
            TableSchema copy = workload.concurrency() == 1 ? schema : schema.renamed(schema.name() + i);
            PlacedTable t = host.place(mount, new StoredTable(copy, spec.layout(), spec.pageBytes(), spec.compressed()));
            queries.add(host.scan(t, spec, i, null));
        }
        mount.seeks().resetCounts();
        for (ScanQuery q : queries) {
            q.start();
        }
        sim.run();
        List<ScanResult> results = new ArrayList<>();
        for (ScanQuery q : queries) {
            results.add(q.result());
        }
        P0Prediction model = new P0Prediction(schema, spec.pageBytes(), spec.compressed(), spec.unitBytes(),
                spec.readAheadUnits(), DeviceProbe.measure(s -> devices.create(device, s, new RandomStreams(seed)), seed));
        double modelSeconds = spec.layout() == StorageLayout.COLUMN ? model.columnSeconds(spec.projected())
                : P0Model.rowSeconds(model.relationBytes(), model.device().bandwidth());
        return new WorkloadOutcome(List.copyOf(results), mount.seeks().seeks(), mount.seeks().meanRequestBytes(),
                modelSeconds);
    }
}
