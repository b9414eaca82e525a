package org.storagesim.scenarios.reproduce;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.function.Supplier;
import org.storagesim.dbms.experiments.ConcurrencyPoint;
import org.storagesim.dbms.experiments.ProjectivitySweep;
import org.storagesim.dbms.experiments.ScanPoint;
import org.storagesim.dbms.scan.ScanResult;
import org.storagesim.dbms.schema.TpchTables;
import org.storagesim.scenarios.query.QueryExperimentRunner;
import org.storagesim.scenarios.query.QueryOutcome;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * P0's findings (experiments.md, seeds/000) from the scenarios {@code p0/p0-1.yaml} …
 * {@code p0-8.yaml}: the calibrated device profiles behind the Linux block layer, seeks counted
 * below the block layer as blktrace saw them. Times are compared per 60 M tuples (the flash runs
 * simulate a tenth of the relation, see the scenario files). Tolerances: ±25 % on seek counts,
 * times and ratios; shapes (crossovers, orderings) as shapes, with the band written in the line.
 */
public final class P0Suite implements ExperimentSuite {
    static final int SCENARIOS = 8;
    private static final double TOL = 0.25;

    @Override
    public String id() {
        return "p0";
    }

    @Override
    public String description() {
        return "row vs column storage on flash and disk (P0-1 … P0-8) on the calibrated device profiles";
    }

    @Override
    public List<Finding> run(ReproduceContext context) {
        Map<Integer, QueryOutcome> o = runAll(context);
        List<Finding> f = new ArrayList<>();
        p01(o.get(1), f);
        p02(o.get(1), o.get(2), f);
        model(o.get(1), o.get(2), f);
        p03(o.get(3), o.get(6), f);
        p04(o.get(4), o.get(6), f);
        p05(o.get(5), f);
        p06(o.get(6), f);
        p07(o.get(7), f);
        p08(o.get(8), f);
        return f;
    }

    /** Runs the eight scenarios, their independent simulations spread over the command's threads. */
    private static Map<Integer, QueryOutcome> runAll(ReproduceContext context) {
        List<ScenarioPlan> plans = new ArrayList<>();
        for (int i = 1; i <= SCENARIOS; i++) {
            plans.add(context.load("p0/p0-" + i + ".yaml"));
        }
        ExecutorService pool = context.threads() > 1 ? QueryExperimentRunner.pool(context.threads()) : null;
        try {
            List<Supplier<QueryOutcome>> pending = new ArrayList<>();
            for (ScenarioPlan plan : plans) {
                pending.add(QueryExperimentRunner.start(plan, plan.scenario().seed(), pool));
            }
            Map<Integer, QueryOutcome> outcomes = new LinkedHashMap<>();
            for (int i = 0; i < pending.size(); i++) {
                outcomes.put(i + 1, pending.get(i).get());
            }
            return outcomes;
        } finally {
            if (pool != null) {
                pool.shutdownNow();
            }
        }
    }

    // ---- P0-1 -------------------------------------------------------------------------------

    private static void p01(QueryOutcome o, List<Finding> f) {
        ProjectivitySweep disk = o.sweeps().get("disk");
        ProjectivitySweep ssd = o.sweeps().get("ssd-fast");
        double ratio = rowSeconds(o, "disk") / rowSeconds(o, "ssd-fast");
        f.add(Finding.withinRelative("P0-1-row-ssd-vs-disk", "row scan Disk time / SSD-Fast time", ratio, 2.0, TOL,
                P0Suite::times));
        f.add(crossover("P0-1-crossover-disk", "LINEITEM crossover on Disk", disk, 13, 15, "90%"));
        f.add(noCrossover("P0-1-no-crossover-ssd-fast", "LINEITEM column never loses on SSD-Fast", ssd));
        int n = disk.columns().size();
        f.add(Finding.withinRelative("P0-1-seeks-column-k16", "Disk column seeks at 100% projectivity",
                disk.column(n).seeks(), 867, TOL, P0Suite::count));
        f.add(Finding.withinRelative("P0-1-seeks-column-k2", "Disk column seeks at 10% projectivity (k=2 of 16)",
                disk.column(2).seeks(), 83, TOL, P0Suite::count));
        f.add(Finding.withinRelative("P0-1-seeks-column-vs-row", "Disk column seeks at 100% / row seeks",
                (double) disk.column(n).seeks() / Math.max(1, disk.row().seeks()), 10, TOL, P0Suite::times));
        double diskSeek = disk.column(n).seeks() * disk.model().device().latency();
        double ssdSeek = ssd.column(n).seeks() * o.fullScale("ssd-fast") * ssd.model().device().latency();
        f.add(Finding.shape("P0-1-seek-time", "seek time at 100% (seeks x probed latency) >= 3.5 s on Disk, < 0.1 s on "
                + "SSD-Fast", diskSeek >= 3.5 && ssdSeek < 0.1, "disk " + secs(diskSeek) + ", ssd-fast " + secs(ssdSeek),
                "disk >=3.5s, ssd-fast <0.1s"));
    }

