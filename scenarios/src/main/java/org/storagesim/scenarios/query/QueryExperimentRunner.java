package org.storagesim.scenarios.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import org.storagesim.core.threads.SpareProcessors;
import org.storagesim.dbms.experiments.ConcurrencyPoint;
import org.storagesim.dbms.experiments.P0Experiments;
import org.storagesim.dbms.experiments.ProjectivitySweep;
import org.storagesim.dbms.experiments.ScanPoint;
import org.storagesim.dbms.fs.VolumeFullException;
import org.storagesim.dbms.host.ProfileDevices;
import org.storagesim.dbms.index.IndexScanSpec;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.scenarios.InputException;
import org.storagesim.scenarios.run.Futures;
import org.storagesim.scenarios.scenario.QuerySection;
import org.storagesim.scenarios.scenario.Scenario;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * Runs a scenario's query experiment ({@link QuerySection}) with {@link P0Experiments} on the
 * scenario's devices. Each device (each placement, for the index experiment) is an independent
 * simulation with its own engine objects and streams from the scenario's seed, so they may run on
 * parallel threads and still give the same numbers as a sequential run.
 */
public final class QueryExperimentRunner {
    private QueryExperimentRunner() {
    }

    public static QueryOutcome run(ScenarioPlan plan, long seed, int threads) {
        if (threads <= 1) {
            return start(plan, seed, null).get();
        }
        ExecutorService pool = pool(threads);
        try {
            return start(plan, seed, pool).get();
        } finally {
            pool.shutdownNow();
        }
    }

    /** A pool of daemon threads for {@link #start}. */
    public static ExecutorService pool(int threads) {
        return Executors.newFixedThreadPool(threads, SpareProcessors.simulationThreads("sim-query"));
    }

    /**
     * Submits the experiment's independent simulations to {@code pool} (or runs them here when it
     * is null) and returns what collects the outcome, waiting for them in a fixed order.
     */
    public static Supplier<QueryOutcome> start(ScenarioPlan plan, long seed, ExecutorService pool) {
        Scenario scenario = plan.scenario();
        QuerySection q = scenario.queries();
        Map<String, JsonNode> specs = new LinkedHashMap<>();
        List<String> devices = new ArrayList<>();
        for (int i = 0; i < scenario.devices().size(); i++) {
            JsonNode spec = scenario.devices().get(i).deepCopy();
            ((com.fasterxml.jackson.databind.node.ObjectNode) spec).remove("name");
            specs.put(scenario.deviceName(i), spec);
            devices.add(scenario.deviceName(i));
        }
        ProfileDevices supplier = new ProfileDevices(plan.factory(), specs);
        Map<String, Long> tuples = new LinkedHashMap<>();
        for (String d : devices) {
            // The index experiment's relation lives on each placement's data device alone.
            if (!q.experiment().equals("index") || q.placements().stream().anyMatch(p -> p.data().equals(d))) {
                tuples.put(d, q.tuplesOn(d));
            }
        }
        Map<String, ProjectivitySweep> sweeps = new LinkedHashMap<>();
        Map<String, Map<String, List<ScanPoint>>> selectivity = new LinkedHashMap<>();
        Map<String, List<ScanResult>> indexScans = new LinkedHashMap<>();
        Map<String, List<ScanResult>> plainScans = new LinkedHashMap<>();
        Map<String, List<ConcurrencyPoint>> concurrency = new LinkedHashMap<>();
        List<Callable<Runnable>> jobs = new ArrayList<>();
        switch (q.experiment()) {
            case "projectivity" -> {
                for (String d : devices) {
                    jobs.add(fitting(plan, "device '" + d + "'", () -> {
                        ProjectivitySweep s = new P0Experiments(supplier, seed).projectivity(d,
                                table(q, tuples.get(d)), q.selectivity(), q.readAheadUnits(), q.compressed());
                        return () -> sweeps.put(d, s);
                    }));
                }
            }
            case "selectivity" -> {
                double[] sel = q.selectivities().stream().mapToDouble(Double::doubleValue).toArray();
                for (String d : devices) {
                    jobs.add(fitting(plan, "device '" + d + "'", () -> {
                        TableSchema t = table(q, tuples.get(d));
                        List<StorageLayout> layouts = q.layouts().stream().map(StorageLayout::parse).toList();
                        List<List<ScanPoint>> points = new P0Experiments(supplier, seed).selectivity(d, t, layouts,
                                t.columnCount(), sel);
                        Map<String, List<ScanPoint>> byLayout = new LinkedHashMap<>();
                        for (int i = 0; i < layouts.size(); i++) {
                            byLayout.put(q.layouts().get(i), points.get(i));
                        }
                        return () -> selectivity.put(d, byLayout);
                    }));
                }
            }
            case "index" -> {
                List<String> plainDone = new ArrayList<>();
                for (QuerySection.Placement p : q.placements()) {
                    // The plain scans run on the first placement that holds the data on their device.
                    boolean withPlain = !plainDone.contains(p.data());
                    if (withPlain) {
                        plainDone.add(p.data());
                    }
                    jobs.add(fitting(plan, "devices '" + p.index() + "' (index) and '" + p.data() + "' (data)", () -> {
                        List<ScanResult> r = scans(supplier, seed, q, p.index(), p.data(), tuples.get(p.data()), withPlain);
                        int n = q.selectivities().size();
                        return () -> {
                            indexScans.put(QueryOutcome.placement(p.index(), p.data()), List.copyOf(r.subList(0, n)));
                            if (withPlain) {
                                plainScans.put(p.data(), List.copyOf(r.subList(n, 2 * n)));
                            }
                        };
                    }));
                }
            }
            case "concurrency" -> {
                int[] counts = q.concurrency().stream().mapToInt(Integer::intValue).toArray();
                for (String d : devices) {
                    // Each query past the first scans a LINEITEM copy of its own: the top level sets the space.
                    jobs.add(fitting(plan, "device '" + d + "'", "a lower top concurrency (each query past the first"
                            + " scans its own LINEITEM copy), ", () -> {
                        List<ConcurrencyPoint> r = new P0Experiments(supplier, seed).concurrency(d, counts, tuples.get(d));
                        return () -> concurrency.put(d, r);
                    }));
                }
            }
            default -> throw new IllegalStateException("unknown experiment " + q.experiment());
        }
        List<Future<Runnable>> futures = new ArrayList<>();
        for (Callable<Runnable> job : jobs) {
            futures.add(pool == null ? CompletableFuture.completedFuture(call(job)) : pool.submit(job));
        }
        return () -> {
            for (Future<Runnable> f : futures) {
                await(f).run();
            }
            return new QueryOutcome(q.experiment(), tuples, sweeps, selectivity, q.selectivities(), indexScans,
                    plainScans, concurrency);
        };
    }

