package org.storagesim.scenarios.query;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.storagesim.dbms.experiments.ConcurrencyPoint;
import org.storagesim.dbms.experiments.P0Experiments;
import org.storagesim.dbms.experiments.ProjectivitySweep;
import org.storagesim.dbms.experiments.ScanPoint;
import org.storagesim.dbms.host.ProfileDevices;
import org.storagesim.dbms.index.IndexScanSpec;
import org.storagesim.dbms.layout.StorageLayout;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.schema.TableSchema;
import org.storagesim.dbms.schema.TpchTables;
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
            tuples.put(d, q.tuplesOn(d));
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
                    jobs.add(() -> {
                        ProjectivitySweep s = new P0Experiments(supplier, seed).projectivity(d,
                                table(q, tuples.get(d)), q.selectivity(), q.readAheadUnits(), q.compressed());
                        return () -> sweeps.put(d, s);
                    });
                }
            }
            case "selectivity" -> {
                double[] sel = q.selectivities().stream().mapToDouble(Double::doubleValue).toArray();
                for (String d : devices) {
                    jobs.add(() -> {
                        P0Experiments p0 = new P0Experiments(supplier, seed);
                        TableSchema t = table(q, tuples.get(d));
                        Map<String, List<ScanPoint>> byLayout = new LinkedHashMap<>();
                        for (String layout : q.layouts()) {
                            byLayout.put(layout, p0.selectivity(d, t, StorageLayout.parse(layout), t.columnCount(), sel));
                        }
                        return () -> selectivity.put(d, byLayout);
                    });
                }
            }
            case "index" -> {
                for (QuerySection.Placement p : q.placements()) {
                    jobs.add(() -> {
                        List<ScanResult> r = scans(supplier, seed, q, p.index(), p.data(), tuples.get(p.data()), true);
                        return () -> indexScans.put(QueryOutcome.placement(p.index(), p.data()), r);
                    });
                }
                for (String d : q.placements().stream().map(QuerySection.Placement::data).distinct().toList()) {
                    jobs.add(() -> {
                        List<ScanResult> r = scans(supplier, seed, q, d, d, tuples.get(d), false);
                        return () -> plainScans.put(d, r);
                    });
                }
            }
            case "concurrency" -> {
                int[] counts = q.concurrency().stream().mapToInt(Integer::intValue).toArray();
                for (String d : devices) {
                    jobs.add(() -> {
                        List<ConcurrencyPoint> r = new P0Experiments(supplier, seed).concurrency(d, counts, tuples.get(d));
                        return () -> concurrency.put(d, r);
                    });
                }
            }
            default -> throw new IllegalStateException("unknown experiment " + q.experiment());
        }
        for (Runnable store : runAll(jobs, threads)) {
            store.run();
        }
        return new QueryOutcome(q.experiment(), tuples, sweeps, selectivity, q.selectivities(), indexScans, plainScans,
                concurrency);
    }

    private static TableSchema table(QuerySection q, long tuples) {
        TableSchema t = q.table().equals("orders") ? TpchTables.orders() : TpchTables.lineitem();
        return t.withTuples(tuples);
    }

    /** P0-5's scans at each selectivity; the 375 MB index shrinks with the relation. */
    private static List<ScanResult> scans(ProfileDevices supplier, long seed, QuerySection q, String indexDevice,
                                          String dataDevice, long tuples, boolean useIndex) {
        TableSchema orders = TpchTables.orders().withTuples(tuples);
        List<IndexScanSpec> specs = new ArrayList<>();
        for (double s : q.selectivities()) {
            IndexScanSpec base = IndexScanSpec.p0(s, useIndex).withExtraPredicates(q.extraPredicates());
            long indexBytes = Math.max(base.indexUnitBytes(), base.indexBytes() * tuples / TpchTables.P0_TUPLES);
            IndexScanSpec spec = new IndexScanSpec(s, useIndex, indexBytes, base.indexUnitBytes(), base.indexPrefetchUnits(),
                    base.heapPrefetchPages(), base.seqUnitBytes(), base.seqReadAheadUnits(), base.extraPredicates());
            specs.add(spec);
        }
        return new P0Experiments(supplier, seed).indexScans(indexDevice, dataDevice, orders, specs);
    }

    /** Runs the jobs (in order when one thread) and returns their results in job order. */
    private static List<Runnable> runAll(List<Callable<Runnable>> jobs, int threads) {
        List<Runnable> out = new ArrayList<>();
        if (threads <= 1 || jobs.size() == 1) {
            for (Callable<Runnable> job : jobs) {
                out.add(call(job));
            }
            return out;
        }
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, jobs.size()), r -> {
            Thread t = new Thread(r, "sim-query");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Runnable>> futures = new ArrayList<>();
            for (Callable<Runnable> job : jobs) {
                futures.add(pool.submit(job));
            }
            for (Future<Runnable> f : futures) {
                out.add(await(f));
            }
            return out;
        } finally {
            pool.shutdownNow();
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
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a query experiment", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
