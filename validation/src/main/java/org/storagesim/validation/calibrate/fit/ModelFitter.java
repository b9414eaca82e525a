package org.storagesim.validation.calibrate.fit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.commons.math3.exception.TooManyEvaluationsException;
import org.apache.commons.math3.optim.InitialGuess;
import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.nonlinear.scalar.ObjectiveFunction;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.NelderMeadSimplex;
import org.apache.commons.math3.optim.nonlinear.scalar.noderiv.SimplexOptimizer;
import org.storagesim.core.kernel.Simulation;
import org.storagesim.core.random.RandomStreams;
import org.storagesim.devices.BlockDevice;
import org.storagesim.devices.profile.DeviceFactory;
import org.storagesim.devices.workload.JobSpec;
import org.storagesim.devices.workload.JobStats;
import org.storagesim.devices.workload.RwMode;
import org.storagesim.devices.workload.WorkloadRun;
import org.storagesim.validation.calibrate.MeasuredPoint;

/**
 * Searches a device model's parameters so that its simulated microbenchmarks match measured ones.
 * Each evaluation builds the device afresh and runs every measured pattern (same rw, block size,
 * queue depth) with the same seed, so the objective is deterministic; the search is Nelder–Mead
 * (commons-math3) in a unit cube, each axis mapped to a parameter's bounds (log scale for rates and
 * latencies). The objective sums squared log-ratios of simulated to measured mean latency and
 * bandwidth, and of p99 with a quarter weight (tails are noisier), over all points.
 */
public final class ModelFitter {
    private static final double FAILED = 1e6;
    /** How close to an end of its range (in search coordinates) a parameter counts as stopped there. */
    private static final double EDGE = 1e-3;
    /** Significant digits of a fitted value: enough for the model, few enough to read and edit. */
    private static final MathContext DIGITS = new MathContext(6);

    private final DeviceFactory factory;
    private final ObjectNode base;
    private final List<FitParameter> parameters;
    private final List<MeasuredPoint> points;
    private final long rangeBytes;
    private final long iosPerPoint;
    private final long seed;
    private final UnaryOperator<ObjectNode> finish;
    private double bestObjective = Double.POSITIVE_INFINITY;
    private double[] bestUnits;
    private int evaluations;

    /**
     * @param rangeBytes  address range the measurements ran over (capped at the device's capacity)
     * @param iosPerPoint simulated requests per point and evaluation (fewer is faster, noisier)
     */
    public ModelFitter(DeviceFactory factory, ObjectNode base, List<FitParameter> parameters, List<MeasuredPoint> points,
                       long rangeBytes, long iosPerPoint, long seed) {
        this(factory, base, parameters, points, rangeBytes, iosPerPoint, seed, UnaryOperator.identity());
    }

    /** The same, with a kind's {@link FitModel}: its parameters and the step that finishes each candidate. */
    public static ModelFitter of(DeviceFactory factory, FitModel model, List<MeasuredPoint> points, long rangeBytes,
                                 long iosPerPoint, long seed) {
        return new ModelFitter(factory, model.start(), model.parameters(), points, rangeBytes, iosPerPoint, seed,
                spec -> model.finish(spec, rangeBytes));
    }

    /**
     * @param finish turns a candidate (base plus parameter values) into a buildable profile, e.g. by
     *               deriving dependent keys; applied before every simulation and to the result
     */
    public ModelFitter(DeviceFactory factory, ObjectNode base, List<FitParameter> parameters, List<MeasuredPoint> points,
                       long rangeBytes, long iosPerPoint, long seed, UnaryOperator<ObjectNode> finish) {
        if (points.isEmpty()) {
            throw new IllegalArgumentException("no measured points to fit");
        }
        this.factory = factory;
        this.base = base;
        this.parameters = List.copyOf(parameters);
        this.points = List.copyOf(points);
        this.rangeBytes = rangeBytes;
        this.iosPerPoint = iosPerPoint;
        this.seed = seed;
        this.finish = finish;
    }

    public FitResult fit(int maxEvaluations) {
        double[] start = new double[parameters.size()];
        for (int i = 0; i < start.length; i++) {
            FitParameter p = parameters.get(i);
            JsonNode current = find(base, p.path());
            start[i] = current != null && current.isNumber() ? p.unitOf(current.asDouble()) : 0.5;
        }
        bestUnits = start.clone();
        // Nelder–Mead stalls on the plateaus that whole-number parameters make; restarting from the
        // best point with a fresh, smaller simplex until the budget is spent gets it moving again.
        double step = 0.25;
        while (evaluations < maxEvaluations && start.length > 0) {
            double before = bestObjective;
            try {
                new SimplexOptimizer(1e-6, 1e-9).optimize(new MaxEval(maxEvaluations - evaluations),
                        GoalType.MINIMIZE, new ObjectiveFunction(this::objective), new InitialGuess(bestUnits.clone()),
                        new NelderMeadSimplex(start.length, step));
            } catch (TooManyEvaluationsException e) {
                break; // the budget is spent: the best point seen so far is the answer
            }
            if (bestObjective >= before * 0.999 && step < 0.02) {
                break;
            }
            step = Math.max(0.01, step / 2);
        }
        ObjectNode fitted = apply(bestUnits);
        return new FitResult(fitted, compare(fitted), bestObjective, evaluations, atBounds());
    }