    /** {@code job}, whose tables filling its devices is the scenario's mistake, told as one. */
    private static Callable<Runnable> fitting(ScenarioPlan plan, String devices, Callable<Runnable> job) {
        return fitting(plan, devices, "", job);
    }

    /** As {@link #fitting(ScenarioPlan, String, Callable)}, naming first the remedy {@code alsoAllowed} (ending in ", "). */
    private static Callable<Runnable> fitting(ScenarioPlan plan, String devices, String alsoAllowed, Callable<Runnable> job) {
        return () -> {
            try {
                return job.call();
            } catch (VolumeFullException e) {
                throw new InputException(plan.file() + ": the tables of the query experiment do not fit on " + devices
                        + " (" + e.getMessage() + "); allowed: " + alsoAllowed + "fewer tuples there ('tuples', or"
                        + " 'tuples_on' per device), or a larger device", e);
            }
        };
    }

    private static TableSchema table(QuerySection q, long tuples) {
        TableSchema t = q.table().equals("orders") ? TpchTables.orders() : TpchTables.lineitem();
        return t.withTuples(tuples);
    }

    /**
     * P0-5's bitmap index scans at each selectivity, then (with {@code plain}) the plain sequential
     * scans, one after another on one pair of devices; the 375 MB index shrinks with the relation.
     */
    private static List<ScanResult> scans(ProfileDevices supplier, long seed, QuerySection q, String indexDevice,
                                          String dataDevice, long tuples, boolean plain) {
        TableSchema orders = TpchTables.orders().withTuples(tuples);
        List<IndexScanSpec> specs = new ArrayList<>();
        for (boolean useIndex : plain ? new boolean[] {true, false} : new boolean[] {true}) {
            addSpecs(q, tuples, useIndex, specs);
        }
        return new P0Experiments(supplier, seed).indexScans(indexDevice, dataDevice, orders, specs);
    }

    private static void addSpecs(QuerySection q, long tuples, boolean useIndex, List<IndexScanSpec> specs) {
        for (double s : q.selectivities()) {
            IndexScanSpec base = IndexScanSpec.p0(s, useIndex).withExtraPredicates(q.extraPredicates());
            long indexBytes = Math.max(base.indexUnitBytes(), base.indexBytes() * tuples / TpchTables.P0_TUPLES);
            IndexScanSpec spec = new IndexScanSpec(s, useIndex, indexBytes, base.indexUnitBytes(), base.indexPrefetchUnits(),
                    base.heapPrefetchPages(), base.seqUnitBytes(), base.seqReadAheadUnits(), base.extraPredicates(),
                    base.clusteredHeap());
            specs.add(spec);
        }
    }

    private static Runnable call(Callable<Runnable> job) {
        try {
            return job.call();
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static Runnable await(Future<Runnable> future) {
        return Futures.await(future, "a query experiment");
    }
}