    // ---- P0-2 -------------------------------------------------------------------------------

    private static void p02(QueryOutcome p01, QueryOutcome o, List<Finding> f) {
        for (String d : List.of("ssd-medium", "ssd-slow")) {
            f.add(noCrossover("P0-2-no-crossover-" + d, "LINEITEM column never loses on " + d, o.sweeps().get(d)));
        }
        double medium = rowSeconds(o, "ssd-medium") / rowSeconds(p01, "disk");
        f.add(Finding.withinRelative("P0-2-medium-vs-disk", "row scan SSD-Medium time / Disk time (comparable)", medium,
                1.0, TOL, P0Suite::times));
        ProjectivitySweep slow = o.sweeps().get("ssd-slow");
        ProjectivitySweep disk = p01.sweeps().get("disk");
        double worst = rowSeconds(o, "ssd-slow") / rowSeconds(p01, "disk");
        for (int k = 1; k <= slow.columns().size(); k++) {
            worst = Math.min(worst, slow.column(k).seconds() * o.fullScale("ssd-slow")
                    / (disk.column(k).seconds() * p01.fullScale("disk")));
        }
        f.add(Finding.shape("P0-2-slow-slower-than-disk", "SSD-Slow slower than Disk for row and every column k "
                + "(smallest SSD-Slow/Disk time ratio > 1)", worst > 1, times(worst), ">1x"));
        f.add(crossover("P0-2-crossover-raid0", "LINEITEM crossover on 2-disk RAID-0", o.sweeps().get("raid0"), 13, 15,
                "90%"));
    }

    /** P0's equations beside the simulation: equation 3 predicts a crossover on disks and none on flash. */
    private static void model(QueryOutcome p01, QueryOutcome p02, List<Finding> f) {
        List<String> parts = new ArrayList<>();
        boolean agree = true;
        for (QueryOutcome o : List.of(p01, p02)) {
            for (var e : o.sweeps().entrySet()) {
                ProjectivitySweep s = e.getValue();
                double k = s.model().crossoverK();
                int n = s.columns().size();
                boolean modelCross = k < n;
                boolean simCross = s.crossoverK() > 0;
                agree &= modelCross == simCross;
                parts.add(e.getKey() + " eq3 k=" + String.format(Locale.ROOT, "%.1f", k) + " sim k="
                        + (simCross ? s.crossoverK() : "none"));
            }
        }
        f.add(Finding.shape("P0-model-crossover", "equation 3 and the simulation agree on where a crossover exists",
                agree, String.join("; ", parts), "crossover on Disk/RAID-0 only"));
    }

    // ---- P0-3 -------------------------------------------------------------------------------

    private static void p03(QueryOutcome comp, QueryOutcome plain, List<Finding> f) {
        double diskBest = 0;
        double ssdBest = 0;
        List<String> rowsMore = new ArrayList<>();
        boolean rowsGainMore = true;
        for (String d : comp.sweeps().keySet()) {
            ProjectivitySweep c = comp.sweeps().get(d);
            ProjectivitySweep u = plain.sweeps().get(d);
            int n = c.columns().size();
            double row = 1 - c.row().seconds() / u.row().seconds();
            double col = 1 - c.column(n).seconds() / u.column(n).seconds();
            double best = Math.max(row, col);
            if (d.equals("disk")) {
                diskBest = best;
            } else {
                ssdBest = Math.max(ssdBest, best);
            }
            rowsGainMore &= row > col;
            rowsMore.add(d + " row -" + pct(row) + " col -" + pct(col));
        }
        f.add(Finding.withinRelative("P0-3-compression-disk", "largest query-time reduction by compression on Disk "
                + "(k=7)", diskBest, 0.56, TOL, P0Suite::pct));
        f.add(Finding.withinRelative("P0-3-compression-ssd", "largest query-time reduction by compression on the SSDs "
                + "(k=7)", ssdBest, 0.63, TOL, P0Suite::pct));
        f.add(Finding.shape("P0-3-rows-gain-more", "rows gain more from compression than columns at 100% projectivity",
                rowsGainMore, String.join("; ", rowsMore), "row reduction > column reduction on every device"));
        for (String d : List.of("ssd-fast", "ssd-medium")) {
            ProjectivitySweep c = comp.sweeps().get(d);
            f.add(Finding.shape("P0-3-compressed-crossover-" + d, "compressed ORDERS: column loses to row at high "
                    + "projectivity on " + d, c.crossoverK() > 0, c.crossoverK() > 0 ? "k=" + c.crossoverK() : "none",
                    "crossover at high k"));
        }
    }

