package org.storagesim.scenarios.reproduce;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.storagesim.scenarios.report.ResultFolder;
import org.storagesim.scenarios.run.RunResult;
import org.storagesim.scenarios.scenario.ScenarioPlan;

/**
 * P4 (seeds/004, experiments.md P4-1..P4-5): DIAT's read sweep on one X25-M G2 and on a 4-drive
 * md RAID-0. Each finding is a shape the paper states in words; "full bandwidth" is the best
 * bandwidth of the sweep, and "close to full" means at least 90 % of it (a stated penalty: at
 * most 80 %). The paper's own numbers (50 and 250 MB/s at QD 4) are checked within 30 % and 10 %.
 * The figures' charts and every point go to {@code results/p4/}.
 */
public final class P4Suite implements ExperimentSuite {
    private static final double CLOSE = 0.9;
    private static final double PENALTY = 0.8;

    @Override
    public String id() {
        return "p4";
    }

    @Override
    public String description() {
        return "asynchronous I/O parameters on an X25-M G2 and a 4-drive RAID-0 (block size x QD x group size)";
    }

    @Override
    public List<Finding> run(ReproduceContext context) {
        Map<String, Double> mb = new HashMap<>();
        List<ScenarioPlan> plans = new ArrayList<>();
        for (String file : List.of("p4/single-random.yaml", "p4/single-sequential.yaml", "p4/raid-random.yaml",
                "p4/raid-sequential.yaml")) {
            plans.add(context.load(file));
        }
        ResultFolder.requireReplaceable(context.suiteResults(id()));
        // One pool for all four sweeps, so no thread idles at the end of each.
        for (List<RunResult> results : context.runTogether(plans)) {
            for (RunResult r : results) {
                mb.put(r.device() + "/" + r.workload(), r.stats().mbPerSec());
            }
        }
        P4Charts.write(context.suiteResults(id()), mb);
        Grid single = new Grid(mb, "x25m-g2");
        Grid raid = new Grid(mb, "raid0-chunk64k");
        double full = single.max();
        List<Finding> f = new ArrayList<>();
        // P4-1
        double worstQd4 = single.min("rand", new int[] {32, 64, 128, 256, 512, 1024}, 4, 1);
        f.add(at("P4-1", "random QD4 blocks 32KiB-1MiB close to full bandwidth (worst/full)", worstQd4 / full >= CLOSE,
                worstQd4, full, ">=0.9"));
        double smallQd16 = single.max("rand", new int[] {2, 4, 8, 16}, 16, 1);
        f.add(at("P4-1", "random QD16 blocks <32KiB never full (best/full)", smallQd16 / full < CLOSE, smallQd16, full,
                "<0.9"));
        double gain = single.get("rand", 1024, 4, 1) / single.get("rand", 32, 4, 1) - 1;
        f.add(Finding.shape("P4-1", "random QD4 gain from 32KiB to 1MiB about +5% (0..+10%)", gain >= 0 && gain <= 0.10,
                pct(gain), "+5%"));
        double drop = single.get("rand", 2048, 4, 1) / single.get("rand", 1024, 4, 1);
        f.add(Finding.shape("P4-1", "random QD4 drop above 1MiB (2MiB/1MiB < 0.95)", drop < 0.95, pct(drop - 1),
                "drop"));
        double qd1 = single.max("rand", Grid.ALL_BS, 1, 1);
        f.add(at("P4-1", "random QD1 never full (best/full)", qd1 / full < CLOSE, qd1, full, "<0.9"));
        double qd2 = single.get("rand", 1024, 2, 1);
        f.add(at("P4-1", "random QD2 full at 1MiB", qd2 / full >= CLOSE, qd2, full, ">=0.9"));
        f.add(Finding.withinRelative("P4-1", "random 2KiB QD4 MB/s", single.get("rand", 2, 4, 1), 50, 0.30,
                P4Suite::mbs));
        f.add(Finding.withinRelative("P4-1", "random 32KiB QD4 MB/s", single.get("rand", 32, 4, 1), 250, 0.10,
                P4Suite::mbs));
        // P4-2
        double seq32 = single.get("seq", 32, 4, 1);
        f.add(at("P4-2", "sequential 32KiB full at QD4", seq32 / full >= CLOSE, seq32, full, ">=0.9"));
        double seq4k128 = single.get("seq", 4, 128, 1);
        double seq4k32 = single.get("seq", 4, 32, 1);
        f.add(at("P4-2", "sequential 4KiB full only at QD128", seq4k128 / full >= CLOSE && seq4k32 / full < CLOSE,
                seq4k128, full, "QD128>=0.9, QD32<0.9 (QD32 " + mbs(seq4k32) + ")"));
        double seqBig = single.get("seq", 8192, 4, 1) / single.get("seq", 1024, 4, 1);
        f.add(Finding.shape("P4-2", "sequential no drop above 1MiB (8MiB/1MiB >= 0.95)", seqBig >= 0.95,
                pct(seqBig - 1), "no drop"));
        // P4-3
        double g2 = 1;
        double g4 = 0;
        for (int qd : new int[] {4, 8, 16, 32}) {
            g2 = Math.min(g2, single.get("rand", 32, qd, 2) / single.get("rand", 32, qd, 1));
        }
        for (int qd : new int[] {4, 8, 16}) {
            g4 = Math.max(g4, single.get("rand", 32, qd, 4) / single.get("rand", 32, qd, 1));
        }
        f.add(Finding.shape("P4-3", "32KiB group 2 costs almost nothing at QD4-32 (worst g2/g1 >= 0.9)", g2 >= CLOSE,
                fmt(g2), ">=0.9"));
        f.add(Finding.shape("P4-3", "32KiB group 4 costs a lot at QD4-16 (best g4/g1 <= 0.8)", g4 <= PENALTY, fmt(g4),
                "<=0.8"));
        double rec = single.get("rand", 32, 4, 16) / single.get("rand", 32, 4, 4);
        f.add(Finding.shape("P4-3", "larger groups recover slowly (QD4 g16/g4 > 1)", rec > 1, fmt(rec), ">1"));
        double deep = 1;
        for (int g : new int[] {4, 8, 16}) {
            deep = Math.min(deep, single.get("rand", 32, 128, g) / single.get("rand", 32, 128, 1));
        }
        f.add(Finding.shape("P4-3", "QD128: no group penalty (worst g/g1 >= 0.9)", deep >= CLOSE, fmt(deep), ">=0.9"));
        for (int g : new int[] {4, 8, 16}) {
            double r = single.get("rand", 32, 8 * g, g) / single.get("rand", 32, 8 * g, 1);
            f.add(Finding.shape("P4-3", "group " + g + " compensated by QD " + 8 * g + " (g/g1 >= 0.9)", r >= CLOSE,
                    fmt(r), ">=0.9"));
        }
        // P4-4
        double eq = 1;
        for (int qd : new int[] {4, 16, 32}) {
            for (int bs : new int[] {32, 64, 128, 256, 512, 1024}) {
                eq = Math.min(eq, single.get("rand", bs, qd, 1) / single.get("seq", bs, qd, 1));
                if (bs <= 512) {
                    eq = Math.min(eq, single.get("rand", bs, qd, 2) / single.get("seq", bs, qd, 1));
                }
            }
        }
        f.add(Finding.shape("P4-4", "random = sequential for group<=2, QD>=4, 32KiB-1MiB (worst rand/seq >= 0.9)",
                eq >= CLOSE, fmt(eq), ">=0.9"));
        // P4-5 (chunk 64 KiB, stripe 256 KiB)
        double rfull = Math.max(raid.max(), 1);
        double stripeQd4 = raid.min("rand", new int[] {256, 512, 1024, 2048, 4096}, 4, 1);
        f.add(at("P4-5", "RAID blocks >= stripe fine at QD4 (worst/full)", stripeQd4 / rfull >= PENALTY, stripeQd4,
                rfull, ">=0.8"));
        double small16 = raid.get("rand", 64, 4, 1);
        double small16deep = raid.get("rand", 64, 16, 1);
        f.add(at("P4-5", "RAID blocks < stripe need QD>=16 (64KiB QD4 below 0.8, QD16 gains)",
                small16 / rfull < PENALTY && small16deep > small16, small16, rfull, "QD16 " + mbs(small16deep)));
        double chunkSmall = raid.get("rand", 16, 32, 1);
        double chunkSmall64 = raid.get("rand", 16, 64, 1);
        f.add(at("P4-5", "RAID blocks < chunk need QD>=64 (16KiB: QD32 < QD64)", chunkSmall < chunkSmall64,
                chunkSmall, chunkSmall64, "QD32<QD64"));
        double big = raid.get("rand", 8192, 4, 1) / raid.get("rand", 4096, 4, 1);
        f.add(Finding.shape("P4-5", "RAID blocks of 8MiB drop (8MiB/4MiB at QD4 < 0.95)", big < 0.95, pct(big - 1),
                "drop"));
        double mid = raid.min("rand", new int[] {64, 128, 256}, 32, 1);
        f.add(at("P4-5", "RAID QD32 blocks between chunk and stripe high (worst/full)", mid / rfull >= PENALTY, mid,
                rfull, ">=0.8"));
        double g4half = raid.get("rand", 128, 32, 4) / raid.get("rand", 128, 32, 1);
        f.add(Finding.shape("P4-5", "RAID group 4 best for half-stripe blocks (128KiB QD32 g4/g1 >= 1)",
                g4half >= 1, fmt(g4half), ">=1"));
        double seqChunk = raid.get("seq", 64, 4, 1);
        double seqSmallDeep = raid.get("seq", 16, 128, 1);
        f.add(at("P4-5", "RAID sequential: chunk-sized blocks at QD4 and 16KiB blocks at QD128 both high (>=0.8 of full)",
                seqChunk / rfull >= PENALTY && seqSmallDeep / rfull >= PENALTY, seqChunk, rfull,
                "both >=0.8 (16KiB QD128 " + mbs(seqSmallDeep) + ")"));
        double raidSeqBig = raid.get("seq", 4096, 4, 1) / raid.get("seq", 1024, 4, 1);
        f.add(Finding.shape("P4-5", "RAID sequential slight drop at 4MiB (QD4 4MiB/1MiB within 0.80..0.98)",
                raidSeqBig >= 0.8 && raidSeqBig <= 0.98, pct(raidSeqBig - 1), "slight drop"));
        double g4at128 = raid.get("rand", 128, 32, 4) / raid.get("rand", 128, 32, 1);
        double g8at128 = raid.get("rand", 128, 32, 8) / raid.get("rand", 128, 32, 1);
        double g8at64 = raid.get("rand", 64, 32, 8) / raid.get("rand", 64, 32, 1);
        double g16at64 = raid.get("rand", 64, 32, 16) / raid.get("rand", 64, 32, 1);
        f.add(Finding.shape("P4-5", "RAID QD32: 128KiB hurt only from group 8, 64KiB only from group 16 (g/g1 <0.9 there, "
                        + ">=0.95 below)", g4at128 >= 0.95 && g8at128 < CLOSE && g8at64 >= 0.95 && g16at64 < CLOSE,
                "128KiB g4 " + fmt(g4at128) + " g8 " + fmt(g8at128) + ", 64KiB g8 " + fmt(g8at64) + " g16 "
                        + fmt(g16at64), "drop at g8 / g16"));
        return f;
    }