    /** The parameters whose best value lies at an end of their range (the search runs unclamped, valueAt clamps). */
    private List<FitResult.AtBound> atBounds() {
        List<FitResult.AtBound> hits = new ArrayList<>();
        for (int i = 0; i < parameters.size(); i++) {
            FitParameter p = parameters.get(i);
            if (bestUnits[i] <= EDGE || bestUnits[i] >= 1 - EDGE) {
                hits.add(new FitResult.AtBound(p.path().replaceFirst("^fit\\.", ""), roundedValue(p, bestUnits[i]),
                        bestUnits[i] >= 1 - EDGE));
            }
        }
        return hits;
    }

    /** Simulates every measured pattern on a device built from {@code spec}. */
    public List<PointComparison> compare(ObjectNode spec) {
        List<PointComparison> rows = new ArrayList<>();
        for (MeasuredPoint p : points) {
            rows.add(simulate(spec, p));
        }
        return rows;
    }

    private double objective(double[] units) {
        evaluations++;
        double sum;
        try {
            sum = 0;
            for (PointComparison c : compare(apply(units))) {
                sum += sq(Math.log(c.simulatedMeanNs() / c.measuredMeanNs()));
                sum += sq(Math.log(c.simulatedMbPerSec() / c.measuredMbPerSec()));
                if (c.measuredP99Ns() > 0) {
                    sum += 0.25 * sq(Math.log(c.simulatedP99Ns() / c.measuredP99Ns()));
                }
            }
        } catch (IllegalArgumentException e) {
            sum = FAILED; // parameters the model rejects (an impossible geometry): steer away
        }
        if (sum < bestObjective) {
            bestObjective = sum;
            bestUnits = units.clone();
        }
        return sum;
    }

    private static double sq(double x) {
        return x * x;
    }

    private PointComparison simulate(ObjectNode spec, MeasuredPoint p) {
        Simulation sim = new Simulation();
        BlockDevice device = factory.build(sim, new RandomStreams(seed), "fit", spec);
        long range = Math.min(rangeBytes, device.capacityBytes()) / p.bs() * p.bs();
        JobSpec job = JobSpec.builder(p.name()).rw(RwMode.parse(p.rw())).rwMixRead(p.rwmixread()).blockSize(p.bs())
                .ioDepth(p.iodepth()).size(range).numberIos(Math.min(iosPerPoint, Math.max(p.ios(), 1))).build();
        JobStats stats = WorkloadRun.run(sim, device, job, new RandomStreams(seed));
        double measuredMb = p.readMbPerSec() + p.writeMbPerSec();
        return new PointComparison(p.name(), p.latencyNs().mean(), stats.latency().mean(), p.latencyNs().p99(),
                stats.latency().percentile(99), measuredMb, stats.mbPerSec());
    }

    /** The base profile with each parameter set to its value at the given search coordinates. */
    public ObjectNode apply(double[] units) {
        ObjectNode spec = base.deepCopy();
        for (int i = 0; i < units.length; i++) {
            FitParameter p = parameters.get(i);
            double v = p.valueAt(units[i]);
            String[] keys = p.path().split("\\.");
            ObjectNode node = spec;
            for (int k = 0; k < keys.length - 1; k++) {
                node = node.has(keys[k]) && node.get(keys[k]).isObject() ? (ObjectNode) node.get(keys[k])
                        : node.putObject(keys[k]);
            }
            String leaf = keys[keys.length - 1];
            if (p.integer() || isWholeNumberKey(find(base, p.path()))) {
                node.put(leaf, Math.round(v));
            } else {
                node.put(leaf, round(v));
            }
        }
        return roundDoubles(finish.apply(spec));
    }

    private double roundedValue(FitParameter p, double unit) {
        double v = p.valueAt(unit);
        return p.integer() || isWholeNumberKey(find(base, p.path())) ? Math.round(v) : round(v);
    }

    private static double round(double v) {
        return new BigDecimal(v).round(DIGITS).doubleValue();
    }

    /**
     * Rounds every fractional number of a finished candidate (derived ones too, such as a scaled
     * seek curve) to {@link #DIGITS}: the profile written is the one simulated, and reads
     * 0.16 where the arithmetic gave 0.16000000000000003.
     */
    private static ObjectNode roundDoubles(ObjectNode spec) {
        roundIn(spec);
        return spec;
    }

    private static void roundIn(JsonNode node) {
        if (node instanceof ObjectNode o) {
            o.fields().forEachRemaining(e -> {
                if (e.getValue().isDouble()) {
                    e.setValue(DoubleNode.valueOf(round(e.getValue().asDouble())));
                } else {
                    roundIn(e.getValue());
                }
            });
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                if (a.get(i).isDouble()) {
                    a.set(i, DoubleNode.valueOf(round(a.get(i).asDouble())));
                } else {
                    roundIn(a.get(i));
                }
            }
        }
    }

    /** Times and sizes with units are read as whole nanoseconds or bytes when given as numbers. */
    private static boolean isWholeNumberKey(JsonNode current) {
        return current != null && (current.isTextual() || current.isIntegralNumber());
    }

    private static JsonNode find(JsonNode root, String path) {
        JsonNode node = root;
        for (String key : path.split("\\.")) {
            node = node.get(key);
            if (node == null) {
                return null;
            }
        }
        return node;
    }
}