    // ---- P0-4 -------------------------------------------------------------------------------

    private static void p04(QueryOutcome small, QueryOutcome large, List<Finding> f) {
        double worstRow = 0;
        for (String d : small.sweeps().keySet()) {
            worstRow = Math.max(worstRow, Math.abs(small.sweeps().get(d).row().seconds()
                    / large.sweeps().get(d).row().seconds() - 1));
        }
        f.add(new Finding("P0-4-row-no-effect", "row layout: largest time change 256KB vs 6MB read-ahead on any device",
                worstRow <= 0.10, pct(worstRow), "no effect", "<=10%"));
        ProjectivitySweep d2 = small.sweeps().get("disk");
        ProjectivitySweep d48 = large.sweeps().get("disk");
        int n = d2.columns().size();
        f.add(Finding.withinRelative("P0-4-seeks-6MB", "Disk column seeks at 100% with 6MB read-ahead",
                d48.column(n).seeks(), 182, TOL, P0Suite::count));
        f.add(Finding.withinRelative("P0-4-seeks-256KB", "Disk column seeks at 100% with 256KB read-ahead",
                d2.column(n).seeks(), 2941, TOL, P0Suite::count));
        double diskGain = d2.column(n).seconds() / d48.column(n).seconds();
        f.add(new Finding("P0-4-disk-column-effect", "Disk column time at 100%, 256KB / 6MB read-ahead", diskGain >= 1.25,
                times(diskGain), "large", ">=1.25x"));
        double worstSsd = 0;
        for (String d : List.of("ssd-fast", "ssd-medium", "ssd-slow")) {
            worstSsd = Math.max(worstSsd, Math.abs(small.sweeps().get(d).column(n).seconds()
                    / large.sweeps().get(d).column(n).seconds() - 1));
        }
        f.add(new Finding("P0-4-ssd-column-no-effect", "SSD column time at 100%: largest change 256KB vs 6MB",
                worstSsd <= 0.10, pct(worstSsd), "hardly any", "<=10%"));
    }

    // ---- P0-5 -------------------------------------------------------------------------------