    private static Finding at(String id, String what, boolean holds, double simulated, double reference, String rule) {
        return Finding.shape(id, what, holds, mbs(simulated) + " (" + fmt(simulated / reference) + " of "
                + mbs(reference) + ")", rule);
    }

    private static String mbs(double v) {
        return String.format(Locale.ROOT, "%.1fMB/s", v);
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%+.1f%%", 100 * v);
    }

    /** The sweep's bandwidths of one device, looked up by pattern, block KiB, QD and group. */
    private record Grid(Map<String, Double> mb, String device) {
        static final int[] ALL_BS = {2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192};

        double get(String pattern, int kib, int qd, int group) {
            String size = kib < 1024 ? kib + "KiB" : kib / 1024 + "MiB";
            Double v = mb.get(device + "/" + pattern + "-bs" + size + "-qd" + qd + "-g" + group);
            if (v == null) {
                throw new IllegalStateException("the P4 scenarios lack " + device + " " + pattern + " bs " + size
                        + " QD " + qd + " group " + group);
            }
            return v;
        }

        double max() {
            double best = 0;
            for (Map.Entry<String, Double> e : mb.entrySet()) {
                if (e.getKey().startsWith(device + "/")) {
                    best = Math.max(best, e.getValue());
                }
            }
            return best;
        }

        double max(String pattern, int[] kibs, int qd, int group) {
            double best = 0;
            for (int k : kibs) {
                best = Math.max(best, get(pattern, k, qd, group));
            }
            return best;
        }

        double min(String pattern, int[] kibs, int qd, int group) {
            double worst = Double.MAX_VALUE;
            for (int k : kibs) {
                worst = Math.min(worst, get(pattern, k, qd, group));
            }
            return worst;
        }
    }
}
