package org.storagesim.scenarios.query;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.storagesim.dbms.experiments.ConcurrencyPoint;
import org.storagesim.dbms.experiments.ProjectivitySweep;
import org.storagesim.dbms.experiments.ScanPoint;
import org.storagesim.dbms.scan.ScanResult;

/**
 * Turns a query experiment's outcome into charts shaped like P0's figures: query time against
 * projected columns per layout and device with the analytic model beside the simulation (Figures
 * 2, 3b, 4, 6a), seeks against projected columns (the blktrace counts of 5.1.1 and 5.2.2), CPU
 * share against selectivity (6b), query time against selectivity per index placement (5), and
 * slowdown and seeks against concurrent queries (6c). Times are scaled to P0's 60 M tuples.
 */
public final class QueryFigures {
    private QueryFigures() {
    }

    public static List<Figure> of(String scenario, QueryOutcome o) {
        return switch (o.experiment()) {
            case "projectivity" -> projectivity(scenario, o);
            case "selectivity" -> selectivity(scenario, o);
            case "index" -> index(scenario, o);
            case "concurrency" -> concurrency(scenario, o);
            default -> List.of();
        };
    }

    private static List<Figure> projectivity(String scenario, QueryOutcome o) {
        Figure.Builder time = new Figure.Builder("query-time", scenario + ": query time vs projectivity",
                "projected attributes k", "seconds (per 60 M tuples)", false);
        Figure.Builder seeks = new Figure.Builder("seeks", scenario + ": seeks vs projectivity",
                "projected attributes k", "seeks (per 60 M tuples)", false);
        for (Map.Entry<String, ProjectivitySweep> e : o.sweeps().entrySet()) {
            String d = e.getKey();
            double f = o.fullScale(d);
            ProjectivitySweep s = e.getValue();
            int n = s.columns().size();
            double[] k = new double[n];
            double[] col = new double[n];
            double[] row = new double[n];
            double[] colModel = new double[n];
            double[] rowModel = new double[n];
            double[] colSeeks = new double[n];
            double[] rowSeeks = new double[n];
            for (int i = 0; i < n; i++) {
                ScanPoint c = s.columns().get(i);
                k[i] = c.projected();
                col[i] = c.seconds() * f;
                row[i] = s.row().seconds() * f;
                colModel[i] = c.modelSeconds() * f;
                rowModel[i] = s.row().modelSeconds() * f;
                colSeeks[i] = c.seeks() * f;
                rowSeeks[i] = s.row().seeks() * f;
            }
            time.line(d + " row", k, row).line(d + " column", k, col)
                    .line(d + " row (model eq. 1)", k, rowModel).line(d + " column (model eq. 2)", k, colModel);
            seeks.line(d + " row", k, rowSeeks).line(d + " column", k, colSeeks);
        }
        return List.of(time.build(), seeks.build());
    }

    private static List<Figure> selectivity(String scenario, QueryOutcome o) {
        Figure.Builder cpu = new Figure.Builder("cpu-share", scenario + ": CPU utilisation vs selectivity",
                "selectivity (log scale)", "CPU time / elapsed time (%)", true);
        Figure.Builder time = new Figure.Builder("query-time", scenario + ": query time vs selectivity",
                "selectivity (log scale)", "seconds (per 60 M tuples)", true);
        double[] s = o.selectivities().stream().mapToDouble(Double::doubleValue).toArray();
        for (var device : o.selectivity().entrySet()) {
            double f = o.fullScale(device.getKey());
            for (var layout : device.getValue().entrySet()) {
                List<ScanPoint> pts = layout.getValue();
                double[] c = new double[pts.size()];
                double[] t = new double[pts.size()];
                for (int i = 0; i < pts.size(); i++) {
                    c[i] = 100 * pts.get(i).result().cpuShare();
                    t[i] = pts.get(i).seconds() * f;
                }
                String name = device.getKey() + " " + layout.getKey();
                cpu.line(name, s, c);
                time.line(name, s, t);
            }
        }
        return List.of(cpu.build(), time.build());
    }

    private static List<Figure> index(String scenario, QueryOutcome o) {
        Figure.Builder time = new Figure.Builder("query-time", scenario + ": bitmap index scan vs selectivity",
                "selectivity (log scale)", "seconds (per 60 M tuples)", true);
        double[] s = o.selectivities().stream().mapToDouble(Double::doubleValue).toArray();
        for (var e : o.indexScans().entrySet()) {
            String data = e.getKey().substring(e.getKey().indexOf("/data-") + "/data-".length());
            time.line(e.getKey(), s, seconds(e.getValue(), o.fullScale(data)));
        }
        for (var e : o.plainScans().entrySet()) {
            time.line("sequential scan on " + e.getKey(), s, seconds(e.getValue(), o.fullScale(e.getKey())));
        }
        return List.of(time.build());
    }

    private static double[] seconds(List<ScanResult> results, double scale) {
        double[] t = new double[results.size()];
        for (int i = 0; i < t.length; i++) {
            t[i] = results.get(i).seconds() * scale;
        }
        return t;
    }

    private static List<Figure> concurrency(String scenario, QueryOutcome o) {
        Figure.Builder slow = new Figure.Builder("slowdown", scenario + ": query time normalised to one query",
                "concurrent queries", "time / time alone", false);
        Figure.Builder seeks = new Figure.Builder("seeks", scenario + ": seeks while the ORDERS select runs",
                "concurrent queries", "seeks (per 60 M tuples)", false);
        for (var e : o.concurrency().entrySet()) {
            List<ConcurrencyPoint> pts = e.getValue();
            double[] n = new double[pts.size()];
            double[] r = new double[pts.size()];
            double[] k = new double[pts.size()];
            for (int i = 0; i < pts.size(); i++) {
                n[i] = pts.get(i).queries();
                r[i] = pts.get(i).slowdown();
                k[i] = pts.get(i).seeks() * o.fullScale(e.getKey());
            }
            slow.line(e.getKey(), n, r);
            seeks.line(e.getKey(), n, k);
        }
        List<Figure> list = new ArrayList<>();
        list.add(slow.build());
        list.add(seeks.build());
        return list;
    }
}