    private static void p05(QueryOutcome o, List<Finding> f) {
        List<Double> s = o.selectivities();
        int full = s.size() - 1;
        List<ScanResult> dd = o.indexScans().get(QueryOutcome.placement("disk", "disk"));
        List<ScanResult> ss = o.indexScans().get(QueryOutcome.placement("ssd-fast", "ssd-fast"));
        List<ScanResult> sd = o.indexScans().get(QueryOutcome.placement("ssd-fast", "disk"));
        List<ScanResult> seqDisk = o.plainScans().get("disk");
        List<ScanResult> seqSsd = o.plainScans().get("ssd-fast");
        // P0 5.2.3: "no difference in the benefit of index between disk and SSD: in both cases, the
        // change in selectivity leads to a similar change in performance" - read over Figure 5's
        // selectivities: the index speed-up over a plain scan, Disk / SSD-Fast, at every point.
        boolean alike = true;
        List<String> gains = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            double gainDisk = seqDisk.get(i).seconds() / dd.get(i).seconds();
            double gainSsd = seqSsd.get(i).seconds() / ss.get(i).seconds();
            double ratio = gainDisk / gainSsd;
            alike &= Math.abs(ratio - 1) <= TOL;
            gains.add(pct(s.get(i)) + ":" + times(ratio));
        }
        f.add(new Finding("P0-5-index-helps-alike", "index speed-up over a plain scan, Disk / SSD-Fast, at each of "
                + "Figure 5's selectivities " + pct(s.get(0)) + ".." + pct(s.get(full)), alike, String.join(" ", gains),
                "alike (1x)", "±25% at every point"));
        double split = 1 - sd.get(full).seconds() / dd.get(full).seconds();
        f.add(new Finding("P0-5-index-on-ssd", "index on SSD-Fast, data on Disk vs all on Disk at 100% selectivity",
                split >= 0.05 && split <= 0.15, "-" + pct(split), "-10%", "5%..15%"));
        boolean pays = true;
        boolean stops = true;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < s.size(); i++) {
            double r = dd.get(i).seconds() / seqDisk.get(i).seconds();
            parts.add(pct(s.get(i)) + ":" + times(r));
            if (s.get(i) < 0.1) {
                pays &= r < 1;
            } else if (s.get(i) > 0.1) {
                stops &= r >= 1;
            }
        }
        f.add(Finding.shape("P0-5-index-stops-paying", "Disk index/plain time ratio below 1 under 10% selectivity, "
                + ">= 1 above", pays && stops, String.join(" ", parts), "<1 below 10%, >=1 above"));
        double beat = Math.max(1 - seqDisk.get(full).seconds() / dd.get(full).seconds(),
                1 - seqSsd.get(full).seconds() / ss.get(full).seconds());
        f.add(Finding.withinRelative("P0-5-plain-beats-index", "plain scan faster than index scan at 100% selectivity "
                + "(largest of Disk, SSD-Fast)", beat, 0.34, TOL, P0Suite::pct));
    }

    // ---- P0-6 -------------------------------------------------------------------------------

    private static void p06(QueryOutcome o, List<Finding> f) {
        f.add(noCrossover("P0-6-no-crossover-ssd-fast", "ORDERS column never loses on SSD-Fast", o.sweeps().get("ssd-fast")));
        f.add(crossover("P0-6-crossover-disk", "ORDERS crossover on Disk", o.sweeps().get("disk"), 5, 6, "75%"));
        ProjectivitySweep disk = o.sweeps().get("disk");
        f.add(Finding.withinRelative("P0-6-seeks-column", "Disk ORDERS column seeks at 100%",
                disk.column(disk.columns().size()).seeks(), 182, TOL, P0Suite::count));
        f.add(Finding.withinRelative("P0-6-seeks-row", "Disk ORDERS row seeks", disk.row().seeks(), 19, TOL,
                P0Suite::count));
    }

    // ---- P0-7 -------------------------------------------------------------------------------

    private static void p07(QueryOutcome o, List<Finding> f) {
        Map<String, List<ScanPoint>> ssd = o.selectivity().get("ssd-fast");
        List<ScanPoint> row = ssd.get("row");
        List<ScanPoint> col = ssd.get("column");
        double lo = 1;
        double hi = 0;
        for (ScanPoint p : row) {
            lo = Math.min(lo, p.result().cpuShare());
            hi = Math.max(hi, p.result().cpuShare());
        }
        f.add(new Finding("P0-7-row-cpu", "row layout CPU share over selectivities 0.1%..100% on SSD-Fast",
                lo >= 0.03 && hi <= 0.10, pct(lo) + ".." + pct(hi), "5%..8%", "within 3%..10%"));
        double top = col.get(col.size() - 1).result().cpuShare();
        f.add(Finding.withinRelative("P0-7-column-cpu", "column layout CPU share at 100% selectivity on SSD-Fast", top,
                0.59, TOL, P0Suite::pct));
        boolean rising = true;
        boolean noCross = true;
        for (int i = 0; i < col.size(); i++) {
            rising &= i == 0 || col.get(i).result().cpuShare() >= col.get(i - 1).result().cpuShare();
            noCross &= col.get(i).seconds() < row.get(i).seconds();
        }
        f.add(Finding.shape("P0-7-column-cpu-rises", "column CPU share rises with selectivity", rising,
                pct(col.get(0).result().cpuShare()) + ".." + pct(top), "rises to 59%"));
        f.add(Finding.shape("P0-7-no-crossover", "column (k=16) faster than row at every selectivity on SSD-Fast",
                noCross, "col " + secs(col.get(col.size() - 1).seconds() * o.fullScale("ssd-fast")) + " vs row "
                        + secs(row.get(row.size() - 1).seconds() * o.fullScale("ssd-fast")) + " at 100%", "no crossover"));
    }

    // ---- P0-8 -------------------------------------------------------------------------------

    private static void p08(QueryOutcome o, List<Finding> f) {
        Map<String, List<ConcurrencyPoint>> c = o.concurrency();
        for (String d : List.of("ssd-fast", "ssd-medium", "ssd-slow")) {
            f.add(Finding.withinRelative("P0-8-two-queries-" + d, "2 concurrent queries: slowdown on " + d,
                    at(c.get(d), 2).slowdown(), 2, TOL, P0Suite::times));
            f.add(Finding.withinRelative("P0-8-eight-queries-" + d, "8 concurrent queries: slowdown on " + d
                    + " (linear)", at(c.get(d), 8).slowdown(), 8, TOL, P0Suite::times));
        }
        List<ConcurrencyPoint> disk = c.get("disk");
        f.add(Finding.withinRelative("P0-8-two-queries-disk", "2 concurrent queries: slowdown on Disk",
                at(disk, 2).slowdown(), 4, TOL, P0Suite::times));
        f.add(Finding.withinRelative("P0-8-eight-queries-disk", "8 concurrent queries: slowdown on Disk",
                at(disk, 8).slowdown(), 14, TOL, P0Suite::times));
        f.add(Finding.withinRelative("P0-8-seeks-up-disk", "Disk seeks with 2 queries / with 1",
                (double) at(disk, 2).seeks() / Math.max(1, at(disk, 1).seeks()), 33, TOL, P0Suite::times));
        // P0 5.3.3: "For the 2 GB scan, this yields an average request length of 2.2 MB": the ORDERS
        // relation's bytes over the seeks of the two-query run.
        ConcurrencyPoint two = at(disk, 2);
        double perSeek = (double) TpchTables.P0_TUPLES * TpchTables.orders().tupleBytes(false) / Math.max(1, two.seeks());
        f.add(Finding.withinRelative("P0-8-bytes-per-seek-disk", "Disk, 2 queries: ORDERS bytes per seek",
                perSeek / 1e6, 2.2, TOL, v -> String.format(Locale.ROOT, "%.2fMB", v)));
        double cpu = 0;
        int points = 0;
        for (List<ConcurrencyPoint> pts : c.values()) {
            for (ConcurrencyPoint p : pts) {
                if (p.queries() > 1) {
                    cpu += p.cpuShare();
                    points++;
                }
            }
        }
        cpu /= points;
        f.add(new Finding("P0-8-cpu", "mean CPU share of the ORDERS select under concurrency, all devices",
                cpu <= 0.06, pct(cpu), "4%", "<=6%"));
        double flash = Math.abs(mean(c.get("ssd-fast-cfq")) / mean(c.get("ssd-fast")) - 1);
        f.add(new Finding("P0-8-noop-cfq-flash", "SSD-Fast, NOOP vs CFQ: mean query-time difference over 2..8 queries",
                flash <= 0.05, pct(flash), "<3%", "<=5%"));
        double diskGain = 1 - mean(c.get("disk")) / mean(c.get("disk-cfq"));
        f.add(Finding.withinRelative("P0-8-noop-better-disk", "Disk: NOOP faster than CFQ (mean over 2..8 queries)",
                diskGain, 0.13, 0.5, P0Suite::pct));
    }

    private static double mean(List<ConcurrencyPoint> pts) {
        double sum = 0;
        int n = 0;
        for (ConcurrencyPoint p : pts) {
            if (p.queries() > 1) {
                sum += p.seconds();
                n++;
            }
        }
        return sum / n;
    }

    private static ConcurrencyPoint at(List<ConcurrencyPoint> pts, int queries) {
        return pts.stream().filter(p -> p.queries() == queries).findFirst().orElseThrow(() ->
                new IllegalStateException("scenarios/p0/p0-8.yaml must list " + queries + " in 'concurrency'"));
    }

    // ---- helpers ----------------------------------------------------------------------------

    private static double rowSeconds(QueryOutcome o, String device) {
        return o.sweeps().get(device).row().seconds() * o.fullScale(device);
    }

    private static Finding crossover(String id, String what, ProjectivitySweep s, int from, int to, String paper) {
        int n = s.columns().size();
        int k = s.crossoverK();
        return new Finding(id, what, k >= from && k <= to, k == 0 ? "none" : "k=" + k + "/" + n + " (" + pct((double) k / n)
                + "; lines cross at " + pct(s.crossoverByteShare()) + " of the tuple's bytes)", paper,
                "k in " + from + ".." + to + " of " + n);
    }

    private static Finding noCrossover(String id, String what, ProjectivitySweep s) {
        int n = s.columns().size();
        return Finding.shape(id, what, s.crossoverK() == 0, s.crossoverK() == 0 ? "none (k=" + n + ": col "
                + secs(s.column(n).seconds()) + " < row " + secs(s.row().seconds()) + " at run scale)"
                : "crossover at k=" + s.crossoverK(), "none");
    }

    private static String count(double v) {
        return Long.toString(Math.round(v));
    }

    private static String times(double v) {
        return String.format(Locale.ROOT, "%.2fx", v);
    }

    private static String pct(double v) {
        double p = 100 * v;
        return (Math.abs(p) < 0.1 && p != 0 ? String.format(Locale.ROOT, "%.2g", p)
                : String.format(Locale.ROOT, "%.1f", p)) + "%";
    }

    private static String secs(double v) {
        return String.format(Locale.ROOT, "%.2fs", v);
    }
}
